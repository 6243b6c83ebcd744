import { Children, type ReactNode } from "react";
import css from "./link-tabs.module.css";

/** Class for each link inside <LinkTabs>; the router marks the current one with data-status="active". */
export const tabClass = css.tab;

/**
 * Navigation tabs made of router links (not Mantine Tabs: each tab is a page with its own URL).
 * `wrap` lays long lists out as wrapping chips.
 */
export function LinkTabs({ label, wrap, children }: { label: string; wrap?: boolean; children: ReactNode }) {
  return (
    <nav aria-label={label} className={wrap ? `${css.tabs} ${css.wrap}` : css.tabs}>
      <ul className={css.list}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
