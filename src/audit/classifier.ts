// The trained injection classifier: a logistic model over hashed features (classifier_features),
// scored per window, maximum over windows. Weights are our own (classifier_weights.ts).
import { lazyPieces, type PieceView } from "./classifier_lazy.ts";
import { type GateModel, passesGate } from "./classifier_gate.ts";
import type { StoredModel, StoredWeights } from "./classifier_stored.ts";
import { CLASSIFIER_MODEL } from "./classifier_weights.ts";

export type { StoredModel, StoredWeights } from "./classifier_stored.ts";

/** A trained model: bias, dense weights over 2^bits hashed features, and its threshold. */
export interface LinearModel {
  bits: number;
  bias: number;
  weights: Float32Array;
  /** Probability at or above which a window counts as an injection. */
  threshold: number;
  /** Pieces it rejects are not scored (absent: every piece is). */
  gate?: GateModel;
}

function decodeWeights(m: StoredWeights): Float32Array {
  const bin = atob(m.weights);
  if (bin.length !== 1 << m.bits) throw new Error("classifier weights: wrong length");
  const weights = new Float32Array(bin.length);
  for (let i = 0; i < bin.length; i++) {
    const b = bin.charCodeAt(i);
    weights[i] = (b > 127 ? b - 256 : b) * m.scale;
  }
  return weights;
}

/** Decodes a stored model; a wrong length is a corrupt file and throws. */
export function decodeModel(m: StoredModel): LinearModel {
  const { bits, bias, threshold } = m;
  const g = m.gate;
  const gate = g
    ? { bits: g.bits, bias: g.bias, threshold: g.threshold, weights: decodeWeights(g) }
    : undefined;
  return { bits, bias, threshold, weights: decodeWeights(m), gate };
}

let shipped: LinearModel | undefined;

/** The committed model, decoded once on first use. */
export function shippedModel(): LinearModel {
  shipped ??= decodeModel(CLASSIFIER_MODEL);
  return shipped;
}

/**
 * Characters of one scanned value scored in full, without the gate (a few short strings cost
 * microseconds); past this, the gate bounds the cost, at the price of its misses (mostly
 * non-English Latin-script text).
 */
export const UNGATED_CHARS = 2048;

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Sum of weights of one piece's features. */
function pieceSum(model: LinearModel, p: PieceView): number {
  let s = 0;
  const w = model.weights;
  const f = p.feats;
  for (let i = 0; i < p.count; i++) s += w[f[i]];
  return s;
}

/** The best window of a text: its probability and where it is in the normalised text. */
export interface TextScore {
  score: number;
  visible: string;
  start: number;
  end: number;
}

/**
 * Highest window probability of `text` (0 when no piece is scored). Windows are each piece and
 * each two adjacent pieces; with `stopAtThreshold`, the first window at the threshold ends it.
 * `gated` applies the gate (default: for texts longer than UNGATED_CHARS); `budget.pieces`, shared
 * by the strings of one value, bounds how many pieces get full features.
 */
export function scoreText(
  model: LinearModel,
  text: string,
  { stopAtThreshold = false, gated = text.length > UNGATED_CHARS, budget = { pieces: Infinity } } =
    {},
): TextScore {
  const g = gated ? model.gate : undefined;
  const keep = g ? (v: string, s: number, e: number) => passesGate(v, s, e, g) : undefined;
  const { visible, pieces } = lazyPieces(text, model.bits, keep);
  const stop = stopAtThreshold ? Math.log(model.threshold / (1 - model.threshold)) : Infinity;
  let best = -Infinity, from = 0, to = 0;
  // The piece before (the view is refilled per piece): -1 for none.
  let prevIndex = -1, prevStart = 0, prevCount = 0, prevSum = 0;
  for (const p of pieces) {
    if (budget.pieces-- <= 0) break;
    const sum = pieceSum(model, p);
    const alone = model.bias + sum / Math.sqrt(Math.max(1, p.count));
    if (alone > best) [best, from, to] = [alone, p.start, p.end];
    if (prevIndex >= 0 && prevIndex + 1 === p.index) {
      const n = Math.max(1, prevCount + p.count);
      const pair = model.bias + (prevSum + sum) / Math.sqrt(n);
      if (pair > best) [best, from, to] = [pair, prevStart, p.end];
    }
    if (best >= stop) break;
    [prevIndex, prevStart, prevCount, prevSum] = [p.index, p.start, p.count, sum];
  }
  return { score: best === -Infinity ? 0 : sigmoid(best), visible, start: from, end: to };
}
