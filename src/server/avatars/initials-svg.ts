// Calm colours that keep white initials readable (contrast ≥ 4.5:1).
const palette = ["#1e6fd9", "#2f855a", "#b7791f", "#c53030", "#6b46c1", "#2c7a7b", "#b83280", "#4a5568"];

/** Up to two initials: first letters of the first two words ("Анна Смирнова" → "АС"). */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("");
  return letters.toUpperCase() || "?";
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** A 128×128 circle with the initials; the colour follows the id, so it never changes. */
export function initialsSvg(userId: number, name: string): string {
  const colour = palette[userId % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<rect width="128" height="128" rx="64" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}
