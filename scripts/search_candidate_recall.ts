/**
 * Candidate sources for goal-style queries (round 29, step 3): before any ranking change, how
 * often each source's first K tools hold a labelled tool, and how often it holds one that none of
 * the ranker's candidates holds (its top 50, its lexical top 100 and its dense and named-server
 * additions, from search_trace.ts). Sources, each over the tuning pool's catalogue
 * (loadTuningPool: no unscored set is read):
 *   ranker   the live ranker's order (at most 50: search caps `limit`)
 *   bm25     plain BM25 over name, title and description
 *   server   the servers ranked by BM25 over a document of all their tools' text and their
 *            package name; the best server's tools first (each server's tools by plain BM25), then
 *            the next server's
 *   params   BM25 over parameter names and parameter descriptions only
 * Run: deno run -A scripts/search_candidate_recall.ts [--kinds hard,paraphrase] [--sets a,b]
 */
import MiniSearch from "minisearch";
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";
import { paramText } from "../src/catalog/search_schema.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import { traceBlend } from "../src/catalog/search_trace.ts";
import { loadTuningPool } from "./search_eval.ts";

const arg = (name: string, fallback: string) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] : fallback;
};
const kinds = arg("kinds", "hard,paraphrase").split(",");
const { tools, names, sets } = await loadTuningPool();
const groups: Record<string, (set: string) => boolean> = {
  pool: () => true,
  "h25-28": (s) => ["heldout25", "heldout26", "heldout27", "heldout28"].includes(s),
};
const DEPTHS = [40, 100];

/** A plain BM25 ranker over one text per item, returning item numbers best first. */
function bm25(texts: string[]): (q: string, k: number) => number[] {
  const ms = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    tokenize: (t) => tokenize(t).map((w) => w.toLowerCase()),
  });
  ms.addAll(texts.map((text, id) => ({ id, text })));
  return (q, k) => ms.search(q).slice(0, k).map((r) => r.id as number);
}

const toolText = (t: SearchableTool) => `${t.name} ${t.title ?? ""} ${t.description ?? ""}`;
const plain = bm25(tools.map(toolText));
const params = bm25(tools.map((t) => {
  const p = paramText(t.inputSchema, 4000);
  return `${p.names} ${p.docs}`;
}));
const slugs = [...new Set(tools.map((t) => t.serverSlug))];
const toolsOf = new Map(slugs.map((s) => [s, [] as number[]]));
tools.forEach((t, d) => toolsOf.get(t.serverSlug)!.push(d));
const serverRank = bm25(slugs.map((s) => {
  const own = toolsOf.get(s)!;
  return `${tools[own[0]].serverName} ${own.map((d) => toolText(tools[d])).join(" ")}`;
}));
function byServer(q: string, k: number, plainOrder: number[]): number[] {
  const order = new Map(plainOrder.map((d, i) => [d, i]));
  const out: number[] = [];
  for (const s of serverRank(q, 20)) {
    const own = [...toolsOf.get(slugs[s])!];
    own.sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b);
    out.push(...own);
    if (out.length >= k) break;
  }
  return out.slice(0, k);
}

const index = buildSearchIndex(tools);
const docOf = new Map(tools.map((t, d) => [t.qualifiedName, d]));
let candidates = new Set<number>();
traceBlend((t) => {
  for (const s of [...t.lexical, ...t.near]) candidates.add(s.doc);
});

/** Each source's first 100 tools for one query (one BM25 pass each; the ranker's top 50). */
function lists(q: string): Record<string, number[]> {
  const all = plain(q, tools.length);
  return {
    ranker: index.search(q, { limit: 50 }).map((h) => docOf.get(h.qualifiedName)!),
    bm25: all.slice(0, 100),
    server: byServer(q, 100, all),
    params: params(q, 100),
  };
}

type Counts = Record<string, number>;
const count: Record<string, Counts> = {};
const bump = (group: string, key: string) => {
  count[group] ??= {};
  count[group][key] = (count[group][key] ?? 0) + 1;
};
sets.forEach((qs, s) => {
  for (const q of qs) {
    if (!kinds.includes(q.kind)) continue;
    const rel = new Set(q.relevant.map((n) => docOf.get(n)));
    const holds = (docs: Iterable<number>) => [...docs].some((d) => rel.has(d));
    candidates = new Set();
    const got = lists(q.query);
    const ranker = new Set([...candidates, ...got.ranker]);
    const keys = [`${q.kind} queries`];
    if (holds(got.ranker.slice(0, 5))) keys.push(`${q.kind} ranker top 5`);
    if (holds(ranker)) keys.push(`${q.kind} ranker candidates (top 50, lexical 100, added)`);
    const others = (k: number) => ["bm25", "server", "params"].flatMap((n) => got[n].slice(0, k));
    for (
      const [name, list] of [
        ...Object.entries(got),
        ...DEPTHS.map((k) => [`any@${k}`, others(k)] as const),
      ]
    ) {
      for (const k of name === "ranker" ? [40, 50] : name.startsWith("any") ? [Infinity] : DEPTHS) {
        const top = list.slice(0, k), label = `${q.kind} ${name}${k < Infinity ? `@${k}` : ""}`;
        if (holds(top)) keys.push(label);
        if (holds(top) && !holds(ranker)) keys.push(`${label} new`);
      }
    }
    for (const [g, on] of Object.entries(groups)) if (on(names[s])) keys.forEach((k) => bump(g, k));
  }
});
traceBlend(null);
console.log(`| source | ${Object.keys(groups).join(" | ")} |`);
const keys = [...new Set(Object.values(count).flatMap((c) => Object.keys(c)))].sort();
for (const k of keys) {
  console.log(`| ${k} | ${Object.keys(groups).map((g) => count[g]?.[k] ?? 0).join(" | ")} |`);
}
