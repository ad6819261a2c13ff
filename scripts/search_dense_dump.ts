/**
 * One pass of the live ranker over the tuning pool (scripts/search_eval.ts loadTuningPool; no
 * held-out set is read), dumping each query's fusion inputs (scripts/search_dense_record.ts) with
 * the asymmetric signal's cosines (scripts/search_dense_asym.ts) and its nearest tools, so that
 * scripts/search_dense_cv.ts judges a grid of fusion settings in seconds per setting. Before
 * writing, every query is re-ranked from the dump at the ranker's own setting and must give the
 * live top 10 exactly; per-set hits@5 (live, replayed, plain BM25 with --bm25) are printed.
 * Run: deno run -A scripts/search_dense_dump.ts [--out .tmp/fusion_dump.json] [--extra 50]
 *      [--no-asym] [--bm25]
 */
import { loadAsym } from "./search_dense_asym.ts";
import { loadTuningPool, plainBm25 } from "./search_eval.ts";
import { Recorder } from "./search_dense_record.ts";
import { AS_IS, type DumpQuery, firstRelevant, replay } from "./search_dense_replay.ts";

const arg = (name: string, fallback: string) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
};
const out = arg("out", ".tmp/fusion_dump.json");
const { tools, names, sets } = await loadTuningPool();
const asym = Deno.args.includes("--no-asym")
  ? null
  : await loadAsym(tools, ".tmp/d512.bin", 0.01, ".tmp/asym_map.f32");
const recorder = new Recorder(tools, asym, Number(arg("extra", "50")));
const started = performance.now();
const queries: DumpQuery[] = sets.flatMap((qs, s) => qs.map((q) => recorder.record(s, q)));
const seconds = (performance.now() - started) / 1000;
console.log(`ranker pass: ${seconds.toFixed(0)} s, ${queries.length} queries`);
const dump = recorder.frame(names, queries);
// The dump is trusted only if it gives the live ranker's top 10 for every query.
const differ = queries.filter((q) => replay(dump, q, AS_IS).join() !== q.live.join());
if (differ.length > 0) throw new Error(`${differ.length} queries replay differently`);
// Plain BM25 is slow over 10,000 tools (minutes); its figures do not change with the ranker.
const bm25 = Deno.args.includes("--bm25") ? plainBm25(tools) : null;
const hit5 = (top: number[], rel: number[]) => {
  const r = firstRelevant(top, rel);
  return r >= 0 && r < 5 ? 1 : 0;
};
const docOf = recorder.docOf;
console.log("| set | queries | live | replayed | BM25 |");
for (const [s, name] of names.entries()) {
  const qs = queries.filter((q) => q.set === s);
  const live = qs.reduce((n, q) => n + hit5(q.live, q.relevant), 0);
  const again = qs.reduce((n, q) => n + hit5(replay(dump, q, AS_IS), q.relevant), 0);
  const b = bm25 === null ? "" : sets[s].reduce((n, q) => {
    const top = bm25(q.query).map((x) => docOf.get(x)!);
    return n + hit5(top, q.relevant.map((r) => docOf.get(r) ?? -1));
  }, 0);
  console.log(`| ${name} | ${qs.length} | ${live} | ${again} | ${b} |`);
}
await Deno.writeTextFile(out, JSON.stringify(dump));
console.log(`${queries.length} queries, 0 replayed differently -> ${out}`);
