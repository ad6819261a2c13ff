// Leave-one-set-out validation of the injection classifier: for each tuning set k (v1-v54, each
// written by a different author or round), train on the others plus the synthetic data, and
// score set k's tool results as the runtime does (best window, human-context check applied, raw
// probability kept so that any threshold can be read off). This measures what carries over between authors, which the 4-fold
// split inside the training data (same authors on both sides) does not. The honest figure is
// `pooledAtFoldThreshold`: each fold's threshold is chosen by the fixed rule of train.ts (since
// round 21 `calibrate`, read off text no model learns from; before, 4-fold cross-validation on the
// fold's training data at maxFp, still used when calibrate is absent) without the held-out set; the
// fixed-threshold sweep is for reading only, and a threshold picked from it is tuned on all sets.
// Run: deno run -A scripts/classifier/loso.ts [--fast]
//   --fast  skips the per-fold cross-validated threshold (one training per fold, not nine) and
//           reports the pooled sweep over fixed thresholds only.
//   --sets=v20,v19  only these folds, in this order (the newest authors, when the machine is busy).
//   --rows=FILE  also writes every scored case (set, label, rules hit, score) as JSON to FILE.
//   --gates  also trains each fold's gate and scores every case as a long value would be
//            (gated), at each logit of GATE_LOGITS: what a gate logit costs in recall and FP.
// Options as for training: CLASSIFIER_OPTS='{"l2":1e-4}'.
import { decodeModel, type LinearModel } from "../../src/audit/classifier.ts";
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { scanForInjection, scanToolDefinition } from "../../src/audit/injection.ts";
import {
  type Example,
  type FixtureCase,
  type FixtureSet,
  fixtureSet,
  trainingExamples,
  TUNING_SETS,
} from "./data.ts";
import {
  calibratedAt,
  calibratedThreshold,
  calibrationTexts,
  docTexts,
  runtimeScore,
} from "./calibrate.ts";
import { crossValidated } from "./evaluate.ts";
import { atFoldThreshold } from "./loso_summary.ts";
import { DEFAULTS, train, type TrainOptions } from "./train.ts";
import { storeModel } from "../train_injection_classifier.ts";

const SETS: FixtureSet[] = TUNING_SETS;
// --sets=v15,v16: score only these folds (each still trained on every other set).
const ONLY = Deno.args.find((a) => a.startsWith("--sets="))?.slice(7).split(",");
const unknown = ONLY?.filter((s) => !(SETS as string[]).includes(s));
if (unknown?.length) throw new Error(`not a tuning set: ${unknown.join(", ")}`);
const OTHER_RULES = [0.01, 0.02];
// Benign tool results of training-only corpora no model learns from by default (trn3, trn4):
// other authors' text, so a threshold read off them is calibrated on unseen writing (round 21).
const CALIBRATION = ["trn3", "trn4"];
const CALIBRATION_BUDGETS = [0, 0.002, 0.005, 0.01];
// And the package docs' training half (package_docs.ts; no model learns from them by default):
// the threshold that keeps their paragraphs' flag rate at a budget (`p…`).
const DOC_BUDGETS = [0.005, 0.0075, 0.01, 0.0125];
const GATE_LOGITS = [0.5, 0.75, 1, 1.25, 1.5];
const SWEEP = [0.5, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.96, 0.97, 0.98, 0.99];

type Row = {
  set: FixtureSet;
  malicious: boolean;
  rules: boolean;
  score: number;
  text: string;
  /** The fold's cross-validated threshold (absent with --fast). */
  threshold?: number;
  /** The same rule at other out-of-fold benign budgets (1 %, 2 %): fixed rules compared. */
  thresholdAt?: Record<string, number>;
  /** Score when gated, per gate logit (with --gates). */
  gated?: Record<string, number>;
};

function rulesHit(c: FixtureCase & { otherTools?: string[]; ownTools?: string[] }): boolean {
  if (c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).length > 0;
  }
  return scanForInjection(c.text, "/arguments", c.source).length > 0;
}

const pct = (a: number, n: number) => `${a}/${n} (${(a / Math.max(1, n)).toFixed(3)})`;

/** Recall and false positives of classifier alone and rules + classifier at threshold `t`. */
function at(rows: Row[], t: number) {
  const pos = rows.filter((r) => r.malicious), neg = rows.filter((r) => !r.malicious);
  const cls = (r: Row) => r.score >= t;
  return {
    classifier: `${pct(pos.filter(cls).length, pos.length)} / fp ${
      pct(neg.filter(cls).length, neg.length)
    }`,
    combined: `${pct(pos.filter((r) => r.rules || cls(r)).length, pos.length)} / fp ${
      pct(neg.filter((r) => r.rules || cls(r)).length, neg.length)
    }`,
  };
}

async function main() {
  const fast = Deno.args.includes("--fast");
  const o: TrainOptions = { ...DEFAULTS, ...JSON.parse(Deno.env.get("CLASSIFIER_OPTS") ?? "{}") };
  setInjectionClassifier(null);
  const rows: Row[] = [];
  const folds: Record<string, unknown> = {};
  const dump = Deno.args.find((a) => a.startsWith("--rows="));
  const calibration = await calibrationTexts(o, CALIBRATION);
  if (o.packageDocs) throw new Error("package docs in training: no p… thresholds");
  const docs = await docTexts();
  // --sets order is kept (newest first, when the run may be cut short); rows are written after
  // every fold so that a stopped run still leaves the folds it finished.
  // Folds whose training sets are the same (every fold in trainSkip) share one training: the
  // training is deterministic, so this only saves time.
  const trainedOn = new Map<string, { examples: Example[]; model: LinearModel }>();
  for (const held of ONLY ? ONLY as FixtureSet[] : SETS) {
    const sets = SETS.filter((s) => s !== held && !o.trainSkip?.includes(s));
    const key = sets.join(",");
    if (!trainedOn.has(key)) {
      const examples = await trainingExamples(sets, o);
      const trained = train(examples, o);
      // Under calibrate each fold is scored and calibrated as it would ship: int8 weights.
      const model = o.calibrate ? decodeModel({ ...storeModel(trained), gate: null }) : trained;
      trainedOn.set(key, { examples, model });
    }
    const { examples, model } = trainedOn.get(key)!;
    const cases = (await fixtureSet(held)).filter((c) => c.source === "result");
    const mine: Row[] = cases.map((c) => ({
      set: held,
      malicious: c.malicious,
      rules: rulesHit(c),
      score: runtimeScore(model, c.text),
      text: c.text.slice(0, 120),
    }));
    if (Deno.args.includes("--gates")) {
      const gate = train(examples, o, true);
      mine.forEach((r, i) => {
        r.gated = Object.fromEntries(GATE_LOGITS.map((t) => {
          model.gate = { ...gate, threshold: t };
          return [t, runtimeScore(model, cases[i].text, true)];
        }));
      });
      model.gate = undefined;
    }
    rows.push(...mine);
    const fold: Record<string, unknown> = { at097: at(mine, 0.97) };
    const unseen = Object.fromEntries(
      Object.entries(calibratedAt(model, calibration, CALIBRATION_BUDGETS)).map(([fp, t]) => [
        `u${fp}`,
        t,
      ]),
    );
    for (const [fp, t] of Object.entries(calibratedAt(model, docs, DOC_BUDGETS))) {
      unseen[`p${fp}`] = t;
    }
    fold.unseen = unseen;
    for (const r of mine) r.thresholdAt = { ...unseen };
    if (!fast && o.calibrate) {
      // The shipped rule reads its threshold off unseen text: no cross-validation needed.
      const threshold = await calibratedThreshold(model, o);
      fold.threshold = Number(threshold.toFixed(4));
      fold.atThreshold = at(mine, threshold);
      for (const r of mine) r.threshold = threshold;
    } else if (!fast) {
      const { threshold, at: atFp } = crossValidated(examples, o);
      const thresholdAt = {
        ...Object.fromEntries(OTHER_RULES.map((fp) => [fp, atFp(fp)])),
        ...unseen,
      };
      fold.cvThreshold = Number(threshold.toFixed(4));
      fold.atCv = at(mine, threshold);
      for (const r of mine) (r.threshold = threshold, r.thresholdAt = thresholdAt);
    }
    folds[held] = fold;
    console.error(held, JSON.stringify(fold));
    if (dump) await Deno.writeTextFile(dump.slice(7), JSON.stringify(rows));
  }
  const sweep = Object.fromEntries(SWEEP.map((t) => [t, at(rows, t)]));
  const pooledAtFoldThreshold = fast ? undefined : atFoldThreshold(rows);
  console.log(
    JSON.stringify({ options: o, folds, pooledAtFoldThreshold, pooledSweep: sweep }, null, 2),
  );
}

if (import.meta.main) await main();
