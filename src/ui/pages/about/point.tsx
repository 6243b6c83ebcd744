import { Title } from "@mantine/core";
import type { ReactNode } from "react";
import css from "./about.module.css";

/** One card of the project's pages' lists: a heading, its text, and where it leads (when anyone may go). */
export function Point({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <li className={css.card}>
      <Title order={3} className={css.cardTitle}>
        {title}
      </Title>
      <p className={css.cardText}>{text}</p>
      {children}
    </li>
  );
}
