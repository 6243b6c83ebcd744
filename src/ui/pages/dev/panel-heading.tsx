import { Text, Title } from "@mantine/core";
import type { CSSProperties } from "react";

/** The heading of a /dev panel (its `id` names the panel's section) and the line that says what it shows. */
export function PanelHeading({
  id,
  title,
  text,
  style,
}: {
  id: string;
  title: string;
  text: string;
  style?: CSSProperties;
}) {
  return (
    <div style={style}>
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </div>
  );
}
