/**
 * Candidate sources for goal-style queries, judged leave-one-set-out (round 24): `--source domain`
 * (below) or `--source cooc` (catalogue co-occurrence, further below). Round 24's measurement
 * (scripts/search_recall.ts) found that 190 of the pool's 700 hard queries with no labelled tool
 * in the top 40 share words only with the labelled tool's server (its name or its other tools),
 * not with the tool. This simulates a source that brings a server's tools in when the query speaks
 * its domain, over the ranker's own deep list (its top 50, with scores: MAX_LIMIT caps a search):
 *   domain(s) = Σ server-idf of the query words server s holds / Σ server-idf of the query words
 *               any server holds (server-idf = ln(S / servers holding the word));
 *   the `top` servers with domain ≥ `floor` lift each of their tools by `weight` × domain(s)
 *   (tools outside the deep list join, ordered among themselves by their own share of the query).
 * Each set is ranked with a translation table learned from the other sets; the (top, floor,
 * weight) setting is chosen on the other 25 sets per fold (search_cv.ts), so every figure is on
 * queries neither the table nor the setting saw.
 * `cooc`: each query word w missing from a tool reaches the tool's words t that co-occur with w
 * within the catalogue's tool texts (normalised PMI ≥ `floor`, at least 3 tools together, the
 * `top` best per w); a tool is lifted by `weight` × Σ_w max_t npmi(w, t) / |query words|.
 * Run: deno run -A scripts/search_candidates_cv.ts [--source domain|cooc] [--cache FILE]
 *      [--quick] (the off row and the diagnosis only)
 */
import { buildSearchIndex, MAX_LIMIT } from "../src/catalog/search.ts";
import { MAX_QUERY_TERMS } from "../src/catalog/search_options.ts";
import { queryTerms } from "../src/catalog/search_text.ts";
import { leaveOneSetOut, type Scored } from "./search_cv.ts";
import { loadTuningPool } from "./search_eval.ts";
import { catalogueTerms, tableOf } from "./search_translate_data.ts";

const arg = (name: string, fallback: string) => {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : fallback;
};
const deep = MAX_LIMIT;
const cacheFile = arg("--cache", "");
const { tools, names, sets } = await loadTuningPool();
const catalogue = catalogueTerms(tools);

type Deep = [string, number][];
/** The ranker's deep list per query, each set ranked with its leave-one-set-out table. */
async function deepLists(): Promise<Deep[][]> {
  if (cacheFile !== "") {
    try {
      return JSON.parse(await Deno.readTextFile(cacheFile));
    } catch { /* not cached yet */ }
  }
  const index = buildSearchIndex(tools);
  const out = sets.map((queries, s) => {
    index.useTranslations(tableOf(sets.filter((_, i) => i !== s), catalogue));
    return queries.map((q) =>
      index.search(q.query, { limit: deep }).map((h) =>
        [h.qualifiedName, h.score] as [string, number]
      )
    );
  });
  if (cacheFile !== "") await Deno.writeTextFile(cacheFile, JSON.stringify(out));
  return out;
}
const lists = await deepLists();

// Server vocabularies: every processed word of every tool of a server, and its server words.
const vocab = new Map<string, Set<string>>();
const toolsOf = new Map<string, string[]>();
for (const [name, t] of catalogue.tools) {
  const v = vocab.get(t.server) ?? new Set<string>();
  for (const w of [...t.all, ...t.serverTerms]) v.add(w);
  vocab.set(t.server, v);
  toolsOf.set(t.server, [...toolsOf.get(t.server) ?? [], name]);
}
const sf = new Map<string, number>();
for (const v of vocab.values()) for (const w of v) sf.set(w, (sf.get(w) ?? 0) + 1);
const S = vocab.size;
const idf = (w: string) => Math.log(S / (sf.get(w) ?? S));
const toolDf = (w: string) => catalogue.df.get(w) ?? 0;

/** domain(s) for every server holding a query word, best first. */
function domains(q: string[]): [string, number][] {
  const words = [...new Set(q)].filter((w) => sf.has(w));
  const total = words.reduce((a, w) => a + idf(w), 0);
  if (total <= 0) return [];
  const score = new Map<string, number>();
  for (const [s, v] of vocab) {
    let x = 0;
    for (const w of words) if (v.has(w)) x += idf(w);
    if (x > 0) score.set(s, x / total);
  }
  return [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/** A tool's own share of the query words, by tool-idf: orders tools outside the deep list. */
function own(q: string[], tool: string): number {
  const t = catalogue.tools.get(tool);
  if (t === undefined) return 0;
  const all = new Set(t.all);
  return q.reduce((a, w) => a + (all.has(w) ? Math.log(catalogue.size / (1 + toolDf(w))) : 0), 0);
}

interface Setting {
  top: number;
  floor: number;
  weight: number;
  /** 1: only tools already in the deep list are lifted (a re-scoring, no new candidates). */
  onlyListed: number;
  /** The first server's domain must exceed the next one's by this much (one domain spoken). */
  gap: number;
}
// Catalogue co-occurrence: tools holding both words, over the words 3 to 5% of tools hold at most.
const source = arg("--source", "domain");
const N = catalogue.size;
const mid = (w: string) => toolDf(w) >= 3 && toolDf(w) <= 0.05 * N;
const holders = new Map<string, string[]>();
const together = new Map<string, Map<string, number>>();
if (source === "cooc") {
  for (const [name, t] of catalogue.tools) {
    const ws = t.terms.filter(mid);
    for (const a of ws) {
      holders.set(a, [...holders.get(a) ?? [], name]);
      const row = together.get(a) ?? new Map<string, number>();
      for (const b of ws) if (b !== a) row.set(b, (row.get(b) ?? 0) + 1);
      together.set(a, row);
    }
  }
}
/** The `top` words co-occurring with w by normalised PMI ≥ floor, at least 3 tools together. */
function expansions(w: string, top: number, floor: number): [string, number][] {
  const out: [string, number][] = [];
  for (const [t, c] of together.get(w) ?? []) {
    if (c < 3) continue;
    const npmi = Math.log((N * c) / (toolDf(w) * toolDf(t))) / -Math.log(c / N);
    if (npmi >= floor) out.push([t, npmi]);
  }
  return out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top);
}
/** Per tool, Σ over query words it lacks of the best npmi that reaches one of its words. */
function coocLift(q: string[], top: number, floor: number): Map<string, number> {
  const words = [...new Set(q)];
  const lift = new Map<string, number>();
  for (const w of words) {
    const best = new Map<string, number>();
    for (const [t, v] of expansions(w, top, floor)) {
      for (const tool of holders.get(t) ?? []) {
        if ((best.get(tool) ?? 0) < v) best.set(tool, v);
      }
    }
    for (const [tool, v] of best) {
      if (catalogue.tools.get(tool)?.terms.includes(w)) continue;
      lift.set(tool, (lift.get(tool) ?? 0) + v / words.length);
    }
  }
  return lift;
}
/** The domain source's lift: domain(s) for each tool of the `top` servers at or over `floor`. */
function domainLift(doms: [string, number][], p: Setting): Map<string, number> {
  const lift = new Map<string, number>();
  const lifted = doms.slice(0, p.top).filter(([, d]) => d >= p.floor);
  if (lifted.length > 0 && lifted[0][1] - (doms[1]?.[1] ?? 0) < p.gap) return lift;
  for (const [s, d] of lifted) for (const tool of toolsOf.get(s) ?? []) lift.set(tool, d);
  return lift;
}
function rerank(q: string[], list: Deep, lift: Map<string, number>, p: Setting): string[] {
  if (p.weight === 0) return list.map(([n]) => n);
  const score = new Map(list);
  for (const [tool, v] of lift) {
    if (p.onlyListed === 1 && !score.has(tool)) continue;
    const base = score.get(tool) ?? 1e-6 * own(q, tool);
    score.set(tool, base + p.weight * v);
  }
  return [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([n]) => n);
}

const grid: Setting[] = [{ top: 0, floor: 0, weight: 0, onlyListed: 0, gap: 0 }];
const quick = Deno.args.includes("--quick");
if (source === "cooc" && !quick) {
  for (const onlyListed of [0, 1]) {
    for (const top of [3, 10]) {
      for (const floor of [0.3, 0.5]) {
        for (const weight of [0.05, 0.1, 0.2, 0.4]) {
          grid.push({ top, floor, weight, onlyListed, gap: 0 });
        }
      }
    }
  }
}
for (const onlyListed of source === "domain" && !quick ? [0, 1] : []) {
  for (const gap of [0, 0.1, 0.2]) {
    for (const top of [1, 2, 3]) {
      for (const floor of [0.3, 0.5]) {
        for (const weight of [0.05, 0.1, 0.15]) grid.push({ top, floor, weight, onlyListed, gap });
      }
    }
  }
}
const kinds = ["easy", "paraphrase", "hard"] as const;
type Row = Scored & { at40: number[]; kinds: number[][] };
const prepared = sets.map((queries, s) =>
  queries.map((q, i) => {
    const terms = queryTerms(q.query, MAX_QUERY_TERMS);
    const doms = domains(terms);
    const lifts = new Map<string, Map<string, number>>();
    const liftOf = (p: Setting) => {
      const key = `${p.top} ${p.floor} ${p.gap}`;
      let l = lifts.get(key);
      if (l === undefined) {
        lifts.set(
          key,
          l = source === "cooc" ? coocLift(terms, p.top, p.floor) : domainLift(doms, p),
        );
      }
      return l;
    };
    return { q, terms, doms, liftOf, list: lists[s][i] };
  })
);
const rows: Row[] = grid.map((p, g) => {
  const row: Row = { values: [g], hits: [], rr: [], at40: [], kinds: [] };
  for (const set of prepared) {
    let hits = 0, rr = 0, at40 = 0;
    const byKind = [0, 0, 0];
    for (const { q, terms, liftOf, list } of set) {
      const ranked = rerank(terms, list, liftOf(p), p);
      const rank = ranked.findIndex((n) => q.relevant.includes(n));
      if (rank >= 0) rr += 1 / (rank + 1);
      if (rank >= 0 && rank < 40) at40++;
      if (rank >= 0 && rank < 5) (hits++, byKind[kinds.indexOf(q.kind)]++);
    }
    row.hits.push(hits), row.rr.push(rr), row.at40.push(at40), row.kinds.push(byKind);
  }
  return row;
});
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const label = (p: Setting) =>
  p.weight === 0
    ? "off"
    : `top ${p.top} floor ${p.floor} w ${p.weight} gap ${p.gap}${p.onlyListed ? " listed" : ""}`;
const n = total(sets.map((s) => s.length));
console.log(`${n} queries; deep list ${deep}; ${S} servers`);
for (const r of rows) {
  const k = kinds.map((_, i) => total(r.kinds.map((x) => x[i]))).join("/");
  console.log(
    `${label(grid[r.values[0]]).padEnd(26)} ${total(r.hits)} [${k}] @40 ${total(r.at40)} MRR ${
      (total(r.rr) / n).toFixed(3)
    }`,
  );
}
const folds = leaveOneSetOut(rows, sets.length);
const off = rows[0];
let loso = 0, loso40 = 0, rr = 0;
const perSet: string[] = [];
const byKind = [0, 0, 0];
folds.forEach((f, s) => {
  const r = rows.find((x) => x.values === f.chosen.values) ?? rows[0];
  loso += r.hits[s], loso40 += r.at40[s], rr += r.rr[s];
  r.kinds[s].forEach((v, i) => byKind[i] += v);
  perSet.push(`${names[s]} ${r.hits[s] - off.hits[s]} (${label(grid[r.values[0]])})`);
});
console.log(
  `leave-one-set-out: ${loso} [${byKind.join("/")}] @40 ${loso40} MRR ${
    (rr / n).toFixed(3)
  } vs off ${total(off.hits)} @40 ${total(off.at40)}`,
);
console.log(perSet.join("\n"));

// For the queries with no labelled tool in the top 40: where the labelled tool's server ranks by
// domain, and how many tools that server has (the choice left once the server is found).
const serverRank: number[] = [], sizes: number[] = [];
prepared.forEach((set) =>
  set.forEach(({ q, doms, list }) => {
    if (list.slice(0, 40).some(([n]) => q.relevant.includes(n))) return;
    const servers = new Set(q.relevant.map((n) => catalogue.tools.get(n)?.server));
    const r = doms.findIndex(([s]) => servers.has(s));
    serverRank.push(r);
    if (r >= 0 && r < 3) sizes.push(toolsOf.get(doms[r][0])?.length ?? 0);
  })
);
const within = (lo: number, hi: number) => serverRank.filter((r) => r >= lo && r < hi).length;
console.log(
  `no label in the top 40: ${serverRank.length}; the label's server by domain: 1st ${
    within(0, 1)
  }, 2nd-3rd ${within(1, 3)}, 4th-10th ${within(3, 10)}, lower ${
    serverRank.filter((r) => r >= 10).length
  }, holds no query word ${
    serverRank.filter((r) => r < 0).length
  }; tools on those top-3 servers: median ${sizes.sort((a, b) => a - b)[sizes.length >> 1]}`,
);
