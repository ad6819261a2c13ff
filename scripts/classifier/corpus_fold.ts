// A training-only corpus (tests/fixtures/injection_train/<name>) scored as a fold: a model
// trained as --write would train it (CLASSIFIER_OPTS apply), stored as int8 with its calibrated
// threshold and the shipped gate's training, then every case through the runtime scan — tool
// results by scanForInjection (rules, then the classifier on strings no rule flagged), tool
// descriptions by scanToolDefinition — once with the classifier off and once on. The corpus
// must not be in the model's training (`extra`). Classifier round 23 (trn5's false alarms).
// Run: deno run -A scripts/classifier/corpus_fold.ts trn5 [--shipped] [--rows=FILE]
//   --shipped  the committed weights instead of a retrained model (no training).
import {
  decodeModel,
  type LinearModel,
  scoreText,
  shippedModel,
} from "../../src/audit/classifier.ts";
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection, scanToolDefinition } from "../../src/audit/injection.ts";
import { type FixtureCase, trainCorpus, TUNING_SETS } from "./data.ts";
import { DEFAULTS, type TrainOptions } from "./train.ts";
import { buildModel, storeModel } from "../train_injection_classifier.ts";

type Case = FixtureCase & { id: string; lang?: string; otherTools?: string[]; ownTools?: string[] };

function flagged(c: Case): boolean {
  if (c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).length > 0;
  }
  return scanForInjection(c.text, "/arguments", c.source).length > 0;
}

/** Attacks found and benign flagged, with the classifier `model` (null: rules alone). */
function scan(cases: Case[], model: LinearModel | null) {
  setInjectionClassifier(model);
  return cases.map((c) => flagged(c));
}

async function main() {
  const name = Deno.args.find((a) => !a.startsWith("--")) ?? "trn5";
  const o: TrainOptions = { ...DEFAULTS, ...JSON.parse(Deno.env.get("CLASSIFIER_OPTS") ?? "{}") };
  if (o.extra?.includes(name)) throw new Error(`${name} is in training (extra)`);
  const model = Deno.args.includes("--shipped")
    ? shippedModel()
    : decodeModel(storeModel((await buildModel(TUNING_SETS, o)).model));
  const cases = (await trainCorpus(name)) as Case[];
  const rules = scan(cases, null);
  const both = scan(cases, model);
  setInjectionClassifier();
  const count = (hit: boolean[], malicious: boolean) =>
    cases.filter((c, i) => c.malicious === malicious && hit[i]).length;
  const classifierOnly = cases.flatMap((c, i) =>
    !c.malicious && both[i] && !rules[i]
      ? [`${c.id} ${c.lang ?? "en"} ${scoreText(model, c.text).score.toFixed(3)}`]
      : []
  );
  const byLang: Record<string, string> = {};
  cases.forEach((c, i) => {
    if (c.malicious) return;
    const k = c.lang ?? "en";
    const [fa, n] = (byLang[k] ?? "0/0").split("/").map(Number);
    byLang[k] = `${fa + (both[i] ? 1 : 0)}/${n + 1}`;
  });
  const rowsFile = Deno.args.find((a) => a.startsWith("--rows="))?.slice(7);
  if (rowsFile) {
    const rows = cases.map((c, i) => ({
      id: c.id,
      malicious: c.malicious,
      rules: rules[i],
      both: both[i],
    }));
    await Deno.writeTextFile(rowsFile, JSON.stringify(rows));
  }
  const attacks = cases.filter((c) => c.malicious).length;
  console.log(JSON.stringify(
    {
      corpus: name,
      threshold: Number(model.threshold.toFixed(4)),
      attacks,
      benign: cases.length - attacks,
      rulesAlone: { attacks: count(rules, true), benignFlagged: count(rules, false) },
      withClassifier: { attacks: count(both, true), benignFlagged: count(both, false) },
      classifierOnlyFalseAlarms: classifierOnly,
      benignFlaggedByLang: byLang,
    },
    null,
    2,
  ));
}

if (import.meta.main) await main();
