// A threshold read off benign text no model learns from (classifier round 21): the package docs'
// training half (the shipped rule, TrainOptions.calibrate.docsFp) or the benign tool results of
// training-only corpora left out of training (trn3, trn4). The 4-fold rule of evaluate.ts reads
// benign texts whose authors are also in training, so it rose as harder sets joined and spent
// their gain (round 20); text outside training does not move with the training data.
import { type LinearModel, scoreText } from "../../src/audit/classifier.ts";
import { CLASSIFIER_RULE } from "../../src/audit/classifier_scan.ts";
import { humanContext } from "../../src/audit/human_context.ts";
import { trainCorpus } from "./data.ts";
import { packageDocExamples } from "./package_docs.ts";
import type { TrainOptions } from "./train.ts";

/** The best window's score, 0 when the runtime's human-context check would drop it (a poem). */
export function runtimeScore(model: LinearModel, text: string, gated = false): number {
  const s = scoreText(model, text, { gated });
  return humanContext(CLASSIFIER_RULE, s.visible, s.start, s.end) ? 0 : s.score;
}

/** The calibration corpora's benign tool results; refused if a model would learn from them. */
export async function calibrationTexts(o: TrainOptions, corpora: string[]): Promise<string[]> {
  const used = corpora.filter((n) => o.extra?.includes(n));
  if (used.length) throw new Error(`calibration corpora in training: ${used.join(", ")}`);
  const all = await Promise.all(corpora.map(trainCorpus));
  return all.flat().filter((c) => !c.malicious && c.source === "result").map((c) => c.text);
}

/** Just above the (k+1)-th highest calibration score, k = floor(maxFp x texts), per budget. */
export function calibratedAt(
  model: LinearModel,
  texts: string[],
  budgets: number[],
): Record<number, number> {
  const s = texts.map((t) => runtimeScore(model, t)).sort((a, b) => b - a);
  return Object.fromEntries(
    budgets.map((fp) => [fp, Math.min(0.999, (s[Math.floor(fp * s.length)] ?? 0) + 1e-6)]),
  );
}

/** Paragraphs of the package docs' training half (package_docs.ts), all of them. */
export async function docTexts(): Promise<string[]> {
  const texts = (await packageDocExamples(Infinity, 1, 0)).map((e) => e.text);
  // No node_modules would give a threshold of zero: refuse instead.
  if (texts.length === 0) throw new Error("no package docs: run `deno install`");
  return texts;
}

/** The stored threshold under TrainOptions.calibrate: the strictest of its sources. */
export async function calibratedThreshold(model: LinearModel, o: TrainOptions): Promise<number> {
  const c = o.calibrate!;
  const at: number[] = [];
  if (c.corpora?.length && c.maxFp !== undefined) {
    at.push(calibratedAt(model, await calibrationTexts(o, c.corpora), [c.maxFp])[c.maxFp]);
  }
  if (c.docsFp !== undefined) {
    if (o.packageDocs) throw new Error("calibrating on package docs the model learns from");
    at.push(calibratedAt(model, await docTexts(), [c.docsFp])[c.docsFp]);
  }
  if (at.length === 0) throw new Error("calibrate names no source");
  return Math.max(...at);
}
