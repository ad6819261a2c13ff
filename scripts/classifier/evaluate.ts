// Figures for the injection classifier: threshold from out-of-fold scores, and recall / false
// positives of rules alone, classifier alone and both on a fixture set.
import { type LinearModel, scoreText } from "../../src/audit/classifier.ts";
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection, scanToolDefinition } from "../../src/audit/injection.ts";
import type { Example, FixtureCase } from "./data.ts";
import { train, type TrainOptions } from "./train.ts";

/** Gate logits tried, strictest first. */
const GATES = Array.from({ length: 33 }, (_, i) => 3 - i * 0.25);

/** Out-of-fold scores of one fold: benign scores, and attack scores ungated and per gate. */
function foldScores(train_: Example[], held: Example[], o: TrainOptions) {
  const model = train(train_, o);
  // A pinned gate needs no out-of-fold gate scores.
  const g = o.gateLogit === null ? train(train_, o, true) : undefined;
  const neg = held.filter((e) => !e.malicious && !e.synthetic).map((e) =>
    scoreText(model, e.text).score
  );
  const pos = held.filter((e) => e.malicious).map((e) => {
    model.gate = undefined;
    const row = [scoreText(model, e.text).score];
    for (const t of g ? GATES : []) {
      model.gate = { ...g!, threshold: t };
      row.push(scoreText(model, e.text, { gated: true }).score);
    }
    return row;
  });
  return { neg, pos };
}

/**
 * Threshold and gate from out-of-fold scores (k folds, every k-th example held out, so the split
 * is deterministic): the smallest threshold whose false-positive rate on hand-written benign
 * texts (synthetic ones are easier than real ones) is at most maxFp; the gate's logit is the
 * pinned one, or (gateLogit null) the strictest that loses at most maxGateLoss of the attacks
 * found without a gate.
 */
export function crossValidated(examples: Example[], o: TrainOptions, k = 4) {
  const negScores: number[] = [], posScores: number[][] = [];
  for (let fold = 0; fold < k; fold++) {
    const { neg, pos } = foldScores(
      examples.filter((_, i) => i % k !== fold),
      examples.filter((_, i) => i % k === fold),
      o,
    );
    negScores.push(...neg);
    posScores.push(...pos);
  }
  negScores.sort((a, b) => b - a);
  // Just above the (allowed+1)-th highest benign score.
  const threshold = Math.min(
    0.999,
    (negScores[Math.floor(o.maxFp * negScores.length)] ?? 0) + 1e-6,
  );
  // The same out-of-fold benign scores read at other budgets (loso.ts reports fixed rules side by side).
  const at = (fp: number) =>
    Math.min(0.999, (negScores[Math.floor(fp * negScores.length)] ?? 0) + 1e-6);
  if (o.gateLogit !== null) return { threshold, gateThreshold: o.gateLogit, at };
  const found = posScores.filter((s) => s[0] >= threshold);
  const gi = GATES.findIndex((_, g) =>
    found.filter((s) => s[g + 1] < threshold).length <= o.maxGateLoss * found.length
  );
  return { threshold, gateThreshold: gi < 0 ? -Infinity : GATES[gi], at };
}

type Case = FixtureCase & { otherTools?: string[]; ownTools?: string[] };

function rulesHit(c: Case): boolean {
  if (c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).length > 0;
  }
  return scanForInjection(c.text, "/arguments", c.source).length > 0;
}

export interface Figures {
  positives: number;
  negatives: number;
  recall: number;
  falsePositiveRate: number;
}

function figures(rows: Array<{ label: boolean; hit: boolean }>): Figures {
  const pos = rows.filter((r) => r.label), neg = rows.filter((r) => !r.label);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    positives: pos.length,
    negatives: neg.length,
    recall: r3(pos.filter((r) => r.hit).length / Math.max(1, pos.length)),
    falsePositiveRate: r3(neg.filter((r) => r.hit).length / Math.max(1, neg.length)),
  };
}

/**
 * Rules alone (classifier switched off), classifier alone (tool results only: its one call
 * site is scanForInjection), and both, over all cases and over result cases.
 */
export function compare(cases: Case[], model: LinearModel) {
  setInjectionClassifier(null);
  const rows = cases.map((c) => {
    const rules = rulesHit(c);
    const cls = c.source === "result" && scoreText(model, c.text).score >= model.threshold;
    return { c, rules, cls };
  });
  const pick = (f: (r: (typeof rows)[0]) => boolean, only?: string) =>
    figures(
      rows.filter((r) => !only || r.c.source === only).map((r) => ({
        label: r.c.malicious,
        hit: f(r),
      })),
    );
  const falseAlarms = rows.filter((r) => !r.c.malicious && r.cls && !r.rules)
    .map((r) => r.c.text.slice(0, 90));
  const byCategory: Record<string, string> = {};
  for (const r of rows.filter((r) => r.c.malicious && r.c.source === "result")) {
    const key = `${r.c.category ?? "-"}/${(r.c as { lang?: string }).lang ?? "en"}`;
    const [hit, n] = (byCategory[key] ?? "0/0").split("/").map(Number);
    byCategory[key] = `${hit + (r.cls ? 1 : 0)}/${n + 1}`;
  }
  const gained = rows.filter((r) => r.c.malicious && r.cls && !r.rules).length;
  return {
    all: { rules: pick((r) => r.rules), combined: pick((r) => r.rules || r.cls) },
    results: {
      rules: pick((r) => r.rules, "result"),
      classifier: pick((r) => r.cls, "result"),
      combined: pick((r) => r.rules || r.cls, "result"),
    },
    classifierByCategory: byCategory,
    positivesOnlyClassifierCaught: gained,
    newFalseAlarms: falseAlarms,
  };
}
