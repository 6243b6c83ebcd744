import { Paper, Text, Title } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import css from "./profile.module.css";

/** A section of /profile/{id}/settings, on a card of its own: its heading (which names the section), a lead line, the content. */
export function SettingsSection({
  id,
  title,
  text,
  children,
  ...rest
}: { id: string; title: string; text: string; children: ReactNode } & ComponentProps<"section">) {
  return (
    <Paper withBorder radius="lg" className={css.card}>
      <section className={css.section} aria-labelledby={id} {...rest}>
        <Title order={2} id={id} className={css.sectionTitle}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </section>
    </Paper>
  );
}
