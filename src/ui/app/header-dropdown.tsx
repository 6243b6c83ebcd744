import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import css from "./shell.module.css";

/**
 * A header button that opens a panel beneath it (the bell's newest notifications, the member search):
 * Escape, a click outside or the panel's own `close` shuts it; Escape and `close(true)` return the focus
 * to the button. The panel is rendered only while open (a lazy chunk, behind the caller's Suspense).
 */
export function HeaderDropdown({
  id,
  label,
  icon,
  badge,
  children,
}: {
  /** The panel's id (aria-controls). */
  id: string;
  label: string;
  icon: ReactNode;
  badge?: ReactNode;
  children: (close: (refocus: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);
  return (
    <div className={css.bell} ref={root}>
      <button
        ref={button}
        type="button"
        className={css.messages}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
        {badge}
      </button>
      {open ? (
        <div id={id} className={css.bellPanel}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
