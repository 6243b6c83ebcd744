import css from "./dev-page.module.css";

/** How deep the tree opens by itself; deeper branches wait for a click. */
const openDepth = 1;

/** A value as a collapsible tree: objects and arrays as branches (their size in the summary), the rest as text. */
export function ContextTree({ value, name, depth = 0 }: { value: unknown; name: string; depth?: number }) {
  if (value === null || typeof value !== "object") {
    return (
      <div className={css.leaf}>
        <span className={css.key}>{name}</span>:{" "}
        <code>{value === undefined ? "undefined" : JSON.stringify(value)}</code>
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return (
    <details open={depth < openDepth} className={css.branch}>
      <summary>
        <span className={css.key}>{name}</span>{" "}
        {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
      </summary>
      {entries.map(([key, item]) => (
        <ContextTree key={key} name={key} value={item} depth={depth + 1} />
      ))}
    </details>
  );
}
