/**
 * Re-ranking a fusion dump (scripts/search_dense_dump.ts) under other fusion settings without
 * running the ranker: what `#blend` and `search` (src/catalog/search.ts) do after the candidates
 * are known, over the dumped component scores. scripts/search_dense_dump.ts checks that the
 * default setting gives the live ranker's top 10 for every query before any figure is trusted.
 */
import { fuseScores } from "../src/catalog/search_fusion.ts";
import { type Action, applyIntent } from "../src/catalog/search_intent.ts";
import { supportSiblings } from "../src/catalog/search_siblings.ts";
import type { Scored } from "../src/catalog/search_topk.ts";

/** One query's fusion inputs; `fixed` when the ranker took a path without fusion. */
export interface DumpQuery {
  set: number;
  kind: "easy" | "paraphrase" | "hard";
  relevant: number[];
  /** The live ranker's top 10 (doc numbers). */
  live: number[];
  fixed: boolean;
  semW: number;
  /** Share of the query's terms in the best lexical candidate's text (dumps from round 28). */
  cover?: number;
  k: number;
  intent: Action;
  cut: number;
  named: number[];
  lexical: [number, number][];
  /** Candidates added beside the lexical ones (the named servers' tools). */
  near: number[];
  /** The asymmetric signal's nearest tools, best first. */
  asym: number[];
  /** doc → [GloVe cosine as the ranker scores it, asymmetric cosine, lexical score]. */
  cand: Record<string, [number, number, number]>;
}

export interface Dump {
  names: string[];
  serverOf: number[];
  actions: number[];
  config: { siblings: number; siblingDepth: number; intent: number };
  queries: DumpQuery[];
}

/**
 * A fusion setting: GloVe's weight as a multiple of the ranker's, the asym weight, extras; with
 * `gate`, the asymmetric signal acts only on queries whose `gateOn` value is below it (weak
 * lexical evidence): the best raw lexical score (round 27), or round 28's forms: the margin
 * between the first two lexical scores, the best candidate's coverage of the query's terms, and
 * the query's GloVe coverage.
 */
export interface Setting {
  glove: number;
  asym: number;
  extra: number;
  gate?: number;
  gateOn?: GateOn;
}

export type GateOn = "best" | "margin" | "cover" | "glove";

/** The ranker's GloVe weight (search_config_dense.ts `dense`): semW divided by it is coverage. */
const GLOVE_WEIGHT = 0.8;

/** The value a query's gate compares with the setting's gate. */
export function gateValue(q: DumpQuery, on: GateOn): number {
  const s1 = q.lexical[0]?.[1] ?? 0, s2 = q.lexical[1]?.[1] ?? 0;
  if (on === "best") return s1;
  if (on === "margin") return s1 > 0 ? (s1 - s2) / s1 : 1;
  if (on === "cover") {
    if (q.cover === undefined) throw new Error("the dump has no coverage: re-dump (round 28)");
    return q.cover;
  }
  return q.semW / GLOVE_WEIGHT;
}

export const AS_IS: Setting = { glove: 1, asym: 0, extra: 0 };

function focus(scored: Scored[], named: Set<number>, cut: number, serverOf: number[]) {
  if (named.size === 0 || cut <= 0) return scored;
  return scored
    .map((s) => named.has(serverOf[s.doc]) ? s : { doc: s.doc, score: s.score * (1 - cut) })
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}

const actionArrays = new WeakMap<Dump, Uint8Array>();
function actionsOf(dump: Dump): Uint8Array {
  let a = actionArrays.get(dump);
  if (a === undefined) actionArrays.set(dump, a = Uint8Array.from(dump.actions));
  return a;
}

/** The top 10 doc numbers of `q` under setting `s`. */
export function replay(dump: Dump, q: DumpQuery, s: Setting): number[] {
  if (q.fixed) return q.live;
  const weak = s.gate === undefined || gateValue(q, s.gateOn ?? "best") < s.gate;
  const c = q.cand, glove = s.glove, asym = weak ? s.asym : 0;
  // The same products as the live ranker: weight × GloVe first, so that AS_IS is bit-exact.
  const cosine = (d: number) => glove * (q.semW * c[d][0]) + asym * c[d][1];
  const lexical = q.lexical.map(([doc, score]) => ({ doc, score }));
  const near = [...q.near, ...q.asym.slice(0, weak ? s.extra : 0)].map((doc) => ({
    doc,
    score: 0,
  }));
  const fused = fuseScores(lexical, near, cosine, 1, Infinity, (d) => c[d][2]);
  const focused = focus(fused, new Set(q.named), q.cut, dump.serverOf);
  const { siblings, siblingDepth, intent } = dump.config;
  const ranked = supportSiblings(focused, (d) => dump.serverOf[d], siblings, siblingDepth)
    .slice(0, q.k);
  return applyIntent(ranked, q.intent, actionsOf(dump), intent, 10).slice(0, 10).map((x) => x.doc);
}

/** Rank of the first relevant tool (0-based) in `top`, or -1. */
export function firstRelevant(top: number[], relevant: number[]): number {
  return top.findIndex((d) => relevant.includes(d));
}
