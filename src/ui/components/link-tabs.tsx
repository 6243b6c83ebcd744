import { Children, type ReactNode, useEffect, useRef } from "react";
import css from "./link-tabs.module.css";

/** Class for each link inside <LinkTabs>; the router marks the current one with data-status="active". */
export const tabClass = css.tab;

/**
 * Navigation tabs made of router links (not Mantine Tabs: each tab is a page with its own URL).
 * `wrap` lays long lists out as wrapping chips (one row that scrolls sideways on a phone). The current
 * tab is scrolled into the row's view, so a phone shows where the member is.
 */
export function LinkTabs({ label, wrap, children }: { label: string; wrap?: boolean; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[data-status="active"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    // The row only, never the page: centre the current tab within it.
    row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  });
  return (
    <nav aria-label={label} className={wrap ? `${css.tabs} ${css.wrap}` : css.tabs}>
      <ul ref={list} className={css.list}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
