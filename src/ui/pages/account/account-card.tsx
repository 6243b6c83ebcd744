import "../../components/mantine-styles";
import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AnchorLink } from "../../components/links";
import { ruAccount } from "../../i18n/ru.account";
import css from "./account.module.css";

/** The card every account page sits in: a heading, an optional lead paragraph, the content. */
export function AccountCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? css.wide : css.page} aria-labelledby="account-title">
      <Paper withBorder radius="lg" className={css.card}>
        <div style={{ display: "grid", gap: "var(--mantine-spacing-md)" }}>
          <h1 id="account-title" className={css.title}>
            {title}
          </h1>
          {lead ? <p className={css.lead}>{lead}</p> : null}
          {children}
        </div>
      </Paper>
    </section>
  );
}

/**
 * Where the letter is when no mail server is configured. The browser cannot know whether one is, so it
 * says so conditionally and links the /dev page (which itself tells whether it has anything).
 */
export function DevMailHint() {
  return (
    <Text size="sm" c="dimmed">
      {ruAccount.devMail.text}{" "}
      <AnchorLink to="/dev" size="sm">
        «{ruAccount.devMail.link}»
      </AnchorLink>
      .
    </Text>
  );
}
