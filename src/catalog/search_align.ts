/**
 * Word-alignment similarity with word vectors: each query word is matched to the closest word
 * of a tool's name and title, and the tool scores the SIF-weighted mean of those cosines
 * (a static-embedding BERTScore). Unlike one averaged vector per text, a single well-aligned
 * word ("mute" for "silence") is not drowned by the rest of a long description.
 */
import { sifWeight } from "./search_dense.ts";
import { type Scored, TopK } from "./search_topk.ts";
import { DIMS, type WordVectors } from "./search_vectors.ts";

/** Cosines below this count as no alignment: unrelated words sit around 0.2–0.4. */
const FLOOR = 0.4;
const MAX_QUERY_WORDS = 12;

export class AlignIndex {
  #vectors: WordVectors;
  #vocab: Float32Array;
  #size = 0;
  /** Tool d's vocabulary ids are `#ids[#start[d] … #start[d + 1])`. */
  #start: Int32Array;
  #ids: Int32Array;
  #best: Float32Array;
  #sims: Float32Array;

  /** `docs[d]` is the text of tool d whose words are aligned against (name and title). */
  constructor(vectors: WordVectors, docs: string[]) {
    this.#vectors = vectors;
    const ids = new Map<string, number>();
    const rows: number[] = [];
    const lists = docs.map((text) => {
      const out = new Set<number>();
      for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
        const row = vectors.rows.get(word);
        if (row === undefined) continue;
        let id = ids.get(word);
        if (id === undefined) ids.set(word, id = rows.push(row) - 1);
        out.add(id);
      }
      return [...out];
    });
    this.#size = rows.length;
    this.#vocab = new Float32Array(rows.length * DIMS);
    rows.forEach((row, i) =>
      this.#vocab.set(vectors.data.subarray(row * DIMS, (row + 1) * DIMS), i * DIMS)
    );
    this.#start = new Int32Array(docs.length + 1);
    lists.forEach((l, d) => this.#start[d + 1] = this.#start[d] + l.length);
    this.#ids = Int32Array.from(lists.flat());
    this.#best = new Float32Array(docs.length);
    this.#sims = new Float32Array(rows.length);
  }

  /** Alignment score of every tool with the query, or null when no query word has a vector. */
  scores(words: string[]): Float32Array | null {
    const { rows, data } = this.#vectors;
    const best = this.#best.fill(0);
    const sims = this.#sims;
    const vocab = this.#vocab;
    const start = this.#start, ids = this.#ids;
    let total = 0;
    for (const word of new Set(words.slice(0, MAX_QUERY_WORDS))) {
      const row = rows.get(word);
      if (row === undefined) continue;
      const w = sifWeight(this.#vectors, row);
      total += w;
      for (let i = 0; i < this.#size; i++) {
        let s = 0;
        for (let j = 0, o = i * DIMS, q = row * DIMS; j < DIMS; j++) {
          s += data[q + j] * vocab[o + j];
        }
        sims[i] = s > FLOOR ? (s - FLOOR) / (1 - FLOOR) : 0;
      }
      for (let d = 0; d + 1 < start.length; d++) {
        let m = 0;
        for (let k = start[d]; k < start[d + 1]; k++) if (sims[ids[k]] > m) m = sims[ids[k]];
        best[d] += w * m;
      }
    }
    if (total === 0) return null;
    for (let d = 0; d < best.length; d++) best[d] /= total;
    return best;
  }

  /** The `k` best-aligned tools that `keep` accepts. */
  static top(scores: Float32Array, k: number, keep: (doc: number) => boolean): Scored[] {
    const heap = new TopK(k);
    for (let d = 0; d < scores.length; d++) {
      const s = scores[d];
      if (s > 0 && heap.admits(d, s) && keep(d)) heap.push(d, s);
    }
    return heap.sorted();
  }
}
