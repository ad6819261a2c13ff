/**
 * Tool search latency, build cost and memory over a 10,000-tool catalogue replicated from the
 * real-server corpus (tests/fixtures/search). Baselines, measured in the same run: the lexical
 * ranker without word vectors (timed interleaved, query by query, with the default), plain BM25
 * (minisearch defaults, no expansion) and a linear substring scan. Wall time suffers on a
 * shared machine, so per-call process CPU time is reported too.
 * Run: deno run -A scripts/bench/search.ts
 */
import process from "node:process";
import MiniSearch from "minisearch";
import { buildSearchIndex, type SearchableTool } from "../../src/catalog/search.ts";
import type { SearchConfig } from "../../src/catalog/search_config.ts";
import { warmThesaurus } from "../../src/catalog/search_thesaurus.ts";
import { wordVectors } from "../../src/catalog/search_vectors.ts";
import { tokenize } from "../../src/catalog/search_text.ts";
import { loadSearchCorpus, ROUND4 } from "../search_eval.ts";

const CATALOGUE_SIZE = 10_000;
const QUERIES = 2_000;
const WARMUP = 200;
/** The ranker before word vectors: same lexical index and expansion, no re-ranking. */
const LEXICAL = { dense: 0, conceptMin: 0 };
/** The previous release (round 4): no expansion gate, hypernyms and associations on. */
const PREVIOUS = ROUND4;

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Copies of the corpus under per-tenant server slugs, so every qualified name is unique. */
export function replicate(tools: SearchableTool[], size: number): SearchableTool[] {
  const out: SearchableTool[] = [];
  for (let copy = 0; out.length < size; copy++) {
    for (const t of tools) {
      if (out.length >= size) break;
      const slug = copy === 0 ? t.serverSlug : `${t.serverSlug}_t${copy}`;
      const serverName = copy === 0 ? t.serverName : `${t.serverName} (tenant ${copy})`;
      out.push({ ...t, serverSlug: slug, serverName, qualifiedName: `${slug}__${t.name}` });
    }
  }
  return out;
}

function makeQueries(labelled: string[], tools: SearchableTool[], next: () => number): string[] {
  const vocab = [...new Set(tools.flatMap((t) => `${t.title} ${t.description}`.split(/\W+/)))]
    .filter((w) => w.length > 2);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const out: string[] = [];
  for (let i = 0; i < QUERIES; i++) {
    if (i % 2 === 0) out.push(labelled[(i / 2) % labelled.length]);
    else out.push(Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(vocab)).join(" "));
  }
  return out;
}

/** The naive alternative: lower-case substring match of each query word against every tool. */
function linearScan(haystacks: string[], query: string): number[] {
  const words = query.toLowerCase().split(/\W+/).filter((w) => w.length > 2);
  const scored: [number, number][] = [];
  for (let i = 0; i < haystacks.length; i++) {
    let n = 0;
    for (const w of words) if (haystacks[i].includes(w)) n++;
    if (n > 0) scored.push([i, n]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, 10).map(([i]) => i);
}

type Stats = { p50: number; p99: number; mean: number; max: number };

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { p50: r(at(0.5)), p99: r(at(0.99)), mean: r(mean), max: r(s[s.length - 1]) };
}

/** Wall and process-CPU milliseconds per call, after a warm-up. */
function time(queries: string[], fn: (q: string) => unknown): { wall: Stats; cpu: Stats } {
  for (const q of queries.slice(0, WARMUP)) fn(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const q of queries) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn(q);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: stats(wall), cpu: stats(cpu) };
}

/** Like `time`, but the rankers take turns on each query, so load spikes hit them alike. */
function interleaved(queries: string[], fns: ((q: string) => unknown)[]) {
  for (const q of queries.slice(0, WARMUP)) for (const fn of fns) fn(q);
  const cpu: number[][] = fns.map(() => []);
  const wall: number[][] = fns.map(() => []);
  queries.forEach((q, i) => {
    for (let j = 0; j < fns.length; j++) {
      const k = (i + j) % fns.length; // alternate which ranker goes first
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      fns[k](q);
      wall[k].push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[k].push((c.user + c.system) / 1000);
    }
  });
  return fns.map((_, k) => ({ wall: stats(wall[k]), cpu: stats(cpu[k]) }));
}

/** Wall ms, CPU ms and heap/external/RSS growth (MB) of one build step. */
function measureBuild<T>(fn: () => T): { value: T; cost: Record<string, number> } {
  (globalThis as { gc?: () => void }).gc?.();
  const m0 = Deno.memoryUsage();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const m1 = Deno.memoryUsage();
  const mb = (x: number) => Math.round(x / 1e5) / 10;
  return {
    value,
    cost: {
      wallMs: Math.round(wallMs),
      cpuMs: Math.round((c.user + c.system) / 1000),
      heapMb: mb(m1.heapUsed - m0.heapUsed),
      externalMb: mb(m1.external - m0.external),
      rssMb: mb(m1.rss - m0.rss),
    },
  };
}

/** Median build CPU ms of each config over `rounds` builds, taking turns, so load hits all alike. */
function buildCpuInterleaved(
  tools: SearchableTool[],
  configs: Record<string, Partial<SearchConfig>>,
  rounds: number,
): Record<string, number> {
  const samples: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    const names = Object.keys(configs);
    for (const name of r % 2 === 0 ? names : names.reverse()) {
      const c0 = process.cpuUsage();
      buildSearchIndex(tools, configs[name]);
      const c = process.cpuUsage(c0);
      (samples[name] ??= []).push((c.user + c.system) / 1000);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([n, xs]) => [n, Math.round(stats(xs).p50)]),
  );
}

function plainBm25(tools: SearchableTool[]): (q: string) => unknown {
  const ms = new MiniSearch<SearchableTool & { id: number }>({
    fields: ["name", "title", "description"],
    tokenize: (text) => tokenize(text).map((t) => t.toLowerCase()),
  });
  ms.addAll(tools.map((t, id) => ({ ...t, id })));
  return (q) => ms.search(q).slice(0, 10);
}

export async function benchSearch(): Promise<Record<string, unknown>> {
  const { tools: corpus, tuning, heldout } = await loadSearchCorpus();
  const tools = replicate(corpus, CATALOGUE_SIZE);
  const next = rng(42);
  const labelled = [...tuning, ...heldout].map((q) => q.query);
  const queries = makeQueries(labelled, corpus, next);

  const loadBefore = Deno.loadavg()[0];
  const thesaurus = measureBuild(() => warmThesaurus());
  const vectors = measureBuild(() => wordVectors());
  const lexicalBuilt = measureBuild(() => buildSearchIndex(tools, LEXICAL));
  const previousBuilt = measureBuild(() => buildSearchIndex(tools, PREVIOUS));
  const built = measureBuild(() => buildSearchIndex(tools));
  const index = built.value;
  const bm25Built = measureBuild(() => plainBm25(tools));

  const denied = new Set(tools.filter((_, i) => i % 2 === 1).map((t) => t.qualifiedName));
  const allow = (n: string) => !denied.has(n);
  const haystacks = tools.map((t) =>
    `${t.qualifiedName} ${t.title ?? ""} ${t.description ?? ""}`.toLowerCase()
  );
  const [search, lexical, previous] = interleaved(queries, [
    (q) => index.search(q),
    (q) => lexicalBuilt.value.search(q),
    (q) => previousBuilt.value.search(q),
  ]);
  const searchAllow = time(queries, (q) => index.search(q, { limit: 10, allow }));
  const baseline = time(queries, (q) => linearScan(haystacks, q));
  const bm25 = time(queries, bm25Built.value);
  const lexicalOnly = buildSearchIndex(tools, { ...LEXICAL, wordnet: false });
  const searchNoWordnet = time(queries, (q) => lexicalOnly.search(q));
  const typos = tools.slice(0, 500).map((t) => t.qualifiedName.replace(/[aeiou]/, ""));
  const suggest = time(typos, (n) => index.suggest(n));
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  const builds = buildCpuInterleaved(tools, { current: {}, previous: PREVIOUS }, 4);

  return {
    name: "search",
    tools: index.size,
    queries: queries.length,
    loadAvg1m: { before: loadBefore, after: Deno.loadavg()[0] },
    startup: {
      thesaurusLoad: { ok: thesaurus.value, ...thesaurus.cost },
      wordVectorsLoad: { words: vectors.value?.rows.size ?? 0, ...vectors.cost },
      build: built.cost,
      baselineLexicalBuild: lexicalBuilt.cost,
      ratioBuildCpuToLexical: ratio(built.cost.cpuMs, lexicalBuilt.cost.cpuMs),
      ratioBuildHeapToLexical: ratio(built.cost.heapMb, lexicalBuilt.cost.heapMb),
      baselinePreviousBuild: previousBuilt.cost,
      ratioBuildCpuToPrevious: ratio(built.cost.cpuMs, previousBuilt.cost.cpuMs),
      /** Four builds of each, interleaved: the single builds above are too noisy to compare. */
      medianBuildCpuMs: builds,
      ratioMedianBuildCpuToPrevious: ratio(builds.current, builds.previous),
      baselinePlainBm25Build: bm25Built.cost,
      ratioBuildCpuToBm25: ratio(built.cost.cpuMs, bm25Built.cost.cpuMs),
      ratioBuildHeapToBm25: ratio(built.cost.heapMb, bm25Built.cost.heapMb),
    },
    search,
    baselineLexical: lexical,
    ratioToLexical: {
      cpuP50: ratio(search.cpu.p50, lexical.cpu.p50),
      cpuP99: ratio(search.cpu.p99, lexical.cpu.p99),
      wallP99: ratio(search.wall.p99, lexical.wall.p99),
    },
    baselinePreviousRound4: previous,
    ratioToPrevious: {
      cpuP50: ratio(search.cpu.p50, previous.cpu.p50),
      cpuP99: ratio(search.cpu.p99, previous.cpu.p99),
      wallP99: ratio(search.wall.p99, previous.wall.p99),
    },
    searchWithoutWordnetOrVectors: searchNoWordnet,
    baselinePlainBm25: bm25,
    ratioToPlainBm25: {
      wallP99: ratio(search.wall.p99, bm25.wall.p99),
      cpuP99: ratio(search.cpu.p99, bm25.cpu.p99),
    },
    searchAllowHalfDenied: searchAllow,
    baselineLinearScan: baseline,
    ratioToBaseline: {
      wallP50: ratio(search.wall.p50, baseline.wall.p50),
      wallP99: ratio(search.wall.p99, baseline.wall.p99),
      cpuP50: ratio(search.cpu.p50, baseline.cpu.p50),
      cpuP99: ratio(search.cpu.p99, baseline.cpu.p99),
    },
    suggest,
    targetP99Ms: 5,
    meetsTargetWall: search.wall.p99 <= 5 && searchAllow.wall.p99 <= 5,
    meetsTargetCpu: search.cpu.p99 <= 5 && searchAllow.cpu.p99 <= 5,
  };
}

if (import.meta.main) {
  console.log(JSON.stringify(await benchSearch(), null, 2));
}
