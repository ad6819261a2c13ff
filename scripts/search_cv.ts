/**
 * Leave-one-set-out cross-validation of search weights (scripts/search_tune.ts --cv): choose a
 * setting on all sets but one, score it on the one left out, for each set. The sum over the sets
 * left out estimates how a chosen setting does on a set it was not chosen on.
 */
import type { QueryWeights } from "../src/catalog/search_config.ts";

/** One axis of the grid: a weight's name, its values, and how a value sets it. */
export interface Axis {
  name: string;
  values: number[];
  set: (value: number) => QueryWeights;
}

/** One setting's hits in the top 5 and summed reciprocal ranks, per set. */
export interface Scored {
  values: number[];
  hits: number[];
  rr: number[];
}

/** Every combination of the axes' values, first axis slowest. */
export function grid(axes: Axis[]): number[][] {
  return axes.reduce<number[][]>(
    (rows, axis) => rows.flatMap((row) => axis.values.map((v) => [...row, v])),
    [[]],
  );
}

export function weightsOf(axes: Axis[], values: number[]): QueryWeights {
  const out: QueryWeights = {};
  axes.forEach((axis, i) => {
    const w = axis.set(values[i]);
    const relations = { ...out.relations, ...w.relations }, gate = { ...out.gate, ...w.gate };
    const situations = { ...out.situations, ...w.situations };
    Object.assign(out, w, {
      relations,
      gate,
      situations,
      servers: { ...out.servers, ...w.servers },
    });
  });
  return out;
}

const sum = (xs: number[], on: (i: number) => boolean) =>
  xs.reduce((n, x, i) => (on(i) ? n + x : n), 0);

/** The best setting on the sets `on` accepts: most hits, then highest MRR, then grid order. */
export function best(scored: Scored[], on: (set: number) => boolean): Scored {
  let top = scored[0];
  for (const s of scored) {
    const dh = sum(s.hits, on) - sum(top.hits, on);
    if (dh > 0 || (dh === 0 && sum(s.rr, on) > sum(top.rr, on) + 1e-9)) top = s;
  }
  return top;
}

export interface Fold {
  /** The set left out. */
  set: number;
  /** The setting chosen on the other sets. */
  chosen: Scored;
  /** Its hits on the set left out. */
  heldOut: number;
  /** The best any setting reaches on the set left out (in-sample for that set alone). */
  oracle: number;
}

/** For each set: the setting chosen on the others, and its hits on the set left out. */
export function leaveOneSetOut(scored: Scored[], sets: number): Fold[] {
  return Array.from({ length: sets }, (_, set) => {
    const chosen = best(scored, (i) => i !== set);
    const oracle = Math.max(...scored.map((s) => s.hits[set]));
    return { set, chosen, heldOut: chosen.hits[set], oracle };
  });
}

/**
 * For each value of one axis, the most hits any setting with that value reaches on the sets
 * `on` accepts (a profile): where its peak lies for one group of sets against another.
 */
export function profile(scored: Scored[], axis: number, on: (set: number) => boolean) {
  const peak = new Map<number, number>();
  for (const s of scored) {
    const v = s.values[axis];
    peak.set(v, Math.max(peak.get(v) ?? -1, sum(s.hits, on)));
  }
  return [...peak.entries()];
}
