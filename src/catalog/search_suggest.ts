/**
 * "Did you mean" ranking for unknown tool names: edit distance on the whole name (or on the
 * tool part when the caller gave no server) blended with overlap of name tokens.
 */
import { processTerm, tokenize } from "./search_text.ts";

export interface SuggestEntry {
  qualifiedName: string;
  lower: string;
  toolLower: string;
  serverLower: string;
  tokens: Set<string>;
}

const MAX_INPUT = 200;
const MIN_SCORE = 0.5;

/** Stemmed name tokens, used on both sides of the overlap measure. */
export function nameTokens(name: string): Set<string> {
  const out = new Set<string>();
  for (const token of tokenize(name)) {
    const term = processTerm(token);
    if (term !== null) out.add(term);
  }
  return out;
}

/** Reused DP rows (three rolling rows); search runs synchronously, so sharing is safe. */
let rows = new Int32Array(3 * 256);

/** Optimal-string-alignment distance; returns `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const w = b.length + 1;
  if (rows.length < 3 * w) rows = new Int32Array(3 * w);
  const r = rows;
  let p2 = 0, p1 = w, c = 2 * w;
  for (let j = 0; j < w; j++) r[p1 + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    const pa = i > 1 ? a.charCodeAt(i - 2) : -1;
    r[c] = i;
    let rowMin = i;
    for (let j = 1; j < w; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = r[p1 + j - 1] + (ca === cb ? 0 : 1);
      if (r[p1 + j] + 1 < v) v = r[p1 + j] + 1;
      if (r[c + j - 1] + 1 < v) v = r[c + j - 1] + 1;
      if (j > 1 && pa === cb && ca === b.charCodeAt(j - 2) && r[p2 + j - 2] + 1 < v) {
        v = r[p2 + j - 2] + 1;
      }
      r[c + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = p2;
    p2 = p1;
    p1 = c;
    c = t;
  }
  return r[p1 + w - 1];
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Ways to read the input as (server, tool): at `__`, or at any single separator. */
function splits(input: string): { server: string; tool: string; extra: number }[] {
  const at = input.indexOf("__");
  if (at >= 0) return [{ server: input.slice(0, at), tool: input.slice(at + 2), extra: 0 }];
  const out = [];
  for (let i = 0; i < input.length && out.length < 6; i++) {
    if ("_-.:/".includes(input[i])) {
      out.push({ server: input.slice(0, i), tool: input.slice(i + 1), extra: 1 });
    }
  }
  return out;
}

/** Distance from `a` to each distinct string, exact up to `max`, Infinity beyond. */
function distanceTo(a: string, max: number): (b: string) => number {
  const memo = new Map<string, number>();
  return (b) => {
    let d = memo.get(b);
    if (d === undefined) {
      d = editDistance(a, b, max);
      memo.set(b, d = d > max ? Infinity : d);
    }
    return d;
  };
}

/**
 * Edit distance between the input and every entry, computed per distinct server and tool
 * name (catalogues repeat both heavily) instead of once per entry.
 */
function distances(input: string, entries: readonly SuggestEntry[]): number[] {
  // A similarity >= MIN_SCORE implies a distance <= input.length, so larger ones are misses.
  const max = input.length;
  const whole = input.includes("__") ? null : distanceTo(input, max);
  const parts = splits(input).map((p) => ({
    server: distanceTo(p.server, max),
    tool: distanceTo(p.tool, max),
    extra: p.extra,
  }));
  return entries.map((e) => {
    let best = whole === null ? Infinity : whole(e.toolLower);
    for (const p of parts) {
      best = Math.min(best, p.server(e.serverLower) + p.tool(e.toolLower) + p.extra);
    }
    return best;
  });
}

/** Qualified names closest to `name`, best first, only those `accept` lets through. */
export function rankSuggestions(
  name: string,
  entries: readonly SuggestEntry[],
  limit: number,
  accept: (entry: SuggestEntry) => boolean,
): string[] {
  const input = name.trim().toLowerCase().slice(0, MAX_INPUT);
  if (input.length === 0) return [];
  const inputTokens = nameTokens(input);
  const dists = distances(input, entries);
  const scored: { name: string; score: number; overlap: number }[] = [];
  entries.forEach((entry, i) => {
    const longest = Math.max(input.length, entry.lower.length);
    const edit = Number.isFinite(dists[i]) ? Math.max(0, 1 - dists[i] / longest) : 0;
    const overlap = jaccard(inputTokens, entry.tokens);
    const score = Math.max(edit, overlap);
    if (score < MIN_SCORE || !accept(entry)) return;
    scored.push({ name: entry.qualifiedName, score, overlap });
  });
  scored.sort((a, b) =>
    b.score - a.score || b.overlap - a.overlap || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
  return scored.slice(0, limit).map((s) => s.name);
}
