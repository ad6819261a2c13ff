// How the trained classifier is stored (classifier_weights.ts, written by the training script).

/** Int8 weights times `scale`, base64; the gate's threshold is a logit. */
export interface StoredWeights {
  bits: number;
  bias: number;
  scale: number;
  threshold: number;
  weights: string;
}

/** The shipped model as stored. */
export interface StoredModel extends StoredWeights {
  gate: StoredWeights | null;
}
