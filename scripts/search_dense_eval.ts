/**
 * Dense-only retrieval on the tuning pool (scripts/search_eval.ts DEFAULT_SETS over the batches
 * they ask about; no held-out set is read): recall@5 and recall@50 by query kind for the GloVe
 * average the ranker uses, full USE-lite (slow, offline) and the distilled static table, and how
 * many queries each adds to the current ranker's top 50 / top 5 (issue 14,
 * docs/search.md, "A distilled static sentence embedding").
 * --asym adds round 26's asymmetric signal (scripts/search_dense_asym.ts; --map, --asym-table).
 * Run: deno run -A scripts/search_dense_eval.ts [--table .tmp/t256.bin] [--use] [--asym] [--sif 0.001]
 *      [--kinds hard]
 */
import { DenseIndex } from "../src/catalog/search_dense.ts";
import { toDoc, toEntry } from "../src/catalog/search_doc.ts";
import { searchConfig } from "../src/catalog/search_config.ts";
import { denseFields } from "../src/catalog/search_semantic.ts";
import { wordVectors } from "../src/catalog/search_vectors.ts";
import { STATIC_SIF, StaticDenseIndex, StaticEmbedder } from "./search_dense_static.ts";
import { decodeTable } from "./search_dense_table.ts";
import { type KindQuery, loadTuningPool } from "./search_eval.ts";
import { loadAsym } from "./search_dense_asym.ts";
import { buildSearchIndex } from "../src/catalog/search.ts";
import { UseSource } from "./search_dense_use.ts";

const KINDS = ["easy", "paraphrase", "hard"] as const;
type Rank = (q: string) => number[] | Promise<number[]>;

function arg(name: string): string | undefined {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : undefined;
}

/** Rank of the first relevant tool (0-based), or Infinity. */
function firstHit(ranked: number[], relevant: Set<number>): number {
  const at = ranked.findIndex((d) => relevant.has(d));
  return at < 0 ? Infinity : at;
}

interface Row {
  kind: string;
  base: number;
  ranks: Map<string, number>;
  /** Rank of the first relevant tool when the ranker's top 50 are re-sorted by the signal. */
  reranked: Map<string, number>;
  /** Pearson correlation of the signal's cosines with GloVe's over the ranker's top 50. */
  withGlove: Map<string, number>;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length, ma = a.reduce((x, y) => x + y, 0) / n, mb = b.reduce((x, y) => x + y, 0) / n;
  let ab = 0, aa = 0, bb = 0;
  for (let i = 0; i < n; i++) {
    ab += (a[i] - ma) * (b[i] - mb);
    aa += (a[i] - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  }
  return aa === 0 || bb === 0 ? NaN : ab / Math.sqrt(aa * bb);
}

const { tools, sets: pool } = await loadTuningPool();
const config = searchConfig();
const fields = tools.map((t) => denseFields(toDoc(t, toEntry(t)!, config), config));
const byName = new Map(tools.map((t, i) => [t.qualifiedName, i]));
const all = () => true;
const rankers = new Map<string, Rank>();
/** Each signal's cosine with every tool for a query, to re-rank the ranker's own candidates. */
type Cosine = (q: string) => Promise<((doc: number) => number) | null>;
const cosines = new Map<string, Cosine>();
const glove = new DenseIndex(wordVectors()!, fields);
rankers.set("GloVe SIF average", (q) => {
  const v = glove.embed(q);
  return v === null ? [] : glove.top(v, 50, all).map((s) => s.doc);
});
cosines.set("GloVe SIF average", (q) => {
  const v = glove.embed(q);
  return Promise.resolve(v === null ? null : (d: number) => glove.cosine(v, d));
});
// --table a.bin,b.bin and --sif 0.001,0.01 compare several tables and weightings in one run.
const timings = new Map<string, number[]>();
const tables = arg("table")?.split(",") ?? [];
for (const path of tables) {
  const table = decodeTable(await Deno.readFile(path));
  for (const sif of (arg("sif") ?? `${STATIC_SIF}`).split(",").map(Number)) {
    const distilled = new StaticDenseIndex(new StaticEmbedder(table, sif), fields);
    const name = `distilled ${path} (${table.dims} dims, ` +
      `${table.words.length} words, sif ${sif})`;
    const times: number[] = [];
    rankers.set(name, (q) => {
      const t0 = performance.now();
      const v = distilled.embed(q);
      const top = v === null ? [] : distilled.top(v, 50, all).map((s) => s.doc);
      times.push(performance.now() - t0);
      return top;
    });
    timings.set(name, times);
    cosines.set(name, (q) => {
      const v = distilled.embed(q);
      return Promise.resolve(v === null ? null : (d: number) => distilled.cosine(v, d));
    });
  }
}
if (Deno.args.includes("--asym")) {
  const asym = await loadAsym(
    tools,
    arg("asym-table") ?? ".tmp/d512.bin",
    0.01,
    arg("map") ?? ".tmp/asym_map.f32",
  );
  const times: number[] = [];
  rankers.set("asymmetric (mapped static query, USE-lite tools)", (q) => {
    const t0 = performance.now();
    const v = asym.embed(q);
    times.push(performance.now() - t0);
    return v === null ? [] : asym.top(v, 50, all).map((s) => s.doc);
  });
  timings.set("asymmetric: query embedding only", times);
  cosines.set("asymmetric (mapped static query, USE-lite tools)", (q) => {
    const v = asym.embed(q);
    return Promise.resolve(v === null ? null : (d: number) => asym.cosine(v, d));
  });
}
if (Deno.args.includes("--use")) {
  const use = await UseSource.load(tools);
  const vector = async (q: string) => use.embed(q) ?? (await use.fill(), use.embed(q)!);
  rankers.set("USE-lite (full model)", async (q) => {
    return use.top(await vector(q), 50, all).map((s) => s.doc);
  });
  cosines.set("USE-lite (full model)", async (q) => {
    const v = await vector(q);
    return (d: number) => use.cosine(v, d);
  });
}
const ranker = buildSearchIndex(tools);
const rows: Row[] = [];
// --kinds hard keeps only those kinds (the semantic gap is in the hard queries).
const kinds = arg("kinds")?.split(",");
for (const queries of pool) {
  for (const q of (queries as KindQuery[]).filter((q) => kinds?.includes(q.kind) ?? true)) {
    const relevant = new Set(q.relevant.map((n) => byName.get(n)!).filter((d) => d !== undefined));
    const hits = ranker.search(q.query, { limit: 50 }).map((h) => byName.get(h.qualifiedName)!);
    const base = firstHit(hits, relevant);
    const ranks = new Map<string, number>();
    for (const [name, rank] of rankers) ranks.set(name, firstHit(await rank(q.query), relevant));
    const reranked = new Map<string, number>(), withGlove = new Map<string, number>();
    const gloveOf = await cosines.get("GloVe SIF average")!(q.query);
    for (const [name, cosine] of cosines) {
      const of = await cosine(q.query);
      if (of === null) continue;
      reranked.set(name, firstHit([...hits].sort((a, b) => of(b) - of(a)), relevant));
      if (gloveOf !== null) withGlove.set(name, pearson(hits.map(of), hits.map(gloveOf)));
    }
    rows.push({ kind: q.kind, base, ranks, reranked, withGlove });
  }
}
const share = (rs: Row[], ok: (r: Row) => boolean) => `${rs.filter(ok).length}/${rs.length}`;
console.log(`${rows.length} queries, ${tools.length} tools`);
console.log(
  "| signal | kind | recall@5 | recall@50 | new in ranker top 50 | new in ranker top 5 |",
);
console.log("|---|---|---|---|---|---|");
for (const name of [...rankers.keys(), "Toolgate ranker"]) {
  for (const kind of ["all", ...KINDS]) {
    const rs = rows.filter((r) => kind === "all" || r.kind === kind);
    const at = (r: Row) => name === "Toolgate ranker" ? r.base : r.ranks.get(name)!;
    console.log(
      `| ${name} | ${kind} | ${share(rs, (r) => at(r) < 5)} | ${share(rs, (r) => at(r) < 50)} | ` +
        `${share(rs, (r) => r.base >= 50 && at(r) < 50)} | ${
          share(rs, (r) => r.base >= 5 && at(r) < 5)
        } |`,
    );
  }
}
// Re-ranking power: the ranker's own top 50 re-sorted by each signal alone, and how much the
// signal's cosines follow GloVe's over those candidates (a signal that follows GloVe adds little).
console.log(
  "\n| signal | ranker top 50 re-sorted: hits@5 | easy | paraphrase | hard | mean r with GloVe |",
);
console.log("|---|---|---|---|---|---|");
for (const name of cosines.keys()) {
  const hit = (rs: Row[]) => rs.filter((r) => (r.reranked.get(name) ?? Infinity) < 5).length;
  const rs = rows.map((r) => r.withGlove.get(name)).filter((x): x is number => Number.isFinite(x));
  const mean = rs.reduce((a, b) => a + b, 0) / Math.max(1, rs.length);
  console.log(
    `| ${name} | ${hit(rows)} | ${
      KINDS.map((k) => hit(rows.filter((r) => r.kind === k))).join(" | ")
    } | ${mean.toFixed(2)} |`,
  );
}
// Wall time of one query's embedding and its scan of every tool (this machine is shared).
for (const [name, times] of timings) {
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.floor(p * (sorted.length - 1))].toFixed(3);
  console.log(
    `${name} (${tools.length} tools): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
}
