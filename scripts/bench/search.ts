/**
 * Tool search latency over a 10,000-tool catalogue built from the labelled corpus.
 * Baseline, measured in the same run: a linear substring scan over the same tools
 * (what a gateway without an index does). Wall time suffers on a shared machine, so
 * per-call process CPU time is reported too. Run: deno run -A scripts/bench/search.ts
 */
import process from "node:process";
import { buildSearchIndex, type SearchableTool } from "../../src/catalog/search.ts";
import { loadCorpus } from "../search_quality.ts";

const CATALOGUE_SIZE = 10_000;
const QUERIES = 2_000;
const WARMUP = 200;

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

export async function benchSearch(): Promise<Record<string, unknown>> {
  const { tools: corpus, queries: labelled } = await loadCorpus();
  const tools = replicate(corpus, CATALOGUE_SIZE);
  const next = rng(42);
  const queries = makeQueries(labelled.map((q) => q.query), corpus, next);

  const loadBefore = Deno.loadavg()[0];
  const heapBefore = Deno.memoryUsage().heapUsed;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const index = buildSearchIndex(tools);
  const buildMs = performance.now() - t0;
  const buildCpu = process.cpuUsage(c0);
  const heapMb = (Deno.memoryUsage().heapUsed - heapBefore) / 1e6;

  const denied = new Set(tools.filter((_, i) => i % 2 === 1).map((t) => t.qualifiedName));
  const allow = (n: string) => !denied.has(n);
  const haystacks = tools.map((t) =>
    `${t.qualifiedName} ${t.title ?? ""} ${t.description ?? ""}`.toLowerCase()
  );
  const search = time(queries, (q) => index.search(q));
  const searchAllow = time(queries, (q) => index.search(q, { limit: 10, allow }));
  const baseline = time(queries, (q) => linearScan(haystacks, q));
  const typos = tools.slice(0, 500).map((t) => t.qualifiedName.replace(/[aeiou]/, ""));
  const suggest = time(typos, (n) => index.suggest(n));
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

  return {
    name: "search",
    tools: index.size,
    queries: queries.length,
    loadAvg1m: { before: loadBefore, after: Deno.loadavg()[0] },
    build: {
      wallMs: Math.round(buildMs),
      cpuMs: Math.round((buildCpu.user + buildCpu.system) / 1000),
      heapMb: Math.round(heapMb),
    },
    search,
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
