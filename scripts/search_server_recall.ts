/**
 * Round 32 (issue 14), measurement only: would a server-level candidate source reach the servers
 * of goal-style queries the ranker misses? Per server, a profile (package name, slug, every tool's
 * name, title and description) is ranked by BM25 and by GloVe best-sentence cosine; for the
 * goal-style (hard) queries whose labelled tools are not among the ranker's candidates today, it
 * counts how often the labelled server is in the top k, and what adding those servers' tools costs.
 * Run: deno run -A scripts/search_server_recall.ts [--json out.json]   (the 32 default sets only)
 */
import MiniSearch from "minisearch";
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";
import { type DenseFields, DenseIndex } from "../src/catalog/search_dense.ts";
import { sentences } from "../src/catalog/search_sentences.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import { traceBlend } from "../src/catalog/search_trace.ts";
import { wordVectors } from "../src/catalog/search_vectors.ts";
import { DEFAULT_SETS, loadTuningPool } from "./search_eval.ts";

const KS = [1, 3, 5] as const;
type Retriever = (q: string) => string[];

/** One profile per server slug: its name line and each tool's name, title and description. */
export function profiles(tools: SearchableTool[]) {
  const by = new Map<string, SearchableTool[]>();
  for (const t of tools) by.set(t.serverSlug, [...(by.get(t.serverSlug) ?? []), t]);
  return [...by].map(([slug, ts]) => ({ slug, name: ts[0].serverName ?? slug, tools: ts }));
}
export type Profile = ReturnType<typeof profiles>[number];

export function bm25(ps: Profile[]): Retriever {
  const ms = new MiniSearch<{ id: number; slug: string; text: string }>({
    fields: ["text"],
    storeFields: ["slug"],
    tokenize: (text) => tokenize(text).map((t) => t.toLowerCase()),
  });
  ms.addAll(ps.map((p, id) => ({
    id,
    slug: p.slug,
    text: [
      p.name,
      p.slug,
      ...p.tools.map((t) => `${t.name} ${t.title ?? ""} ${t.description ?? ""}`),
    ]
      .join("\n"),
  })));
  return (q) => ms.search(q).slice(0, Math.max(...KS)).map((r) => r.slug as string);
}

/** Best-sentence cosine: a server scores its closest row (name line, tool head, sentence). */
export function glove(ps: Profile[]): Retriever {
  const vectors = wordVectors();
  if (!vectors) throw new Error("word vectors not installed");
  const rows: DenseFields[] = [];
  const owner: number[] = [];
  ps.forEach((p, s) => {
    const add = (text: string) => {
      rows.push([[text, 1]]);
      owner.push(s);
    };
    add(`${p.name.replace(/[@/_-]/g, " ")} ${p.slug.replace(/[_-]/g, " ")}`);
    for (const t of p.tools) {
      add(`${t.name.replace(/[_-]/g, " ")} ${t.title ?? ""}`);
      for (const sentence of sentences(t.description ?? "")) add(sentence);
    }
  });
  const dense = new DenseIndex(vectors, rows);
  return (q) => {
    const v = dense.embed(q);
    if (!v) return [];
    const best = new Float64Array(ps.length).fill(-2);
    for (let r = 0; r < rows.length; r++) {
      best[owner[r]] = Math.max(best[owner[r]], dense.cosine(v, r));
    }
    return [...best.keys()].sort((a, b) => best[b] - best[a]).slice(0, Math.max(...KS))
      .map((s) => ps[s].slug);
  };
}

interface Tally {
  goal: number;
  subset: number;
  serverReached: number;
  found: Record<string, number>;
  foundReached: Record<string, number>;
  cost: Record<string, number>;
}

const emptyTally = (): Tally => ({
  goal: 0,
  subset: 0,
  serverReached: 0,
  found: {},
  foundReached: {},
  cost: {},
});

function add(into: Tally, from: Tally) {
  into.goal += from.goal;
  into.subset += from.subset;
  into.serverReached += from.serverReached;
  for (const f of ["found", "foundReached", "cost"] as const) {
    for (const [k, v] of Object.entries(from[f])) into[f][k] = (into[f][k] ?? 0) + v;
  }
}

if (import.meta.main) {
  const { tools, names, sets } = await loadTuningPool();
  const ps = profiles(tools);
  const size = new Map(ps.map((p) => [p.slug, p.tools.length]));
  const docsOf = new Map(ps.map((p) => [p.slug, p.tools.map((t) => t.qualifiedName)]));
  const serverOf = new Map(tools.map((t) => [t.qualifiedName, t.serverSlug]));
  const retrievers: [string, Retriever][] = [["bm25", bm25(ps)], ["glove", glove(ps)]];
  const index = buildSearchIndex(tools);
  let cands = new Set<string>();
  traceBlend((t) => {
    for (const s of [...t.lexical, ...t.near]) cands.add(tools[s.doc].qualifiedName);
  });
  const bump = (r: Record<string, number>, k: string, by = 1) => (r[k] = (r[k] ?? 0) + by);
  const perSet: [string, Tally][] = [];
  for (const [i, name] of names.entries()) {
    const t = emptyTally();
    for (const q of sets[i].filter((x) => x.kind === "hard")) {
      t.goal++;
      cands = new Set();
      for (const h of index.search(q.query, { limit: 50 })) cands.add(h.qualifiedName);
      const tops = Object.fromEntries(retrievers.map(([n, r]) => [n, r(q.query)]));
      for (const k of KS) {
        const pick = {
          bm25: tops.bm25.slice(0, k),
          glove: tops.glove.slice(0, k),
          union: [...new Set([...tops.bm25.slice(0, k), ...tops.glove.slice(0, k)])],
        };
        for (const [n, slugs] of Object.entries(pick)) {
          const extra = slugs.flatMap((s) => docsOf.get(s)!).filter((d) => !cands.has(d)).length;
          bump(t.cost, `${n}@${k}`, extra);
        }
      }
      if (q.relevant.some((r) => cands.has(r))) continue;
      t.subset++;
      const servers = new Set(q.relevant.map((r) => serverOf.get(r)).filter((s) => s));
      const reached = [...cands].some((c) => servers.has(serverOf.get(c)));
      if (reached) t.serverReached++;
      for (const k of KS) {
        const b = tops.bm25.slice(0, k), g = tops.glove.slice(0, k);
        const hit = {
          bm25: b.some((s) => servers.has(s)),
          glove: g.some((s) => servers.has(s)),
          union: [...b, ...g].some((s) => servers.has(s)),
        };
        for (const [n, ok] of Object.entries(hit)) {
          if (!ok) continue;
          bump(t.found, `${n}@${k}`);
          if (reached) bump(t.foundReached, `${n}@${k}`);
        }
      }
    }
    perSet.push([name, t]);
    console.error(`${name}: ${t.subset} of ${t.goal} goal-style queries outside the candidates`);
  }
  traceBlend(null);
  const pool = emptyTally(), recent = emptyTally();
  for (const [n, t] of perSet) {
    add(pool, t);
    if (["heldout27", "heldout28", "heldout29", "heldout30"].includes(n)) add(recent, t);
  }
  const rows = [...perSet, ["held-out 27–30", recent] as [string, Tally], ["pool", pool] as [
    string,
    Tally,
  ]];
  const keys = ["bm25", "glove", "union"].flatMap((n) => KS.map((k) => `${n}@${k}`));
  const pct = (a: number, b: number) => b ? `${a} (${Math.round((100 * a) / b)} %)` : "0";
  console.log(
    `| set | goal | outside | ${keys.join(" | ")} |\n|---|---|---|${"---|".repeat(keys.length)}`,
  );
  for (const [n, t] of rows) {
    console.log(
      `| ${n} | ${t.goal} | ${t.subset} | ${
        keys.map((k) => pct(t.found[k] ?? 0, t.subset)).join(" | ")
      } |`,
    );
  }
  console.log(`\nextra candidates per goal-style query\n\n| set | ${keys.join(" | ")} |`);
  console.log(`|---|${"---|".repeat(keys.length)}`);
  for (const [n, t] of rows) {
    const c = keys.map((k) => ((t.cost[k] ?? 0) / Math.max(1, t.goal)).toFixed(1));
    console.log(`| ${n} | ${c.join(" | ")} |`);
  }
  console.log(`\nby whether the server already has a tool among the candidates (pool)\n`);
  console.log(`| group | n | ${keys.join(" | ")} |\n|---|---|${"---|".repeat(keys.length)}`);
  for (const [n, r] of [["held-out 27–30", recent], ["pool", pool]] as [string, Tally][]) {
    const none = r.subset - r.serverReached;
    const f = (k: string) => (r.found[k] ?? 0) - (r.foundReached[k] ?? 0);
    console.log(
      `| ${n}: server reached | ${r.serverReached} | ${
        keys.map((k) => pct(r.foundReached[k] ?? 0, r.serverReached)).join(" | ")
      } |`,
    );
    console.log(
      `| ${n}: server not reached | ${none} | ${keys.map((k) => pct(f(k), none)).join(" | ")} |`,
    );
  }
  console.log(
    `\n${ps.length} servers (mean ${
      (tools.length / ps.length).toFixed(1)
    } tools); sets: ${DEFAULT_SETS.length}; largest server ${Math.max(...size.values())} tools`,
  );
  const out = Deno.args.indexOf("--json");
  if (out >= 0) {
    Deno.writeTextFileSync(Deno.args[out + 1], JSON.stringify(Object.fromEntries(rows), null, 1));
  }
}
