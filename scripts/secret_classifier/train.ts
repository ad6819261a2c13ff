// Logistic regression over the hashed candidate features (issue 13, rclf1): seeded shuffles, so
// the same data gives the same weights; int8 with one scale when shipped.
import { SECRET_BITS } from "./features.ts";
import type { Example } from "./data.ts";

export type TrainOptions = {
  epochs: number;
  rate: number;
  l2: number;
  seed: number;
  posScale: number;
};
export const DEFAULTS: TrainOptions = { epochs: 6, rate: 0.2, l2: 1e-6, seed: 13, posScale: 1 };

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's logit: thresholds are compared here, since the probability saturates at 1. */
export function logitWith(w: Float32Array, feats: number[]): number {
  let z = 0;
  for (const f of feats) z += w[f];
  return z;
}

export function scoreWith(w: Float32Array, feats: number[]): number {
  return sigmoid(logitWith(w, feats));
}

/** Positives are weighted up to balance the classes (times posScale). */
export function train(ex: Example[], opts: Partial<TrainOptions> = {}): Float32Array {
  const o = { ...DEFAULTS, ...opts };
  const w = new Float32Array(1 << SECRET_BITS);
  const g2 = new Float32Array(1 << SECRET_BITS).fill(1e-8);
  const pos = ex.filter((e) => e.label).length || 1;
  const balance = ((ex.length - pos) / pos) * o.posScale;
  const order = ex.map((_, i) => i);
  const next = rng(o.seed);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const e = ex[i];
      const weight = e.weight * (e.label ? Math.min(balance, 20) : 1);
      const g = (scoreWith(w, e.feats) - e.label) * weight;
      // AdaGrad steps, so rare context n-grams learn as fast as the shape features.
      for (const f of e.feats) {
        const grad = g + o.l2 * w[f];
        g2[f] += grad * grad;
        w[f] -= (o.rate * grad) / Math.sqrt(g2[f]);
      }
    }
  }
  return w;
}

/** Int8 weights and their scale, as shipped. */
export function quantise(w: Float32Array): { scale: number; q: Int8Array } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i] / scale);
  return { scale, q };
}

export function dequantise(scale: number, q: Int8Array): Float32Array {
  const w = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) w[i] = q[i] * scale;
  return w;
}
