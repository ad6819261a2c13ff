/**
 * Why a labelled tool is absent from the ranker's top K (round 24): for every query of the tuning
 * pool, ranked with a translation table learned from the other sets only (leave-one-set-out, as
 * search_translate_cv.ts does), the rank of the first labelled tool within K; for each miss with
 * no labelled tool in the top K, where the query's words meet the labelled tool, if anywhere (the
 * first kind that applies, for the labelled tool that meets it best):
 *   lead-rare   a word in the name, title or first sentence held by under 1% of tools
 *   lead-common only words held by 1% of tools or more, in the name, title or first sentence
 *   desc-rest   only in the description's other sentences
 *   params      only in parameter names or their descriptions
 *   enum        only in parameter enum values (not indexed)
 *   server      only in the server's name or its other tools' texts
 *   none        no processed word in common with the tool or its server
 * Run: deno run -A scripts/search_recall.ts [--depth 40] [--kinds hard] [--dump FILE] [--show N]
 */
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";
import { MAX_QUERY_TERMS } from "../src/catalog/search_options.ts";
import { paramText } from "../src/catalog/search_schema.ts";
import { processTerm, queryTerms, tokenize } from "../src/catalog/search_text.ts";
import { loadTuningPool } from "./search_eval.ts";
import { catalogueTerms, tableOf } from "./search_translate_data.ts";

const arg = (name: string, fallback: string) => {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : fallback;
};
const depth = Number(arg("--depth", "40"));
const kinds = new Set(arg("--kinds", "hard").split(","));
const { tools, names, sets } = await loadTuningPool();

const terms = (text: string) =>
  new Set(tokenize(text).map(processTerm).filter((t): t is string => t !== null));
/** Every string enum value in a schema, a few levels down. */
function enums(schema: unknown, depthLeft = 3): string[] {
  if (typeof schema !== "object" || schema === null || depthLeft < 0) return [];
  const s = schema as Record<string, unknown>;
  const own = Array.isArray(s.enum) ? s.enum.filter((v) => typeof v === "string") : [];
  const kids = Object.values(s).flatMap((v) =>
    Array.isArray(v) ? v.flatMap((x) => enums(x, depthLeft - 1)) : enums(v, depthLeft - 1)
  );
  return [...own, ...kids];
}
interface Fields {
  lead: Set<string>;
  rest: Set<string>;
  params: Set<string>;
  enumTerms: Set<string>;
  server: string;
}
const byName = new Map<string, Fields>();
const serverTerms = new Map<string, Set<string>>();
const df = new Map<string, number>();
for (const t of tools as SearchableTool[]) {
  const d = t.description ?? "";
  const cut = d.search(/[.!?](\s|$)/);
  const first = cut >= 0 ? d.slice(0, cut + 1) : d;
  const p = paramText(t.inputSchema, 4000);
  const f: Fields = {
    lead: terms(`${t.name} ${t.title ?? ""} ${first}`),
    rest: terms(d.slice(first.length)),
    params: terms(`${p.names} ${p.docs}`),
    enumTerms: terms(enums(t.inputSchema).join(" ")),
    server: t.serverSlug,
  };
  byName.set(t.qualifiedName, f);
  const all = new Set([...f.lead, ...f.rest, ...f.params, ...f.enumTerms]);
  for (const w of all) df.set(w, (df.get(w) ?? 0) + 1);
  const st = serverTerms.get(t.serverSlug) ?? new Set(terms(`${t.serverSlug} ${t.serverName}`));
  for (const w of all) st.add(w);
  serverTerms.set(t.serverSlug, st);
}
const rare = (w: string) => (df.get(w) ?? 0) < 0.01 * byName.size;
const ORDER = ["lead-rare", "lead-common", "desc-rest", "params", "enum", "server", "none"];
function why(q: string[], label: string): string {
  const f = byName.get(label);
  if (f === undefined) return "none";
  const has = (s: Set<string>) => q.some((w) => s.has(w));
  if (q.some((w) => f.lead.has(w) && rare(w))) return "lead-rare";
  if (has(f.lead)) return "lead-common";
  if (has(f.rest)) return "desc-rest";
  if (has(f.params)) return "params";
  if (has(f.enumTerms)) return "enum";
  if (has(serverTerms.get(f.server) ?? new Set())) return "server";
  return "none";
}

const catalogue = catalogueTerms(tools);
const index = buildSearchIndex(tools);
const tally = new Map<string, number>();
const rows: string[] = [];
const dump: unknown[] = [];
let inTop5 = 0, inTopK = 0, counted = 0;
sets.forEach((queries, s) => {
  index.useTranslations(tableOf(sets.filter((_, i) => i !== s), catalogue));
  for (const q of queries) {
    if (!kinds.has(q.kind)) continue;
    counted++;
    const ranked = index.search(q.query, { limit: depth }).map((h) => h.qualifiedName);
    const rank = ranked.findIndex((n) => q.relevant.includes(n));
    if (rank >= 0 && rank < 5) inTop5++;
    if (rank >= 0) inTopK++;
    if (rank >= 0) continue;
    const qt = queryTerms(q.query, MAX_QUERY_TERMS);
    const reasons = q.relevant.map((l) => why(qt, l));
    const best = ORDER.find((r) => reasons.includes(r)) ?? "none";
    tally.set(best, (tally.get(best) ?? 0) + 1);
    dump.push({ set: names[s], query: q.query, kind: q.kind, relevant: q.relevant, why: best });
    rows.push(`${best}\t${names[s]}\t${q.query}\t${q.relevant.join(",")}`);
  }
});
console.log(
  `${counted} queries (${[...kinds]}): ${inTop5} in the top 5, ${inTopK} in the top ${depth}`,
);
console.log(`${counted - inTopK} with no labelled tool in the top ${depth}:`);
for (const r of ORDER) console.log(`  ${r.padEnd(12)} ${tally.get(r) ?? 0}`);
const show = Number(arg("--show", "0"));
if (show > 0) console.log(rows.slice(0, show).join("\n"));
const out = arg("--dump", "");
if (out !== "") await Deno.writeTextFile(out, JSON.stringify(dump, null, 1));
