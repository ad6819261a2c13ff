/**
 * Retrieval quality of the tool search on the labelled corpus in tests/fixtures/tool_corpus.
 * The ranking was tuned on these queries: a tuning set. Held-out figures: scripts/search_eval.ts.
 * Run: deno run -A scripts/search_quality.ts [--verbose]
 */
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";

export interface LabelledQuery {
  query: string;
  relevant: string[];
}

export interface QualityReport {
  tools: number;
  queries: number;
  /** Share of queries with at least one relevant tool in the top 5. */
  recallAt5: number;
  /** Mean of |relevant ∩ top5| / min(|relevant|, 5). */
  meanRecallAt5: number;
  /** Mean reciprocal rank of the first relevant tool within the top 10 (0 when absent). */
  mrr: number;
  misses: { query: string; relevant: string[]; top5: string[] }[];
}

const CORPUS = new URL("../tests/fixtures/tool_corpus/", import.meta.url);

export async function loadCorpus(): Promise<{ tools: SearchableTool[]; queries: LabelledQuery[] }> {
  const tools = JSON.parse(await Deno.readTextFile(new URL("tools.json", CORPUS)));
  const queries = JSON.parse(await Deno.readTextFile(new URL("queries.json", CORPUS)));
  return { tools, queries };
}

export function evaluate(tools: SearchableTool[], queries: LabelledQuery[]): QualityReport {
  const index = buildSearchIndex(tools);
  let hits = 0;
  let recallSum = 0;
  let rrSum = 0;
  const misses: QualityReport["misses"] = [];
  for (const { query, relevant } of queries) {
    const ranked = index.search(query, { limit: 10 }).map((h) => h.qualifiedName);
    const top5 = ranked.slice(0, 5);
    const found = top5.filter((n) => relevant.includes(n)).length;
    if (found > 0) hits++;
    else misses.push({ query, relevant, top5 });
    recallSum += found / Math.min(relevant.length, 5);
    const rank = ranked.findIndex((n) => relevant.includes(n));
    rrSum += rank >= 0 ? 1 / (rank + 1) : 0;
  }
  const n = Math.max(1, queries.length);
  return {
    tools: index.size,
    queries: queries.length,
    recallAt5: hits / n,
    meanRecallAt5: recallSum / n,
    mrr: rrSum / n,
    misses,
  };
}

if (import.meta.main) {
  const { tools, queries } = await loadCorpus();
  const report = evaluate(tools, queries);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const summary = {
    tools: report.tools,
    queries: report.queries,
    recallAt5: round(report.recallAt5),
    meanRecallAt5: round(report.meanRecallAt5),
    mrr: round(report.mrr),
    misses: report.misses.length,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (Deno.args.includes("--verbose")) {
    for (const m of report.misses) console.log(JSON.stringify(m));
  }
}
