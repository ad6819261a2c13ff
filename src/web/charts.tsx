/**
 * Server-rendered SVG charts. Each is an image with a title and a one-sentence description for
 * screen readers; the page puts the same numbers in a table beside it. Colours come from the
 * stylesheet (classes), so dark mode and the CSP (no inline style) both hold.
 */
import type { Child } from "hono/jsx";

export interface StackedPoint {
  label: string;
  ok: number;
  bad: number;
}

const W = 600;
const H = 180;
const PAD = { left: 40, right: 8, top: 10, bottom: 24 };

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(n: number): number {
  if (n <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * p).find((m) => m >= n)!;
}

function Frame(props: { id: string; title: string; desc: string; children: Child }) {
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${props.id}-t ${props.id}-d`}
    >
      <title id={`${props.id}-t`}>{props.title}</title>
      <desc id={`${props.id}-d`}>{props.desc}</desc>
      {props.children}
    </svg>
  );
}

/** Stacked bars per point (succeeded below, failed on top) with a 0 / max axis. */
export function StackedBars(
  props: { id: string; title: string; desc: string; points: StackedPoint[]; every?: number },
) {
  const max = niceMax(Math.max(0, ...props.points.map((p) => p.ok + p.bad)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, props.points.length);
  const y = (n: number) => (n / max) * plotH;
  const base = H - PAD.bottom;
  const every = props.every ?? 5;
  return (
    <Frame id={props.id} title={props.title} desc={props.desc}>
      <line class="axis" x1={PAD.left} x2={W - PAD.right} y1={base} y2={base} />
      <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} />
      <text class="tick" x={PAD.left - 4} y={PAD.top + 4} text-anchor="end">{max}</text>
      <text class="tick" x={PAD.left - 4} y={base} text-anchor="end">0</text>
      {props.points.map((p, i) => {
        const x = PAD.left + i * slot + slot * 0.15;
        const w = slot * 0.7;
        return (
          <g>
            <rect class="bar-ok" x={x} y={base - y(p.ok)} width={w} height={y(p.ok)} />
            <rect
              class="bar-bad"
              x={x}
              y={base - y(p.ok) - y(p.bad)}
              width={w}
              height={y(p.bad)}
            />
            {i % every === 0 && (
              <text class="tick" x={x + w / 2} y={H - 6} text-anchor="middle">{p.label}</text>
            )}
          </g>
        );
      })}
    </Frame>
  );
}

/** Horizontal bars, one per named count, longest first. */
export function HorizontalBars(
  props: { id: string; title: string; desc: string; items: { name: string; value: number }[] },
) {
  const max = Math.max(1, ...props.items.map((i) => i.value));
  const rowH = 22;
  const h = Math.max(rowH, props.items.length * rowH) + 4;
  const labelW = 230;
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${W} ${h}`}
      role="img"
      aria-labelledby={`${props.id}-t ${props.id}-d`}
    >
      <title id={`${props.id}-t`}>{props.title}</title>
      <desc id={`${props.id}-d`}>{props.desc}</desc>
      {props.items.map((item, i) => {
        const w = ((W - labelW - 60) * item.value) / max;
        const top = 2 + i * rowH;
        return (
          <g>
            <text class="tick" x={labelW - 6} y={top + 15} text-anchor="end">
              {item.name.length > 34 ? `${item.name.slice(0, 33)}…` : item.name}
            </text>
            <rect class="bar-ok" x={labelW} y={top + 3} width={w} height={rowH - 6} />
            <text class="tick" x={labelW + w + 4} y={top + 15}>{item.value}</text>
          </g>
        );
      })}
    </svg>
  );
}

/** The colour key of a stacked chart. */
export function Legend() {
  return (
    <p class="legend">
      <span class="key key-ok" aria-hidden="true"></span> succeeded{" "}
      <span class="key key-bad" aria-hidden="true"></span> failed
    </p>
  );
}
