import type { Chart } from "../../../machines/charts/chart";
import type { Drawing, DrawnState } from "./layout";
import css from "./state-chart.module.css";

/**
 * A laid-out chart drawn as SVG (/dev): boxes for states — the active ones highlighted, the chosen one
 * outlined — arrows with their triggers, the chosen state's own arrows emphasised. A state is chosen by
 * click or by keyboard (each is a button); `zoom` scales the drawing.
 */
export function StateChart({
  chart,
  drawing,
  title,
  active,
  selected,
  onSelect,
  zoom,
}: {
  chart: Chart;
  drawing: Drawing;
  title: string;
  active: ReadonlySet<string>;
  selected: string | null;
  onSelect: (id: string) => void;
  zoom: number;
}) {
  const margin = 16;
  const width = drawing.width + margin * 2;
  const height = drawing.height + margin * 2;
  const states = [...drawing.states].sort((a, b) => a.depth - b.depth);
  return (
    <svg
      className={css.chart}
      width={Math.round(width * zoom)}
      height={Math.round(height * zoom)}
      viewBox={`${-margin} ${-margin} ${width} ${height}`}
      data-chart={drawing.id}
    >
      <title>{title}</title>
      <defs>
        <marker
          id={`arrow-${drawing.id}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={css.arrowHead} />
        </marker>
      </defs>
      {states.map((state) => (
        <StateBox
          key={state.id}
          state={state}
          active={active.has(state.id)}
          selected={selected === state.id}
          onSelect={onSelect}
        />
      ))}
      {drawing.transitions.map((edge, index) => {
        const transition = edge.index >= 0 ? chart.transitions[edge.index] : undefined;
        const mine = selected !== null && transition?.source === selected;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transition with several targets is several arrows
          <g key={index} className={mine ? css.edgeChosen : css.edge}>
            <polyline
              points={edge.points.map((p) => `${p.x},${p.y}`).join(" ")}
              markerEnd={`url(#arrow-${drawing.id})`}
            />
            {edge.label ? (
              <>
                <rect
                  x={edge.label.x - 2}
                  y={edge.label.y - 1}
                  width={edge.label.width + 4}
                  height={edge.label.height + 2}
                  className={css.labelBack}
                />
                <text x={edge.label.x} y={edge.label.y + 12} className={css.label}>
                  {edge.label.text}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function StateBox({
  state,
  active,
  selected,
  onSelect,
}: {
  state: DrawnState;
  active: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  if (state.type === "initial") {
    return (
      <circle
        cx={state.x + state.width / 2}
        cy={state.y + state.height / 2}
        r={state.width / 2}
        className={css.initial}
      />
    );
  }
  const box = state.type === "compound" || state.type === "parallel";
  const classes = [
    css.state,
    box ? css.compound : "",
    state.type === "parallel" ? css.parallel : "",
    active ? css.active : "",
    selected ? css.selected : "",
  ].join(" ");
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it acts as one
    <g
      className={classes}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={state.id}
      data-state={state.id}
      data-active={active ? "" : undefined}
      onClick={() => onSelect(state.id)}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onSelect(state.id);
        }
      }}
    >
      <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={10} />
      {state.type === "final" ? (
        <rect
          x={state.x + 3}
          y={state.y + 3}
          width={state.width - 6}
          height={state.height - 6}
          rx={8}
          className={css.finalInner}
        />
      ) : null}
      <text
        x={box ? state.x + 10 : state.x + state.width / 2}
        y={box ? state.y + 20 : state.y + state.height / 2 + 4}
        textAnchor={box ? "start" : "middle"}
        className={box ? css.boxTitle : undefined}
      >
        {state.label}
      </text>
    </g>
  );
}
