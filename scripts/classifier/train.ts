// Logistic regression over hashed window features, trained by seeded SGD. Multiple-instance:
// a benign text makes every window a negative; an attack makes one positive, the window the
// current model scores highest (the first epoch uses the whole text), as the runtime takes a max.
import { type Piece, textPieces, WORD_CLASSES } from "../../src/audit/classifier_features.ts";
import type { LinearModel } from "../../src/audit/classifier.ts";
import { CLASS_REPEAT } from "../../src/audit/classifier_classes.ts";
import { STRUCTURE } from "../../src/audit/classifier_structure.ts";
import { ORDERS } from "../../src/audit/classifier_orders.ts";
import { type Example, rng } from "./synth.ts";

export interface TrainOptions {
  bits: number;
  epochs: number;
  lr: number;
  l2: number;
  seed: number;
  /** Out-of-fold benign false-positive rate the threshold is chosen for. */
  maxFp: number;
  /** Word-class features (classifier round 13); false to compare without them. */
  classes?: boolean;
  /** Down-weight near-duplicate hand-written cases within a set (dedup.ts). */
  dedup?: boolean;
  /** Repeats of each class feature and of each ordered class pair (CLASS_REPEAT). */
  classRepeat?: [number, number];
  /** Word n-grams with classed words replaced by their class (abstractGrams). */
  abstract?: boolean;
  /** Hashed space of the gate's word-unigram model. */
  gateBits: number;
  /** Share of the attacks found without a gate that the gate may lose (out of fold). */
  maxGateLoss: number;
  /**
   * The gate's logit, pinned (chosen by leaving one set out, injection round 6); null: the
   * strictest that loses at most maxGateLoss out of fold (it drifted from 1 to 0.75 in round 5).
   */
  gateLogit: number | null;
  /**
   * Sample weight of the synthetic examples against the hand-written ones (1: the same); both
   * classes are still balanced over the weighted totals.
   */
  synthWeight: number;
  /** Size and sample weight of the synthetic structured benign set (classifier round 16). */
  structured?: { count: number; weight: number };
  /** Training-only corpora in tests/fixtures/injection_train/ (never a LOSO fold). */
  extra?: string[];
  /** Sample weight of the training-only corpora's cases (default 1, as a v-set's). */
  extraWeight?: number;
  /** Only the training-only corpora's attacks, or only their benign texts (classifier round 17). */
  extraOnly?: "attacks" | "benign";
  /**
   * Leave out the training-only corpora's attacks carried only by an encoding (hex, base64,
   * ROT13, reversed, leetspeak, percent): as for the audit fixtures, their visible text is noise
   * to the model, and the rules decode them (classifier round 17).
   */
  extraDropEncoded?: boolean;
  /** Corpora of `extra` kept whole, both halves, whatever extraOnly says (classifier round 18). */
  extraWhole?: string[];
  /** Corpora of `extra` kept for their attacks only, whatever extraOnly says (round 24: trn6). */
  extraAttacksOnly?: string[];
  /** Tuning sets the gate does not learn from (the full model still does; classifier round 18). */
  gateSkip?: string[];
  /** Tuning sets neither model learns from; they stay LOSO folds (classifier round 20). */
  trainSkip?: string[];
  /**
   * Benign paragraphs of the training half of the package docs (package_docs.ts): how many and
   * their sample weight (classifier round 19). Absent: none.
   */
  packageDocs?: { count: number; weight: number };
  /**
   * Benign specimens (synth_v9.ts): quoted attacks a frame labels as training material or a
   * test case, in 30 languages (classifier round 23). Absent: none.
   */
  specimens?: number;
  /** Attacks beside a specimen (synth_v9.ts specimenAttacks); absent: none. */
  specimenAttacks?: number;
  /**
   * Threshold read off benign text no model learns from, instead of maxFp by 4-fold CV (classifier
   * round 21, calibrate.ts): the strictest of the benign tool results of `corpora` at `maxFp` and
   * the package docs' training half at `docsFp`. Needs a pinned gateLogit.
   */
  calibrate?: { corpora?: string[]; maxFp?: number; docsFp?: number };
  /** Structure features: a field label, a role marker, an addressee label (round 26). */
  structure?: boolean;
  /** Round 27: with structure, a turn's time before its label and role words beyond English. */
  turns?: boolean;
  /** Round 27: with structure, a field label alone on its line flags the piece after it. */
  carry?: boolean;
  /** Round 28: order words of every lexicon language per clause (classifier_orders.ts). */
  orders?: boolean;
  /** Attacks' total weight as a multiple of the benign windows' (1 when absent; round 25). */
  posScale?: number;
}

export const DEFAULTS: TrainOptions = {
  bits: 18,
  epochs: 20,
  lr: 1,
  l2: 1e-3,
  seed: 13,
  maxFp: 0.005,
  gateBits: 16,
  maxGateLoss: 0.01,
  gateLogit: 1,
  synthWeight: 0.5,
  // Training-only corpora (injection_train/): their benign texts only (the gate learns without
  // them). Their attacks flag more package docs and thin a German persona reset's margin; the
  // benign half gains on the newest folds' LOSO at the same false positives (classifier-17.md).
  extra: ["trn1", "trn2"],
  extraOnly: "benign",
  // With v24-v26 in its data the gate let more of jsonRows' sentences through to the full
  // features (1.34x p50 on that bench); it keeps main's v1-v23 data (classifier-18.md, -20.md).
  gateSkip: [
    ...["v24", "v25", "v26", "v27", "v28", "v29", "v30"],
    ...["v31", "v32", "v33", "v34", "v35", "v36", "v37", "v38", "v39", "v40"],
    ...["v41", "v42", "v43", "v44", "v45", "v46", "v47", "v48", "v49", "v50"],
    ...["v51", "v52", "v53", "v54"],
  ],
  // The threshold that flags 1 % of the package docs' training-half paragraphs, not the 0.5 % of
  // out-of-fold hand-written benign texts: the 4-fold rule rose as harder sets joined and spent
  // their gain (round 20); this one is read off text no model learns from (classifier-21.md).
  // Since classifier round 31 (v31-v48 joined) 1.25 %: at 1 % the joined model's threshold rose
  // 0.890 -> 0.911 and lost 27 of trn1-trn11's attacks (docs/rounds/cls31.md).
  calibrate: { docsFp: 0.0125 },
  // v31-v48 are training data since classifier round 31 (each of the v45-v48 folds trained on
  // every other set found more of their attacks at fewer false alarms than the v1-v30 model;
  // docs/rounds/cls31.md). v49-v50 are folds, not yet training data (classifier round 32), and
  // v51-v52 likewise (classifier round 33, step 1), and v53-v54 (classifier round 34, step 1).
  trainSkip: ["v49", "v50", "v51", "v52", "v53", "v54"],
  // A field label, a role marker and the rules' addressee label as features: +5 / +4 of the
  // v28-v31 folds' attacks (seeds 13, 2) at the same false alarms (docs/rounds/clf26.md).
  structure: true,
};

interface Doc {
  pieces: Piece[];
  malicious: boolean;
  weight: number;
}

/**
 * Windows scored: every piece alone and every two adjacent pieces (an addressee in one
 * sentence, the order in the next), as positions [first, last] in `pieces`.
 */
export function windowSpans(pieces: Piece[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < pieces.length; i++) {
    spans.push([i, i]);
    if (i + 1 < pieces.length && pieces[i + 1].index === pieces[i].index + 1) {
      spans.push([i, i + 1]);
    }
  }
  return spans;
}

/** Features are counts scaled by 1/sqrt(count), so two pieces add up before the square root. */
export function windowLogit(
  model: LinearModel,
  sums: number[],
  pieces: Piece[],
  a: number,
  b: number,
): number {
  let s = 0, n = 0;
  for (let i = a; i <= b; i++) {
    s += sums[i];
    n += pieces[i].feats.length;
  }
  return model.bias + (n > 0 ? s / Math.sqrt(n) : 0);
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function sumOf(w: Float32Array, p: Piece): number {
  let s = 0;
  for (let i = 0; i < p.feats.length; i++) s += w[p.feats[i]];
  return s;
}

/** One SGD step on the window [a, b] of `doc` with label y and sample weight `weight`. */
function step(
  m: LinearModel,
  doc: Doc,
  a: number,
  b: number,
  y: number,
  weight: number,
  o: TrainOptions,
  lr: number,
): void {
  const sums = doc.pieces.map((p) => sumOf(m.weights, p));
  const p = sigmoid(windowLogit(m, sums, doc.pieces, a, b));
  let n = 0;
  for (let i = a; i <= b; i++) n += doc.pieces[i].feats.length;
  if (n === 0) return;
  const g = (p - y) * weight;
  const gx = (lr * g) / Math.sqrt(n);
  for (let i = a; i <= b; i++) {
    const f = doc.pieces[i].feats;
    for (let j = 0; j < f.length; j++) {
      m.weights[f[j]] -= gx + lr * o.l2 * m.weights[f[j]];
    }
  }
  m.bias -= lr * g;
}

/** The window of `doc` the model scores highest. */
function bestWindow(m: LinearModel, doc: Doc): [number, number] {
  const sums = doc.pieces.map((p) => sumOf(m.weights, p));
  let best = -Infinity, at: [number, number] = [0, doc.pieces.length - 1];
  for (const [a, b] of windowSpans(doc.pieces)) {
    const z = windowLogit(m, sums, doc.pieces, a, b);
    if (z > best) [best, at] = [z, [a, b]];
  }
  return at;
}

/**
 * Trains a model (with `wordsOnly`, the gate's word-unigram model, in 2^gateBits); the same
 * examples and options always give the same weights.
 */
export function train(
  examples: Example[],
  o: TrainOptions = DEFAULTS,
  wordsOnly = false,
): LinearModel {
  const bits = wordsOnly ? o.gateBits : o.bits;
  // Global: the runtime scorer reads the same switch, so a script's scoring follows its training.
  WORD_CLASSES.on = o.classes !== false;
  if (o.classRepeat) [CLASS_REPEAT.one, CLASS_REPEAT.pair] = o.classRepeat;
  if (o.abstract !== undefined) CLASS_REPEAT.abstract = o.abstract;
  STRUCTURE.on = o.structure === true;
  STRUCTURE.turns = o.turns === true;
  STRUCTURE.carry = o.carry === true;
  ORDERS.on = o.orders === true;
  const docs: Doc[] = examples.map((e) => ({
    pieces: textPieces(e.text, bits, wordsOnly),
    malicious: e.malicious,
    weight: e.weight ?? (e.synthetic ? o.synthWeight : o.dedup ? e.templateWeight ?? 1 : 1),
  })).filter((d) => d.pieces.length > 0);
  const m: LinearModel = {
    bits,
    bias: 0,
    weights: new Float32Array(1 << bits),
    threshold: 0.5,
  };
  // Both classes weigh the same in total: negatives give many windows, attacks one each.
  const items: Array<[Doc, number, number]> = [];
  for (const d of docs) {
    if (d.malicious) items.push([d, -1, -1]);
    else for (const [a, b] of windowSpans(d.pieces)) items.push([d, a, b]);
  }
  let nPos = 0, nNeg = 0;
  for (const [d] of items) {
    if (d.malicious) nPos += d.weight;
    else nNeg += d.weight;
  }
  // posScale is the full model's only: the gate keeps its own balance (and its cost).
  const posWeight = (nPos === 0 ? 1 : nNeg / nPos) * (wordsOnly ? 1 : o.posScale ?? 1);
  const r = rng(o.seed);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    const lr = o.lr / (1 + epoch);
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    for (const [d, a, b] of items) {
      if (!d.malicious) step(m, d, a, b, 0, d.weight, o, lr);
      else {
        const [x, y] = epoch === 0 ? [0, d.pieces.length - 1] : bestWindow(m, d);
        step(m, d, x, y, 1, posWeight * d.weight, o, lr);
      }
    }
  }
  return m;
}
