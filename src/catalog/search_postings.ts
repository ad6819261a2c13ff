/**
 * Inverted index with BM25+ scores precomputed at build time. minisearch's own query path
 * allocates per posting (about 20 ms CPU p99 at 10,000 tools); here a query only adds
 * precomputed floats. Terms are looked up (exact, prefix, fuzzy) in minisearch's radix tree.
 */
import SearchableMap from "minisearch/SearchableMap";
import { type Scored, TopK } from "./search_topk.ts";

/** minisearch's BM25+ defaults and prefix/fuzzy match weights, so scores behave the same. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Bounds the work one short prefix or fuzzy term can cause in a large vocabulary. */
const MAX_EXPANSIONS = 48;

export interface TermSpec {
  term: string;
  boost: number;
  /** Index (< 32) of the user's query concept this term stands for; -1 counts toward none. */
  concept: number;
  prefix: boolean;
  fuzzy: number;
}

export type { Scored };

function bm25(tf: number, df: number, n: number, len: number, avg: number): number {
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * len) / avg)));
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

export class Postings {
  #ids = new Map<string, number>();
  #dict = new SearchableMap<number>();
  #docs: Int32Array[] = [];
  #scores: Float32Array[] = [];
  #acc: Float64Array;
  #mask: Uint32Array;
  #stamp: Uint32Array;
  #epoch = 0;
  #touched: number[] = [];

  /** One-edit fuzzy matching of words the index already holds (off: typos only). */
  #fuzzyKnown: boolean;

  /** `fields[doc][field]` holds the processed terms of that field; `boosts[field]` its weight. */
  constructor(fields: string[][][], boosts: number[], fuzzyKnown = false) {
    this.#fuzzyKnown = fuzzyKnown;
    const n = fields.length;
    const tfs = fields.map((doc) => doc.map((terms) => this.#count(terms)));
    const df = boosts.map(() => new Map<number, number>());
    const avg = boosts.map((_, f) => fields.reduce((s, doc) => s + doc[f].length, 0) / (n || 1));
    for (const doc of tfs) {
      doc.forEach((tf, f) => tf.forEach((_, t) => df[f].set(t, (df[f].get(t) ?? 0) + 1)));
    }
    const docs: number[][] = [];
    const scores: number[][] = [];
    tfs.forEach((doc, d) => {
      const combined = new Map<number, number>();
      doc.forEach((tf, f) => {
        for (const [t, count] of tf) {
          const s = boosts[f] * bm25(count, df[f].get(t)!, n, fields[d][f].length, avg[f] || 1);
          combined.set(t, (combined.get(t) ?? 0) + s);
        }
      });
      for (const [t, s] of combined) {
        (docs[t] ??= []).push(d);
        (scores[t] ??= []).push(s);
      }
    });
    this.#docs = docs.map((xs) => Int32Array.from(xs ?? []));
    this.#scores = scores.map((xs) => Float32Array.from(xs ?? []));
    this.#acc = new Float64Array(n);
    this.#mask = new Uint32Array(n);
    this.#stamp = new Uint32Array(n);
  }

  #count(terms: string[]): Map<number, number> {
    const tf = new Map<number, number>();
    for (const term of terms) {
      let id = this.#ids.get(term);
      if (id === undefined) {
        id = this.#ids.size;
        this.#ids.set(term, id);
        this.#dict.set(term, id);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    return tf;
  }

  /** Scores every document matching any term; read the results with `top`. */
  match(specs: TermSpec[]): void {
    if (++this.#epoch > 0xffffffff) {
      this.#stamp.fill(0);
      this.#epoch = 1;
    }
    this.#touched = [];
    for (const spec of specs) {
      for (const [id, weight] of this.#expand(spec)) {
        this.#add(id, weight * spec.boost, spec.concept < 0 ? 0 : 1 << spec.concept);
      }
    }
  }

  /**
   * The `k` best documents of the last `match` that `keep` accepts, best first (ties: lower
   * doc first). Score = Σ weighted BM25+ × number of query concepts the document matched.
   */
  top(k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    for (const doc of this.#touched) {
      const score = this.#acc[doc] * popcount(this.#mask[doc]);
      if (heap.admits(doc, score) && keep(doc)) heap.push(doc, score);
    }
    return heap.sorted();
  }

  /** How many documents hold `term` exactly, in any field. */
  docCount(term: string): number {
    const id = this.#ids.get(term);
    return id === undefined ? 0 : this.#docs[id]?.length ?? 0;
  }

  /** One document's score in the last `match` (0 when it matched nothing), as `top` ranks it. */
  scoreOf(doc: number): number {
    return this.#stamp[doc] === this.#epoch ? this.#acc[doc] * popcount(this.#mask[doc]) : 0;
  }

  #expand(spec: TermSpec): [number, number][] {
    const { term } = spec;
    const out: [number, number][] = [];
    const exact = this.#ids.get(term);
    if (exact !== undefined) out.push([exact, 1]);
    const seen = new Set<string>([term]);
    if (spec.prefix) {
      for (const [key, id] of this.#dict.atPrefix(term)) {
        if (seen.has(key)) continue;
        if (seen.size > MAX_EXPANSIONS) break;
        seen.add(key);
        out.push([
          id,
          (PREFIX_WEIGHT * key.length) / (key.length + 0.3 * (key.length - term.length)),
        ]);
      }
    }
    // A known word's one-edit neighbours are other words ("card" ~ "cart"), not typos of it.
    if (spec.fuzzy > 0 && (exact === undefined || this.#fuzzyKnown)) {
      let taken = 0;
      for (const [key, [id, distance]] of this.#dict.fuzzyGet(term, spec.fuzzy)) {
        if (seen.has(key) || distance === 0) continue;
        if (taken++ >= MAX_EXPANSIONS) break;
        out.push([id, (FUZZY_WEIGHT * key.length) / (key.length + distance)]);
      }
    }
    return out;
  }

  #add(id: number, weight: number, bit: number): void {
    const docs = this.#docs[id];
    const scores = this.#scores[id];
    const acc = this.#acc;
    const mask = this.#mask;
    const stamp = this.#stamp;
    const epoch = this.#epoch;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i];
      if (stamp[d] !== epoch) {
        stamp[d] = epoch;
        acc[d] = 0;
        mask[d] = 0;
        this.#touched.push(d);
      }
      acc[d] += weight * scores[i];
      mask[d] |= bit;
    }
  }
}
