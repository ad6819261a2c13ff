/**
 * Each server's field by meaning (round 56's candidates V and W): the normalised mean of its
 * tools' dense vectors. A request that names no product states its situation in the words of the
 * product's field, which the server's tools hold together in meaning but often not in letters.
 */
import { DIMS } from "./search_vectors.ts";
import type { DenseIndex } from "./search_dense.ts";
import type { Scored } from "./search_topk.ts";

export class ServerVectors {
  #rows: Float32Array;
  #count: number;

  /** `serverOf[doc]` is the tool's server number (ServerNames), `count` the servers. */
  constructor(dense: DenseIndex, serverOf: Int32Array, count: number) {
    this.#count = count;
    const sum = new Float64Array(count * DIMS);
    for (let doc = 0; doc < dense.size; doc++) {
      const row = dense.row(doc), at = serverOf[doc] * DIMS;
      for (let i = 0; i < DIMS; i++) sum[at + i] += row[i];
    }
    this.#rows = new Float32Array(count * DIMS);
    for (let id = 0, at = 0; id < count; id++, at += DIMS) {
      let norm = 0;
      for (let i = 0; i < DIMS; i++) norm += sum[at + i] * sum[at + i];
      norm = Math.sqrt(norm);
      if (norm > 0) { for (let i = 0; i < DIMS; i++) this.#rows[at + i] = sum[at + i] / norm; }
    }
  }

  /** Cosine of the request's unit vector with every server's centroid (0 for one without). */
  cosines(query: Float32Array): Float64Array {
    const out = new Float64Array(this.#count);
    for (let id = 0, at = 0; id < this.#count; id++, at += DIMS) {
      let dot = 0;
      for (let i = 0; i < DIMS; i++) dot += query[i] * this.#rows[at + i];
      out[id] = dot;
    }
    return out;
  }

  /** The `n` servers nearest the request (ties to the lower number); none when `n` is 0. */
  top(query: Float32Array | null, n: number): Set<number> {
    if (query === null || n <= 0) return new Set();
    const cos = this.cosines(query);
    const ids = [...cos.keys()].filter((id) => cos[id] > 0);
    ids.sort((a, b) => cos[b] - cos[a] || a - b);
    return new Set(ids.slice(0, n));
  }

  /**
   * Each positive candidate score times 1 + `weight` × its server's cosine over the best one
   * among the candidates' servers (negative counts 0); re-sorts. `weight` 0 changes nothing.
   */
  scale(
    scored: Scored[],
    query: Float32Array | null,
    serverOf: (doc: number) => number,
    weight: number,
  ): Scored[] {
    if (query === null || weight <= 0 || scored.length < 2) return scored;
    const cos = this.cosines(query);
    let best = 0;
    for (const s of scored) best = Math.max(best, cos[serverOf(s.doc)]);
    if (!(best > 0)) return scored;
    return scored
      .map((s) => {
        const share = Math.max(0, cos[serverOf(s.doc)]) / best;
        return s.score > 0 ? { doc: s.doc, score: s.score * (1 + weight * share) } : s;
      })
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}
