/**
 * Soft matching with word vectors: a query word also matches the catalogue's own words whose
 * GloVe vectors are closest to it ("slow" → performance, "starred" → stargazers), each at
 * `weight` × cosine and counted toward the query word it came from. Only words of the
 * catalogue are candidates, so every expansion can match a tool.
 */
import type { TermSpec } from "./search_postings.ts";
import { processTerm } from "./search_text.ts";
import { DIMS, type WordVectors } from "./search_vectors.ts";

export interface NeighborConfig {
  /** Boost of an expansion = weight × cosine; 0 switches soft matching off. */
  weight: number;
  /** Nearest catalogue words kept per query word. */
  k: number;
  /** Lowest cosine kept. */
  min: number;
}

const CACHE_CAP = 20_000;

export class NeighborIndex {
  #vectors: WordVectors;
  #terms: string[] = [];
  #data: Float32Array;
  #cache = new Map<string, [string, number][]>();

  /** `words`: the catalogue's raw words (lower case); those without a vector are left out. */
  constructor(vectors: WordVectors, words: Iterable<string>, readonly config: NeighborConfig) {
    this.#vectors = vectors;
    const rows: number[] = [];
    const kept = new Set<string>();
    for (const word of new Set(words)) {
      const row = vectors.rows.get(word);
      const term = processTerm(word);
      if (row === undefined || term === null || kept.has(term)) continue;
      kept.add(term);
      rows.push(row);
      this.#terms.push(term);
    }
    this.#data = new Float32Array(rows.length * DIMS);
    rows.forEach((row, i) =>
      this.#data.set(vectors.data.subarray(row * DIMS, (row + 1) * DIMS), i * DIMS)
    );
  }

  get size(): number {
    return this.#terms.length;
  }

  /** Expansion specs for the query's words; `terms` are the query's processed terms. */
  specs(words: string[], terms: string[], seen: Set<string>): TermSpec[] {
    const out: TermSpec[] = [];
    for (const word of words) {
      const concept = terms.indexOf(processTerm(word) ?? "");
      if (concept < 0 || concept >= 32) continue;
      for (const [term, cos] of this.#nearest(word)) {
        if (seen.has(term)) continue;
        seen.add(term);
        out.push({ term, boost: this.config.weight * cos, concept, prefix: false, fuzzy: 0 });
      }
    }
    return out;
  }

  /** The query word's nearest catalogue terms (cached per word). */
  #nearest(word: string): [string, number][] {
    const cached = this.#cache.get(word);
    if (cached !== undefined) return cached;
    const found: [string, number][] = [];
    const row = this.#vectors.rows.get(word);
    if (row !== undefined) {
      const q = this.#vectors.data.subarray(row * DIMS, (row + 1) * DIMS);
      const { k, min } = this.config;
      const data = this.#data;
      for (let i = 0; i < this.#terms.length; i++) {
        let s = 0;
        for (let j = 0, o = i * DIMS; j < DIMS; j++) s += q[j] * data[o + j];
        if (s < min || s > 0.9999) continue; // the word itself is matched already
        if (found.length < k) found.push([this.#terms[i], s]);
        else if (s > found[k - 1][1]) found[k - 1] = [this.#terms[i], s];
        else continue;
        found.sort((a, b) => b[1] - a[1]);
      }
    }
    if (this.#cache.size >= CACHE_CAP) this.#cache.clear();
    this.#cache.set(word, found);
    return found;
  }
}
