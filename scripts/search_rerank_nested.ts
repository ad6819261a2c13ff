/**
 * The learned re-ranker (src/catalog/search_rerank.ts) judged leave-one-set-out with every setting
 * chosen INSIDE each fold (round 25): for each scored set, the depth K, the L2 penalty, the prior
 * and the training-only queries' weight are chosen by an inner leave-group-out over the other sets
 * only, then the model is fitted on all of them and re-ranks the scored set. The training-only
 * queries (tests/fixtures/search/train/) are ranked with the fold's table and are never scored; a
 * fold drops those labelled with a tool of its own batch (search_translate_train.ts), and an inner
 * fold also those of its own sets' batches.
 * Run: deno run -A scripts/search_rerank_nested.ts [--cache FILE] [--groups 4] [--out FILE]
 *      [--depths 30,40] [--l2s 0.001,0.01] [--priors 0,1] [--train 0,1]
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import type { RerankModel } from "../src/catalog/search_rerank.ts";
import { RERANK_FEATURES } from "../src/catalog/search_rerank.ts";
import {
  DEFAULT_SETS,
  type KindQuery,
  LATER_SETS,
  type LaterName,
  loadTuningPool,
} from "./search_eval.ts";
import { fit, FIT_OPTIONS } from "./search_rerank_fit.ts";
import {
  addScore,
  type Candidates,
  candidatesOf,
  cut,
  emptyScore,
  type Score,
  scoreRows,
} from "./search_rerank_data.ts";
import { catalogueTerms, loadTraining, tableOf, TARGET_FIELDS } from "./search_translate_data.ts";
import { foldTraining, ownBatch, serverBatches } from "./search_translate_train.ts";

const arg = (name: string, fallback: string) => {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : fallback;
};
const list = (name: string, fallback: string) => arg(name, fallback).split(",").map(Number);
const DEPTHS = list("--depths", "30,40"), L2S = list("--l2s", "0.001,0.01");
const PRIORS = list("--priors", "0,1"), TRAIN_WEIGHTS = list("--train", "0,1");
const GROUPS = Number(arg("--groups", "4"));

const { tools, names, sets } = await loadTuningPool();
const catalogue = catalogueTerms(tools, TARGET_FIELDS);
const index = buildSearchIndex(tools);
const training = await loadTraining();
const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
const batches = await serverBatches(widest);
const tableFor = (s: number) => tableOf(sets.filter((_, i) => i !== s), catalogue);

// Every scored set's candidates under its own fold table (cached: about a minute to collect).
const cache = arg("--cache", "");
const cached = cache !== "" && await Deno.stat(cache).then(() => true, () => false);
let pool: Candidates[][];
if (cached) pool = JSON.parse(await Deno.readTextFile(cache));
else {
  pool = sets.map((qs, s) => (index.useTranslations(tableFor(s)), candidatesOf(index, qs, 40)));
  if (cache !== "") await Deno.writeTextFile(cache, JSON.stringify(pool));
}
const own = sets.map((qs) => ownBatch(qs, batches));
const LOG_RANK = RERANK_FEATURES.indexOf("logRank");

interface Setting {
  depth: number;
  l2: number;
  prior: number;
  train: number;
}
const SETTINGS: (Setting | null)[] = [null]; // null: the ranker's own order
for (const depth of DEPTHS) {
  for (const l2 of L2S) {
    for (const train of TRAIN_WEIGHTS) {
      for (const prior of PRIORS) SETTINGS.push({ depth, l2, prior, train });
    }
  }
}
const label = (s: Setting | null) =>
  s === null ? "ranker" : `K${s.depth} l2=${s.l2} prior=${s.prior} train=${s.train}`;

/** Models for every setting, fitted on `fitSets` plus the training rows (prior folded in after). */
function models(fitSets: number[], train: Candidates[]): Map<Setting | null, RerankModel | null> {
  const out = new Map<Setting | null, RerankModel | null>([[null, null]]);
  const fitted = new Map<string, RerankModel>();
  for (const s of SETTINGS) {
    if (s === null) continue;
    const key = `${s.depth} ${s.l2} ${s.train}`;
    let m = fitted.get(key);
    if (m === undefined) {
      const rows = [...fitSets.flatMap((i) => cut(pool[i], s.depth))];
      if (s.train > 0) rows.push(...cut(train, s.depth, s.train));
      m = fit(rows, { ...FIT_OPTIONS, depth: s.depth, l2: s.l2, prior: 0 });
      fitted.set(key, m);
    }
    const weights = [...m.weights];
    weights[LOG_RANK] -= s.prior * m.std[LOG_RANK];
    out.set(s, { ...m, weights });
  }
  return out;
}

/** Training rows of the queries no set in `heldOut` leaks into (batch filter per held-out set). */
function keptTraining(rows: Candidates[], kept: KindQuery[], heldOut: number[]): Candidates[] {
  const bad = new Set(heldOut.map((i) => own[i]));
  return rows.filter((_, i) =>
    !kept[i].relevant.some((t) => bad.has(batches.get(t.split("__")[0]) ?? -1))
  );
}

const chosen: string[] = [];
const perSet: { before: Score; fixed: Map<Setting | null, Score>; nested: Score[] }[] = [];
const VARIANTS = ["nested, no training", "nested, training", "nested, all"];
const started = Date.now();
sets.forEach((qs, s) => {
  index.useTranslations(tableFor(s));
  const kept = foldTraining(training, qs, batches, { weight: 1, leak: "batch" });
  const trainRows = candidatesOf(index, kept, 40);
  const others = sets.map((_, i) => i).filter((i) => i !== s);
  // Inner leave-group-out: choose each variant's setting on the other sets only.
  const inner = new Map<Setting | null, number>(SETTINGS.map((x) => [x, 0]));
  for (let g = 0; g < GROUPS; g++) {
    const held = others.filter((_, j) => j % GROUPS === g);
    const fitOn = others.filter((_, j) => j % GROUPS !== g);
    const ms = models(fitOn, keptTraining(trainRows, kept, held));
    for (const [x, m] of ms) {
      for (const h of held) inner.set(x, inner.get(x)! + scoreRows(pool[h], m).hits);
    }
  }
  const pick = (ok: (x: Setting | null) => boolean) =>
    SETTINGS.filter(ok).reduce((a, b) => (inner.get(b)! > inner.get(a)! ? b : a));
  const picks = [
    pick((x) => x === null || x.train === 0),
    pick((x) => x === null || x.train > 0),
    pick(() => true),
  ];
  const outer = models(others, trainRows);
  const fixed = new Map([...outer].map(([x, m]) => [x, scoreRows(pool[s], m)]));
  perSet.push({ before: fixed.get(null)!, fixed, nested: picks.map((p) => fixed.get(p)!) });
  chosen.push(`${names[s]}: ${picks.map(label).join(" | ")}`);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  console.error(`# ${names[s]} done (${secs} s; ${kept.length} training queries)`);
});

const n = sets.flat().length;
const fmt = (r: Score) =>
  `${r.hits} [${r.kinds.easy}/${r.kinds.paraphrase}/${r.kinds.hard}] MRR ${(r.rr / n).toFixed(3)}`;
function summary(name: string, of: (p: (typeof perSet)[number]) => Score) {
  const acc = emptyScore();
  let up = 0, down = 0, worst = 0;
  const diffs = perSet.map((p, s) => {
    const a = of(p);
    addScore(acc, a);
    const d = a.hits - p.before.hits;
    if (d > 0) up++;
    if (d < 0) down++;
    worst = Math.min(worst, d);
    return `${names[s]}=${d >= 0 ? "+" : ""}${d}`;
  });
  console.log(`${name.padEnd(40)} ${fmt(acc)}  up ${up} down ${down} worst ${worst}`);
  return diffs.join(" ");
}
const lines: string[] = [];
for (const x of SETTINGS) lines.push(summary(`fixed ${label(x)}`, (p) => p.fixed.get(x)!));
VARIANTS.forEach((v, i) => lines.push(`${v}: ` + summary(v, (p) => p.nested[i])));
console.log(lines.slice(SETTINGS.length).join("\n"));
console.log(chosen.join("\n"));
console.log(
  perSet.map((p, s) =>
    `${names[s]} ${p.before.hits} ${p.nested.map((x) => x.hits).join(" ")} ${
      p.before.rr.toFixed(2)
    } ${p.nested.map((x) => x.rr.toFixed(2)).join(" ")}`
  ).join("\n"),
);
const out = arg("--out", "");
if (out !== "") {
  await Deno.writeTextFile(
    out,
    JSON.stringify({
      names,
      chosen,
      perSet: perSet.map((p) => ({ before: p.before, nested: p.nested })),
    }),
  );
}
