/**
 * Fits the re-ranker's linear model (src/catalog/search_rerank.ts): pairwise logistic regression
 * (every labelled candidate against every unlabelled one of the same query, each query weighing
 * the same), over standardised features, by Newton's method from zero weights: deterministic, the
 * same rows always give the same model (no random seed is involved). Used by scripts/search_rerank_train.ts.
 */
import { RERANK_FEATURES, type RerankModel } from "../src/catalog/search_rerank.ts";

const LOG_RANK = RERANK_FEATURES.indexOf("logRank");

/** One query's candidates: feature rows (best first) and which of them are labelled. */
export interface QueryRows {
  rows: number[][];
  relevant: boolean[];
  /** The query's weight in the loss (1 when absent; training-only queries may weigh less). */
  weight?: number;
}

export interface FitOptions {
  depth: number;
  /** L2 penalty on the standardised weights. */
  l2: number;
  /** Newton steps. */
  steps: number;
  /** Only unlabelled candidates the ranker put in its first `negatives` count against a label. */
  negatives: number;
  /**
   * Added trust in the ranker's own order: the fitted score gains −prior · ln(rank + 1), folded
   * into the logRank weight, so a candidate must beat the ranker's order by a margin to move.
   */
  prior: number;
}

export const FIT_OPTIONS: FitOptions = {
  depth: 40,
  l2: 0.01,
  steps: 8,
  negatives: 40,
  prior: 0,
};

function standardise(queries: QueryRows[], width: number) {
  const all = queries.flatMap((q) => q.rows);
  const mean = Array.from(
    { length: width },
    (_, i) => all.reduce((a, r) => a + r[i], 0) / all.length,
  );
  const std = mean.map((m, i) => {
    const v = all.reduce((a, r) => a + (r[i] - m) ** 2, 0) / all.length;
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  return { mean, std };
}

/** Differences (labelled − unlabelled) of standardised rows, with each query's pair weight. */
function pairsOf(queries: QueryRows[], mean: number[], std: number[], negatives: number) {
  const diffs: Float64Array[] = [], weights: number[] = [];
  for (const q of queries) {
    const z = q.rows.map((r) => r.map((x, i) => (x - mean[i]) / std[i]));
    const pos = z.filter((_, i) => q.relevant[i]),
      neg = z.filter((_, i) => !q.relevant[i] && i < negatives);
    if (pos.length === 0 || neg.length === 0) continue;
    for (const p of pos) {
      for (const n of neg) {
        diffs.push(Float64Array.from(p, (x, i) => x - n[i]));
        weights.push((q.weight ?? 1) / (pos.length * neg.length));
      }
    }
  }
  return { diffs, weights };
}

/**
 * Newton's method on the pairwise logistic loss plus the L2 penalty (convex, so a few steps from
 * zero reach its minimum): each step solves H·δ = g for the 19 weights.
 */
export function fit(queries: QueryRows[], options: FitOptions = FIT_OPTIONS): RerankModel {
  const width = queries.find((q) => q.rows.length > 0)?.rows[0].length ?? 0;
  const { mean, std } = standardise(queries, width);
  const { diffs, weights } = pairsOf(queries, mean, std, options.negatives);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const w = new Array<number>(width).fill(0);
  for (let step = 0; step < options.steps; step++) {
    const grad = w.map((x) => options.l2 * x);
    const hess = w.map((_, i) => w.map((_, j) => (i === j ? options.l2 : 0)));
    for (let p = 0; p < diffs.length; p++) {
      const d = diffs[p];
      let m = 0;
      for (let i = 0; i < width; i++) m += w[i] * d[i];
      const sig = 1 / (1 + Math.exp(m)), c = weights[p] / total;
      // The Hessian is symmetric: fill its upper triangle here, mirror it after the pass.
      for (let i = 0; i < width; i++) {
        grad[i] -= c * sig * d[i];
        const hi = hess[i], di = c * sig * (1 - sig) * d[i];
        for (let j = i; j < width; j++) hi[j] += di * d[j];
      }
    }
    for (let i = 0; i < width; i++) for (let j = 0; j < i; j++) hess[i][j] = hess[j][i];
    const delta = solve(hess, grad);
    for (let i = 0; i < width; i++) w[i] -= delta[i];
  }
  w[LOG_RANK] -= options.prior * std[LOG_RANK];
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    depth: options.depth,
    mean: mean.map(round),
    std: std.map(round),
    weights: w.map(round),
  };
}

/** Gaussian elimination with partial pivoting; `a` is positive definite here (L2 > 0). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length, m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r][n];
    for (let k = r + 1; k < n; k++) v -= m[r][k] * x[k];
    x[r] = v / m[r][r];
  }
  return x;
}
