/**
 * Trains and judges the learned re-ranker (src/catalog/search_rerank.ts) by leave-one-SET-out
 * over the tuning sets: every set's candidates are ranked with a translation table learned from
 * the other sets only (as scripts/search_translate_cv.ts does), the model is fitted on the other
 * sets' candidates and the held-out set is re-ranked with it. Held-out 23 and the twenty-second
 * batch are never loaded.
 * Run: deno run -A scripts/search_rerank_train.ts [--depth 40] [--l2 0.01] [--steps 8]
 *      [--negatives 40] [--prior 0]
 *      [--drop name,name] [--write]
 *      --write fits on all tuning sets and writes src/catalog/search_rerank_model.ts.
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import {
  modelScore,
  RERANK_FEATURES,
  type Reranker,
  type RerankModel,
} from "../src/catalog/search_rerank.ts";
import {
  DEFAULT_SETS,
  type KindQuery,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadQueries,
  SET_ORDER,
} from "./search_eval.ts";
import { catalogueTerms, tableOf, TARGET_FIELDS } from "./search_translate_data.ts";
import { fit, FIT_OPTIONS, type FitOptions, type QueryRows } from "./search_rerank_fit.ts";

const arg = (name: string, fallback: string) => {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : fallback;
};
const options: FitOptions = {
  depth: Number(arg("--depth", String(FIT_OPTIONS.depth))),
  l2: Number(arg("--l2", String(FIT_OPTIONS.l2))),
  steps: Number(arg("--steps", String(FIT_OPTIONS.steps))),
  negatives: Number(arg("--negatives", String(FIT_OPTIONS.negatives))),
  prior: Number(arg("--prior", String(FIT_OPTIONS.prior))),
};
// Features left out (their column set to 0 before fitting), for ablations.
const dropped = new Set(arg("--drop", "").split(",").filter((s) => s !== ""));
const keepCol = RERANK_FEATURES.map((f) => !dropped.has(f));

const names = SET_ORDER.filter((n) => DEFAULT_SETS.includes(n));
const sets: KindQuery[][] = [];
for (const n of names) sets.push(await loadQueries(n));

type Candidates = QueryRows & { kind: KindQuery["kind"] };
type Tapped = Parameters<NonNullable<Reranker["tap"]>>;
/** Each set's queries with their top `depth` candidates, ranked with that set's fold table. */
async function collect(): Promise<Candidates[][]> {
  const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
  const corpus = await loadBatches(widest);
  const catalogue = catalogueTerms(corpus.tools, TARGET_FIELDS);
  const index = buildSearchIndex(corpus.tools);
  index.reranker.model = null;
  let seen: Tapped | null = null;
  index.reranker.tap = (q, top) => (seen = [q, top]);
  return sets.map((queries, s) => {
    index.useTranslations(tableOf(sets.filter((_, i) => i !== s), catalogue));
    return queries.map((q) => {
      const hits = index.search(q.query, { limit: options.depth });
      const [rq, top] = seen!;
      const head = top.slice(0, options.depth);
      const rows = index.reranker.fields.features(rq, head);
      const order = hits.slice(0, head.length).map((h) => h.qualifiedName);
      return { rows, relevant: order.map((n) => q.relevant.includes(n)), kind: q.kind };
    });
  });
}

type Kinds = Record<KindQuery["kind"], number>;
/** Hits@5, reciprocal ranks (top 10) and hits by kind of candidates in a given order. */
function score(queries: Candidates[], model: RerankModel | null) {
  const kinds: Kinds = { easy: 0, paraphrase: 0, hard: 0 };
  let hits = 0, rr = 0;
  for (const q of queries) {
    const idx = q.rows.map((_, i) => i);
    if (model !== null) {
      const v = q.rows.map((r) => modelScore(model, r));
      idx.sort((a, b) => v[b] - v[a] || a - b);
    }
    const rank = idx.findIndex((i) => q.relevant[i]);
    if (rank >= 0 && rank < 10) rr += 1 / (rank + 1);
    if (rank >= 0 && rank < 5) (hits++, kinds[q.kind]++);
  }
  return { hits, rr, kinds };
}

const started = Date.now();
// --cache FILE keeps the collected candidates (full depth, all features) for later runs.
const cache = arg("--cache", "");
const cached = cache !== "" && await Deno.stat(cache).then(() => true, () => false);
const data: Candidates[][] = cached ? JSON.parse(await Deno.readTextFile(cache)) : await collect();
if (cache !== "" && !cached) await Deno.writeTextFile(cache, JSON.stringify(data));
for (const q of data.flat()) {
  q.rows = q.rows.slice(0, options.depth).map((r) => r.map((x, i) => (keepCol[i] ? x : 0)));
  q.relevant = q.relevant.slice(0, options.depth);
}
console.log(`# candidates collected in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const total = { base: { hits: 0, rr: 0, kinds: { easy: 0, paraphrase: 0, hard: 0 } as Kinds } };
const after = { hits: 0, rr: 0, kinds: { easy: 0, paraphrase: 0, hard: 0 } as Kinds };
const lines: string[] = [];
let up = 0, down = 0, worst = 0;
data.forEach((queries, s) => {
  const model = fit(data.filter((_, i) => i !== s).flat(), options);
  const b = score(queries, null), a = score(queries, model);
  for (const [acc, r] of [[total.base, b], [after, a]] as const) {
    acc.hits += r.hits, acc.rr += r.rr;
    for (const k of ["easy", "paraphrase", "hard"] as const) acc.kinds[k] += r.kinds[k];
  }
  const d = a.hits - b.hits;
  if (d > 0) up++;
  if (d < 0) down++;
  worst = Math.min(worst, d);
  lines.push(`${names[s]}=${b.hits}→${a.hits}`);
});
const n = sets.flat().length;
const fmt = (r: typeof after) =>
  `${r.hits} [${r.kinds.easy}/${r.kinds.paraphrase}/${r.kinds.hard}] MRR ${(r.rr / n).toFixed(3)}`;
console.log(`options ${JSON.stringify(options)} dropped ${[...dropped].join(",") || "none"}`);
console.log(`ranker order  ${fmt(total.base)}`);
console.log(`re-ranked     ${fmt(after)}  sets up ${up} down ${down} worst ${worst}`);
console.log(lines.join(" "));

if (Deno.args.includes("--write")) {
  const model = fit(data.flat(), options);
  const body = [
    "// GENERATED by scripts/search_rerank_train.ts --write; do not edit by hand.",
    `// The re-ranker's model (search_rerank.ts), fitted on ${names.length} tuning sets.`,
    'import type { RerankModel } from "./search_rerank.ts";',
    "",
    `export const SHIPPED_RERANK: RerankModel | null = ${JSON.stringify(model)};`,
    "",
  ].join("\n");
  await Deno.writeTextFile(new URL("../src/catalog/search_rerank_model.ts", import.meta.url), body);
  console.log(RERANK_FEATURES.map((f, i) => `${f} ${model.weights[i]}`).join("\n"));
}
