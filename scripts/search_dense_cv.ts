/**
 * Leave-one-set-out cross-validation (scripts/search_cv.ts) of the distilled static embedding's
 * two weights (search_dense_mix.ts) on the tuning pool: every other weight stays at its default.
 * The row with both at 0 (GloVe at 0.8) is the ranker as it is. No held-out set is read.
 * --use puts full USE-lite (slow, offline) in the table's place: what a perfect distillation could
 * give at most.
 * Run: deno run -A scripts/search_dense_cv.ts [--use] [--grid '{"staticDense":[0,0.2],"staticCandidates":[0,20]}']
 */
import { buildSearchIndex } from "../src/catalog/search.ts";
import { replaceStaticSource } from "../src/catalog/search_dense_mix.ts";
import { UseSource } from "./search_dense_use.ts";
import { type Axis, best, grid, leaveOneSetOut, type Scored, weightsOf } from "./search_cv.ts";
import {
  DEFAULT_SETS,
  type KindQuery,
  LATER_SETS,
  type LaterName,
  loadBatches,
  loadQueries,
  SET_ORDER,
} from "./search_eval.ts";

const at = Deno.args.indexOf("--grid");
const values: Record<string, number[]> = at >= 0 ? JSON.parse(Deno.args[at + 1]) : {};
const axes: Axis[] = [
  {
    name: "staticDense",
    values: values.staticDense ?? [0, 0.1, 0.2, 0.3, 0.5, 0.8],
    set: (v) => ({ staticDense: v }),
  },
  {
    name: "staticCandidates",
    values: values.staticCandidates ?? [0, 10, 30],
    set: (v) => ({ staticCandidates: v }),
  },
  // The GloVe cosine's weight, so that the static cosine can stand in for it rather than add.
  { name: "dense", values: values.dense ?? [0.8], set: (v) => ({ dense: v }) },
];
const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
const { tools } = await loadBatches(widest);
const sets: [string, KindQuery[]][] = [];
for (const n of SET_ORDER.filter((n) => DEFAULT_SETS.includes(n))) {
  sets.push([n, await loadQueries(n)]);
}
// --use: full USE-lite stands in for the distilled table (an upper bound for any distillation).
const use = Deno.args.includes("--use") ? await UseSource.load(tools) : null;
if (use !== null) replaceStaticSource(() => use);
// Both weights on at build, so that the table is loaded; each setting is then applied per query.
const index = buildSearchIndex(tools, { staticDense: 1, staticCandidates: 1 });
if (index.size !== tools.length) throw new Error("tools were dropped: vectors would not line up");
if (use !== null) {
  // A first pass queues every query text the scorer asks for; USE-lite embeds them in batches.
  for (const [, queries] of sets) for (const q of queries) index.search(q.query, { limit: 10 });
  await use.fill();
}
const scored: Scored[] = grid(axes).map((v) => {
  index.retune(weightsOf(axes, v));
  const hits: number[] = [], rr: number[] = [];
  for (const [, queries] of sets) {
    let h = 0, r = 0;
    for (const q of queries) {
      const ranked = index.search(q.query, { limit: 10 }).map((x) => x.qualifiedName);
      const rank = ranked.findIndex((n) => q.relevant.includes(n));
      if (rank >= 0) r += 1 / (rank + 1);
      if (rank >= 0 && rank < 5) h++;
    }
    hits.push(h);
    rr.push(r);
  }
  return { values: v, hits, rr };
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(`| setting | ${sets.map(([n]) => n).join(" | ")} | pool |`);
console.log(`|${"---|".repeat(sets.length + 2)}`);
for (const s of scored) {
  console.log(`| ${s.values.join(" / ")} | ${s.hits.join(" | ")} | ${sum(s.hits)} |`);
}
const folds = leaveOneSetOut(scored, sets.length);
const baseline = scored.find((s) => s.values[0] === 0 && s.values[1] === 0 && s.values[2] === 0.8);
console.log(
  "\n| set left out | chosen on the others | hits on it | ranker as it is | best on it |",
);
console.log("|---|---|---|---|---|");
for (const f of folds) {
  console.log(
    `| ${sets[f.set][0]} | ${f.chosen.values.join(" / ")} | ${f.heldOut} | ` +
      `${baseline?.hits[f.set] ?? ""} | ${f.oracle} |`,
  );
}
const cv = sum(folds.map((f) => f.heldOut));
console.log(`| pool | cross-validated | ${cv} | ${baseline ? sum(baseline.hits) : ""} | |`);
const top = best(scored, () => true);
console.log(`\nin-sample best: ${sum(top.hits)} at ${top.values.join(" / ")}`);
