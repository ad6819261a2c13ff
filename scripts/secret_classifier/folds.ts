// Newest-sets folds for the redaction classifier (issue 13, rclf1): train on every tuning set
// but a fold's, pick the threshold on inner folds of the training sets only, then score each
// held-out set as rules alone and rules + model per text.
// Run: RCLF_CACHE=/work/cache/rclf1/rows.json deno run -A scripts/secret_classifier/folds.ts
//      (RCLF_OPTS='{"seed":2}' for training options; RCLF_FP=0.0025 for the inner budget)
import { candidatesOf, type Example, examplesOf, loadRows, type Row, TUNING_SETS } from "./data.ts";
import { DEFAULTS, logitWith, train, type TrainOptions } from "./train.ts";

export const FOLDS: Record<string, string[]> = {
  A: ["v31", "v32", "v33", "v34", "rtr6"],
  B: ["v27", "v28", "v29", "v30", "rtr5"],
};

export type FoldOptions = Partial<TrainOptions> & {
  onOutput?: boolean;
  otherWeight?: number;
  /** Weight of package-doc candidates as negatives (the training half, RCLF_DOCS0); 0 is off. */
  docsWeight?: number;
};

let docNegatives: Example[] = [];

/** Package-doc units (rules' output) whose candidates join every training as negatives. */
export function useDocNegatives(units: { out: string }[], weight: number) {
  docNegatives = [];
  for (const u of units) {
    for (const feats of candidatesOf(u.out).feats) docNegatives.push({ feats, label: 0, weight });
  }
  return docNegatives.length;
}

/** Examples read on the original texts, or on the rules' output (`onOutput`). */
export function exampleSet(rows: Row[], opts: FoldOptions): Example[] {
  const ex = examplesOf(rows, opts.otherWeight ?? 0.5, opts.onOutput ?? false);
  return opts.docsWeight ? ex.concat(docNegatives) : ex;
}

/** The rules' output with every candidate whose logit is at or above the threshold replaced. */
export function applyModel(w: Float32Array, out: string, threshold: number): string {
  const { cand, feats } = candidatesOf(out);
  let result = "", at = 0;
  cand.forEach((c, i) => {
    if (c.start < at || logitWith(w, feats[i]) < threshold) return;
    result += out.slice(at, c.start) + "[REDACTED:secret.model]";
    at = c.end;
  });
  return result + out.slice(at);
}

function maxScore(w: Float32Array, out: string): number {
  const { feats } = candidatesOf(out);
  return feats.reduce((m, f) => Math.max(m, logitWith(w, f)), -Infinity);
}

/** Smallest threshold whose newly changed benign texts on inner folds stay within budget. */
export function pickThreshold(rows: Row[], opts: FoldOptions, budget: number): number {
  const sets = [...new Set(rows.map((r) => r.set))];
  const maxima: number[] = [];
  let benign = 0;
  for (let g = 0; g < 4; g++) {
    const inner = sets.filter((_, i) => i % 4 === g);
    const w = train(exampleSet(rows.filter((r) => !inner.includes(r.set)), opts), opts);
    for (const r of rows) {
      if (!inner.includes(r.set) || r.sensitive) continue;
      benign++;
      if (r.out === r.text) maxima.push(maxScore(w, r.out));
    }
  }
  maxima.sort((a, b) => b - a);
  const allowed = Math.floor(budget * benign);
  return allowed < maxima.length ? maxima[allowed] + 1e-6 : -Infinity;
}

export function scoreSet(rows: Row[], w: Float32Array, threshold: number) {
  const s = { pos: 0, rules: 0, both: 0, neg: 0, rulesFp: 0, bothFp: 0, gained: [] as string[] };
  for (const r of rows) {
    const out = applyModel(w, r.out, threshold);
    if (r.sensitive) {
      s.pos++;
      const ruleHit = !r.out.includes(r.secret ?? r.text);
      const hit = !out.includes(r.secret ?? r.text);
      if (ruleHit) s.rules++;
      if (hit) s.both++;
      if (hit && !ruleHit) s.gained.push(r.kind);
    } else {
      s.neg++;
      if (r.out !== r.text) s.rulesFp++;
      if (out !== r.text) s.bothFp++;
    }
  }
  return s;
}

if (import.meta.main) {
  const opts = { ...DEFAULTS, ...JSON.parse(Deno.env.get("RCLF_OPTS") ?? "{}") };
  const budget = Number(Deno.env.get("RCLF_FP") ?? "0.0025");
  const all = await loadRows(TUNING_SETS);
  const docs = (name: string) => JSON.parse(Deno.readTextFileSync(Deno.env.get(name)!));
  if (opts.docsWeight) {
    console.log("doc negatives", useDocNegatives(docs("RCLF_DOCS0"), opts.docsWeight));
  }
  for (const [name, held] of Object.entries(FOLDS)) {
    const trainRows = all.filter((r) => !held.includes(r.set));
    const threshold = pickThreshold(trainRows, opts, budget);
    const w = train(exampleSet(trainRows, opts), opts);
    const pooled = { pos: 0, rules: 0, both: 0, neg: 0, rulesFp: 0, bothFp: 0 };
    for (const set of held) {
      const s = scoreSet(all.filter((r) => r.set === set), w, threshold);
      for (const k of Object.keys(pooled) as (keyof typeof pooled)[]) pooled[k] += s[k];
      console.log(JSON.stringify({ fold: name, set, threshold: +threshold.toFixed(3), ...s }));
    }
    console.log(JSON.stringify({ fold: name, pooled, opts }));
  }
  // The package docs' measurement half, read by a model trained on every tuning set.
  if (Deno.env.get("RCLF_DOCS1")) {
    const threshold = pickThreshold(all, opts, budget);
    const w = train(exampleSet(all, opts), opts);
    const units = docs("RCLF_DOCS1") as { out: string }[];
    const changed = units.filter((u) => applyModel(w, u.out, threshold) !== u.out).length;
    console.log(
      JSON.stringify({ docsHalf1: { units: units.length, modelChanged: changed, threshold } }),
    );
  }
}
