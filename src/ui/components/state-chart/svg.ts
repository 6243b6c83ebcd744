import type { Drawing, DrawnState } from "./layout";

// A laid-out chart as a standalone SVG file (`npm run charts`): light colours that read on paper and on
// GitHub, every text as text (searchable, copyable).

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const round = (n: number) => Math.round(n * 10) / 10;

function stateSvg(state: DrawnState): string {
  const { x, y, width, height } = state;
  if (state.type === "initial") {
    return `<circle cx="${round(x + width / 2)}" cy="${round(y + height / 2)}" r="${round(width / 2)}" fill="#1f2933"/>`;
  }
  const box = state.type === "compound" || state.type === "parallel";
  const parts = [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="10" fill="${box ? "#f4f6fb" : "#ffffff"}" stroke="#3b4a63" stroke-width="1.2"${state.type === "parallel" ? ' stroke-dasharray="6 4"' : ""}/>`,
  ];
  if (state.type === "final") {
    parts.push(
      `<rect x="${round(x + 3)}" y="${round(y + 3)}" width="${round(width - 6)}" height="${round(height - 6)}" rx="8" fill="none" stroke="#3b4a63"/>`,
    );
  }
  parts.push(
    box
      ? `<text x="${round(x + 10)}" y="${round(y + 20)}" font-weight="600">${escapeXml(state.label)}</text>`
      : `<text x="${round(x + width / 2)}" y="${round(y + height / 2 + 4)}" text-anchor="middle">${escapeXml(state.label)}</text>`,
  );
  return parts.join("");
}

/** The SVG text of `drawing`, titled `title`; a line under it says how transitions without a test look. */
export function drawingToSvg(drawing: Drawing, title: string): string {
  const margin = 16;
  const untested = drawing.transitions.filter((edge) => edge.untested).length;
  const legend = untested > 0 ? 24 : 0;
  const width = round(drawing.width + margin * 2);
  const height = round(drawing.height + margin * 2 + legend);
  const edges = drawing.transitions.map((edge) => {
    const points = edge.points.map((p) => `${round(p.x)},${round(p.y)}`).join(" ");
    const line = edge.untested
      ? `<polyline points="${points}" fill="none" stroke="#b4443c" stroke-width="1.4" stroke-dasharray="5 4" marker-end="url(#arrow)"/>`
      : `<polyline points="${points}" fill="none" stroke="#52607a" stroke-width="1.2" marker-end="url(#arrow)"/>`;
    const label = edge.label
      ? `<rect x="${round(edge.label.x - 2)}" y="${round(edge.label.y - 1)}" width="${round(edge.label.width + 4)}" height="${round(edge.label.height + 2)}" fill="#ffffff" opacity="0.9"/><text x="${round(edge.label.x)}" y="${round(edge.label.y + 12)}" font-size="11">${escapeXml(edge.label.text)}</text>`
      : "";
    return line + label;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-margin} ${-margin} ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" fill="#1f2933" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#52607a"/></marker></defs>',
    `<rect x="${-margin}" y="${-margin}" width="${width}" height="${height}" fill="#ffffff"/>`,
    ...[...drawing.states].sort((a, b) => a.depth - b.depth).map(stateSvg),
    ...edges,
    untested > 0
      ? `<g transform="translate(0 ${round(drawing.height + 12)})"><line x1="0" y1="-4" x2="28" y2="-4" stroke="#b4443c" stroke-width="1.4" stroke-dasharray="5 4"/><text x="36" y="0">без теста: ${untested}</text></g>`
      : "",
    "</svg>",
    "",
  ].join("\n");
}
