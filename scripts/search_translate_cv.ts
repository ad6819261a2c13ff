/**
 * Leave-one-SET-out judgement of the learned translation table (src/catalog/search_translate.ts):
 * for each of the sixty-seven tuning sets, the table is learned from the other sixty-six sets' queries
 * only and that set is scored with it, at each weight. Every row is therefore a figure on queries
 * its table never saw; the last lines choose the (variant, weight) on the other sets per fold
 * (search_cv.ts) as round 12's CV does. No set after held-out 65 and no batch after the sixty-fourth is loaded.
 * Run: deno run -A scripts/search_translate_cv.ts [--weights 0.3,0.6,1]
 *      [--variants '{"name":{"minServers":2},…}'] [--fields name,title,params] [--base '{json}']
 *      [--dump FILE]
 * A variant may carry `"train":{"weight":1,"kinds":["hard"],"leak":"batch"}`: the training-only
 * queries join every fold's table, less those labelled with the held-out set's batch
 * (search_translate_train.ts); they are never a scored fold.
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import type { Field } from "../src/catalog/search_doc.ts";
import { TRANSLATION_OPTIONS } from "../src/catalog/search_translate.ts";
import { leaveOneSetOut, type Scored } from "./search_cv.ts";
import {
  DEFAULT_SETS,
  type KindQuery,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadQueries,
  SET_ORDER,
} from "./search_eval.ts";
import { catalogueTerms, loadTraining, tableOf, TARGET_FIELDS } from "./search_translate_data.ts";
import {
  foldTraining,
  serverBatches,
  trainingExamples,
  type TrainOptions,
} from "./search_translate_train.ts";

const arg = (name: string, fallback: string) => {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : fallback;
};
const weights = arg("--weights", "0.3,0.6,1").split(",").map(Number);
type Variant = Partial<typeof TRANSLATION_OPTIONS> & { train?: TrainOptions };
const variants: Record<string, Variant> = JSON.parse(
  arg("--variants", '{"default":{}}'),
);
const fields = arg("--fields", TARGET_FIELDS.join(",")).split(",") as Field[];
const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
const corpus = await loadBatches(widest);
const names = SET_ORDER.filter((n) => DEFAULT_SETS.includes(n));
const sets: KindQuery[][] = [];
for (const n of names) sets.push(await loadQueries(n));
const catalogue = catalogueTerms(corpus.tools, fields);
const training = await loadTraining();
const batches = await serverBatches(widest);
const index = buildSearchIndex(corpus.tools, { ...JSON.parse(arg("--base", "{}")), translate: 1 });

type Kinds = Record<KindQuery["kind"], number>;
/** Hits@5, reciprocal rank and hits by kind of one set under the index's current weights. */
function score(queries: KindQuery[]) {
  const kinds: Kinds = { easy: 0, paraphrase: 0, hard: 0 };
  let hits = 0, rr = 0;
  for (const q of queries) {
    const ranked = index.search(q.query, { limit: 10 }).map((h) => h.qualifiedName);
    const rank = ranked.findIndex((n) => q.relevant.includes(n));
    if (rank >= 0) rr += 1 / (rank + 1);
    if (rank >= 0 && rank < 5) (hits++, kinds[q.kind]++);
  }
  return { hits, rr, kinds };
}

const rows: (Scored & { label: string; kinds: Kinds })[] = [];
const row = (label: string, values: number[]) => {
  const r = { label, values, hits: [], rr: [], kinds: { easy: 0, paraphrase: 0, hard: 0 } };
  rows.push(r);
  return r as (typeof rows)[number];
};
const addTo = (r: (typeof rows)[number], s: ReturnType<typeof score>) => {
  r.hits.push(s.hits), r.rr.push(s.rr);
  for (const k of ["easy", "paraphrase", "hard"] as const) r.kinds[k] += s.kinds[k];
};
const base = row("off", [-1, 0]);
index.retune({ translate: 0 });
for (const qs of sets) addTo(base, score(qs));
for (const [v, [name, { train, ...over }]] of Object.entries(variants).entries()) {
  const vrows = weights.map((w) => row(`${name} w=${w}`, [v, w]));
  let entries = 0;
  const keptPerFold: number[] = [];
  sets.forEach((qs, s) => {
    const kept = train ? foldTraining(training, qs, batches, train) : [];
    const extra = train ? trainingExamples(kept, catalogue, sets.length, train) : [];
    keptPerFold.push(extra.length);
    const options = { ...TRANSLATION_OPTIONS, ...over };
    const table = tableOf(sets.filter((_, i) => i !== s), catalogue, options, extra);
    entries += table.size;
    index.useTranslations(table);
    weights.forEach((w, i) => {
      index.retune({ translate: w });
      addTo(vrows[i], score(qs));
    });
  });
  console.log(`# ${name}: ${(entries / sets.length).toFixed(0)} query words per fold table`);
  if (train) console.log(`# ${name}: training queries per fold ${keptPerFold.join(" ")}`);
}
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
for (const r of rows) {
  const k = r.kinds;
  console.log(
    `${r.label.padEnd(28)} ${total(r.hits)} [${k.easy}/${k.paraphrase}/${k.hard}] ` +
      `MRR ${(total(r.rr) / sets.flat().length).toFixed(3)} ` +
      names.map((n, i) => `${n}=${r.hits[i]}`).join(" "),
  );
}
const folds = leaveOneSetOut(rows, sets.length);
console.log(
  `chosen on the other sets per fold: ${total(folds.map((f) => f.heldOut))} ` +
    folds.map((f) => `${names[f.set]}=${f.heldOut}(${rows.find((r) => r === f.chosen)!.label})`)
      .join(" "),
);
const dump = arg("--dump", "");
if (dump) await Deno.writeTextFile(dump, JSON.stringify({ names, rows }, null, 1));
