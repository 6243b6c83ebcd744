import type { ReactNode } from "react";

/**
 * A small line icon (stroke: currentColor, the 24×24 grid of the usual icon sets), decorative: the
 * button or label beside it carries the words. Give it one path as `d`, or several as children.
 */
export function LineIcon({ d, size = 18, children }: { d?: string; size?: number; children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
