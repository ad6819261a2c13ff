/**
 * Tool search quality on the corpus of real MCP servers in tests/fixtures/search/ (built by
 * scripts/build_search_corpus.ts): recall@5 and MRR by query kind, on the tuning sets and on the
 * held-out set, for Toolgate's ranker, its ablations, plain BM25 and token overlap.
 * Run: deno run -A scripts/search_eval.ts [--sets heldout4,heldout3,tuning,…] [--json] [--ablations]
 *      The default run scores the sixty-seven tuning sets (held-out 4 is one since round 4, held-out
 *      5 since round 5, held-out 6 since round 6, held-out 7 since round 7, held-out 8 since round
 *      8, held-out 9 since round 9, held-out 10 since round 10, held-out 11 since round 11,
 *      held-out 12 since round 12, held-out 13 since round 13, held-out 14 since round 15, held-out
 *      15 since round 16, held-out 16 since round 17, held-out 17 since round 18, held-out 18 since
 *      round 19, held-out 19 since round 20, held-out 20 since round 21, held-out 21 since round 22, held-out 22
 *      since round 23, held-out 23 and 24 since round 24, held-out 25 since round 26, held-out 26 since round 27, held-out 27 since round 28, held-out 28 since round 29, held-out 29 since round 30, held-out 30 since round 31, held-out 31 since round 33, held-out 32 since round 34, held-out 33 since round 35, held-out 34 and 35 since round 36, held-out 36 since round 37, held-out 37 and 38 since round 38, held-out 39 and 40 since round 41, held-out 41 and 42 since round 42, held-out 43 and 44 since round 44, held-out 45 and 46 since round 46, held-out 47 and 48 since round 48, held-out 49 and 50 since round 49, held-out 51 and 52 since round 50, held-out 53 since round 51, held-out 54 since round 52, held-out 55 since round 53, held-out 56 since round 54, held-out 57 since round 55, held-out 58 since round 56, held-out 59 since round 57, held-out 60 since round 58, held-out 61 and 62 since round 59, held-out 63 since round 61, held-out 64 since round 62, held-out 65 since round 63), every set ranked over all sixty-four batches; a run naming fewer later sets ranks over fewer batches.
 *      Held-out 11 (an eighth non-tuner's, about the tenth batch) was scored once on round 10
 *      (0.543); held-out 12 (a ninth non-tuner's, about the eleventh batch) once on round 11
 *      (0.599); held-out 13 (a tenth non-tuner's, about the twelfth batch) once on round 12
 *      (0.592); held-out 14 (an eleventh non-tuner's, about the thirteenth batch) once on round 14
 *      (0.704); held-out 15 (a twelfth non-tuner's, about the fourteenth batch) once on round 15
 *      (0.589); held-out 16 (a thirteenth non-tuner's, about the fifteenth batch) once on round 16
 *      (0.519); held-out 17 (a fourteenth non-tuner's, about the sixteenth batch) once on round 17
 *      (0.559); held-out 18 (a fifteenth non-tuner's, about the seventeenth batch) once on round 18
 *      (0.453); held-out 19 (a sixteenth non-tuner's, about the eighteenth batch) once on round 19
 *      (0.475); held-out 20 (a seventeenth non-tuner's, about the nineteenth batch, `--sets
 *      heldout20`) once on round 20 (0.549), round 21's tuning set; held-out 21 (an eighteenth
 *      non-tuner's, about the twentieth batch) once on round 21 (0.536), round 22's tuning set.
 *      Held-out 22 (a nineteenth non-tuner's, about the twenty-first batch) once on round 22
 *      (0.622), round 23's tuning set.
 *      Held-out 23 (a twentieth non-tuner's, about the twenty-second batch) once on round 23
 *      (0.582), round 24's tuning set.
 *      Held-out 24 (a twenty-first non-tuner's, about the twenty-third batch) once on round 23
 *      (0.607), a tuning set from round 24 on.
 *      Held-out 25 (a twenty-second non-tuner's, about the twenty-fourth batch) once after round 24
 *      (0.455), a tuning set from round 26 on.
 *      Held-out 26 (a twenty-third non-tuner's, about the twenty-fifth batch) once after round 26
 *      (0.491), a tuning set from round 27 on.
 *      Held-out 27 (a twenty-fourth non-tuner's, about the twenty-sixth batch) once after round 27
 *      (0.533), a tuning set from round 28 on.
 *      Held-out 28 (a twenty-fifth non-tuner's, about the twenty-seventh batch) once after round 28
 *      (0.568), a tuning set from round 29 on.
 *      Held-out 29 (a twenty-sixth non-tuner's, about the twenty-eighth batch; two of its servers
 *      transcribed from source) once after round 29 (0.620; paraphrase 0.905), spent: round 30's
 *      tuning set; `--sets heldout29` selects it by name.
 *      Held-out 30 (a twenty-seventh non-tuner's, about the twenty-ninth batch; five of its six
 *      servers transcribed from source) once after round 30 (0.553; paraphrase 0.780), spent: round
 *      31's tuning set; `--sets heldout30` selects it by name.
 *      Held-out 31 (a twenty-eighth non-tuner's, about the thirtieth batch; all three of its
 *      servers transcribed from source) once at the start of the seventh session on round 31's
 *      table (0.536; paraphrase 0.779), spent: round 33's tuning set; `--sets heldout31` selects it.
 *      Held-out 32 (a twenty-ninth non-tuner's, about the thirty-first batch; all three of its
 *      servers transcribed from source) once at 18:40 on round 33's table (0.597; paraphrase
 *      0.795), spent: round 34's tuning set; `--sets heldout32` selects it by name.
 *      Held-out 33 (a thirtieth non-tuner's, about the thirty-second batch; all three of its
 *      servers transcribed from source) once at the start of the eighth session on round 34's
 *      table (0.568; paraphrase 0.800), spent: round 35's tuning set; `--sets heldout33` selects it.
 *      Held-out 34 (a thirty-first non-tuner's, about the thirty-third batch; both of its servers
 *      transcribed from source) once in the eighth session on round 35's table (0.571;
 *      paraphrase 0.850), spent: round 36's tuning set; `--sets heldout34` selects it by name.
 *      Held-out 35 (a thirty-second non-tuner's, about the thirty-fourth batch; all three of its
 *      servers transcribed from source) once at the start of the ninth session on round 35's table
 *      (0.494; paraphrase 0.614), spent: round 36's tuning set; `--sets heldout35` selects it by name.
 *      Held-out 36 (a thirty-third non-tuner's, about the thirty-fifth batch; all three of its
 *      servers transcribed from source) once in the ninth session on round 36's table (0.421;
 *      paraphrase 0.541), spent: round 37's tuning set; `--sets heldout36` selects it by name.
 *      Held-out 37 (a thirty-fourth non-tuner's, about the thirty-sixth batch; all three of its
 *      servers transcribed from source) once in the ninth session, after round 37, as the lead's
 *      pre-registered test of the server-text scale (0.483 off, 0.500 on: adopted), spent: round 38's
 *      tuning set; `--sets heldout37` selects it by name.
 *      Held-out 38 (a thirty-fifth non-tuner's, about the thirty-seventh batch; all three of its
 *      servers transcribed from source) once at the start of the tenth 2026-11-30 session, on the ninth
 *      session's final code (0.543; paraphrase 0.778), spent: round 38's tuning set; `--sets heldout38`
 *      selects it by name.
 *      Held-out 39 (a thirty-sixth non-tuner's, about the thirty-eighth batch; all three of its
 *      servers transcribed from source) once in the tenth session, after rounds 38–40 (0.440;
 *      paraphrase 0.544; the session's starting ranker 0.435), spent: round 41's tuning set;
 *      `--sets heldout39` selects it by name.
 *      Held-out 40 (a thirty-seventh non-tuner's, about the thirty-ninth batch; all three of its
 *      servers transcribed from source) once at the start of the eleventh 2026-11-30 session, on the
 *      tenth session's final code (0.508; paraphrase 0.655), spent: round 41's tuning set;
 *      `--sets heldout40` selects it by name.
 *      Held-out 41 (a thirty-eighth non-tuner's, about the fortieth batch; all four of its
 *      servers transcribed from source) once in the eleventh 2026-11-30 session, after round 41
 *      (0.473; paraphrase 0.627; the session's starting ranker 0.473), spent: round 42's tuning set;
 *      `--sets heldout41` selects it by name.
 *      Held-out 42 (a thirty-ninth non-tuner's, about the forty-first batch; all five of its
 *      servers transcribed from source) once at the start of the twelfth 2026-11-30 session, on the
 *      eleventh session's final code (0.603; paraphrase 0.797), spent: round 42's tuning set;
 *      `--sets heldout42` selects it by name.
 *      Held-out 43 (a fortieth non-tuner's, about the forty-second batch; all five of its servers
 *      transcribed from source) once in the twelfth 2026-11-30 session, after rounds 42–43 (0.571;
 *      paraphrase 0.880; the session's starting ranker 0.571), spent: round 44's tuning set;
 *      `--sets heldout43` selects it by name.
 *      Held-out 44 (a forty-first non-tuner's, about the forty-third batch; all three of its servers
 *      transcribed from source) once at the start of the thirteenth 2026-11-30 session, on the
 *      twelfth session's final code (0.353; paraphrase 0.375), spent: round 44's tuning set;
 *      `--sets heldout44` selects it by name.
 *      Held-out 45 (a forty-second non-tuner's, about the forty-fourth batch; all four of its servers
 *      transcribed from source) once at the end of the thirteenth 2026-11-30 session, after rounds
 *      44–45 (0.444; paraphrase 0.528; the session's starting ranker 0.444), spent: round 46's
 *      tuning set; `--sets heldout45` selects it by name.
 *      Held-out 46 (a forty-third non-tuner's, about the forty-fifth batch; all four of its servers
 *      transcribed from source) once at the start of the fourteenth 2026-11-30 session, on the
 *      thirteenth session's final ranker (db0e40c; 0.382; paraphrase 0.447, hard 0.000), spent:
 *      round 46's tuning set; `--sets heldout46` selects it by name.
 *      Held-out 47 (a forty-fourth non-tuner's, about the forty-sixth batch; its five servers read
 *      from source, three of them started and listed) once at the end of the fourteenth
 *      2026-11-30 session, after rounds 46–47 (0.405; paraphrase 0.467, hard 0.032; the session's
 *      starting ranker 0.405), spent: round 48's tuning set; `--sets heldout47` selects it by name.
 *      Held-out 48 (a forty-fifth non-tuner's, about the forty-seventh batch; its four servers read
 *      from source, two of them started and listed) once at the start of the fifteenth 2026-11-30
 *      session, on the fourteenth session's final ranker (bb95556; 0.482; paraphrase 0.613, hard
 *      0.067), spent: round 48's tuning set; `--sets heldout48` selects it by name.
 *      Held-out 49 (a forty-sixth non-tuner's, about the forty-eighth batch; its four servers read
 *      from source, one of them started and listed) once at the end of the fifteenth 2026-11-30
 *      session, after round 48 (0.460; paraphrase 0.600, hard 0.046; the session's starting ranker
 *      0.466), spent: round 49's tuning set; `--sets heldout49` selects it by name.
 *      Held-out 50 (a forty-seventh non-tuner's, about the forty-ninth batch; its four servers read
 *      from source, two of them started and listed, one listed in memory) once at the start of the
 *      sixteenth 2026-11-30 session, on the fifteenth session's final ranker (797e1c1; 0.619;
 *      paraphrase 0.922, hard 0.049), spent: round 49's tuning set; `--sets heldout50` selects it by name.
 *      Held-out 51 (a forty-eighth non-tuner's, about the fiftieth batch; its four servers read
 *      from source, each started and listed) once at the end of the sixteenth 2026-11-30 session,
 *      after round 49 (0.480; paraphrase 0.638, hard 0.031; the session's starting ranker 0.480),
 *      spent: round 50's tuning set; `--sets heldout51` selects it by name.
 *      Held-out 52 (a forty-ninth non-tuner's, about the fifty-first batch; its four servers read
 *      from source, all four started and listed) once at the start of the seventeenth 2026-11-30
 *      session, on the sixteenth session's final ranker (ee5e01b8; 0.503; paraphrase 0.697, hard
 *      0.016), spent: round 50's tuning set; `--sets heldout52` selects it by name.
 *      Held-out 53 (a fiftieth non-tuner's, about the fifty-second batch; its four servers read
 *      from source, all four started and listed) once at the end of the seventeenth 2026-11-30
 *      session, after round 50 (0.576; paraphrase 0.802, hard 0.076; the session's starting ranker
 *      0.571), spent: round 51's tuning set; `--sets heldout53` selects it by name.
 *      Held-out 54 (a fifty-first non-tuner's, about the fifty-third batch; its four servers read
 *      from source, all four started and listed) once at the start of the eighteenth 2026-11-30
 *      session, on the seventeenth's final ranker (3f5cb870; 0.505; paraphrase 0.696, hard 0.014),
 *      spent: round 52's tuning set; `--sets heldout54` selects it by name.
 *      Held-out 55 (a fifty-second non-tuner's, about the fifty-fourth batch; its four servers read
 *      from source, three started and listed, Beszel's Python read with `ast`) once in the
 *      eighteenth 2026-11-30 session, after round 52 (0.504; paraphrase 0.716, hard 0.011; the
 *      session's starting ranker 0.504), spent: round 53's tuning set; `--sets heldout55` selects it.
 *      Held-out 56 (a fifty-third non-tuner's, about the fifty-fifth batch; its four servers read
 *      from source, two of them started and listed, two read by an `ast` extractor) once at the
 *      start of the nineteenth 2026-12-01 session, on the eighteenth's final ranker (ac37f643;
 *      0.491; paraphrase 0.654, hard 0.079), spent: round 54's tuning set; `--sets heldout56` selects it.
 *      Held-out 57 (a fifty-fourth non-tuner's, about the fifty-sixth batch; its four Python servers
 *      read from source, each imported with its missing packages stubbed and its tools listed) once
 *      in the nineteenth 2026-12-01 session, after round 54 (0.438; paraphrase 0.573, hard 0.000;
 *      the session's starting ranker 0.438), spent: round 55's tuning set; `--sets heldout57` selects it.
 *      Held-out 58 (a fifty-fifth non-tuner's, about the fifty-seventh batch; its four servers read
 *      from source, three of them started and listed, NetBox's Python read by an `ast` extractor)
 *      once at the start of the twentieth 2026-12-01 session, on the nineteenth's final ranker
 *      (efce3815; 0.599; paraphrase 0.861, hard 0.065), spent: round 56's tuning set;
 *      `--sets heldout58` selects it.
 *      Held-out 59 (a fifty-sixth non-tuner's, about the fifty-eighth batch; its four servers read
 *      from source, two TypeScript ones started and listed, two Python ones read by `ast`) once in
 *      the twentieth 2026-12-01 session, after round 56 (0.572; paraphrase 0.869, hard 0.000; the
 *      session's starting ranker 0.572), spent: round 57's tuning set; `--sets heldout59` selects it.
 *      Held-out 60 (a fifty-seventh non-tuner's, about the fifty-ninth batch; its four TypeScript
 *      servers read from source, each started and listed by the MCP SDK's Client) once at the start of
 *      the twenty-first 2026-12-01 session, on the twentieth's final ranker (6981eaba; 0.614;
 *      paraphrase 0.847, hard 0.121), spent: round 58's tuning set; `--sets heldout60` selects it.
 *      Held-out 61 (a fifty-eighth non-tuner's, about the sixtieth batch; its four servers read from
 *      source, three TypeScript ones started and listed by the MCP SDK's Client, one Python one read
 *      by `ast`) once at the start of the twenty-second 2026-12-01 session, on the twenty-first's
 *      final ranker (7065bccf; 0.674; paraphrase 1.000, hard 0.091; BM25 0.397), spent: round 59's
 *      tuning set; `--sets heldout61` selects it by name.
 *      Held-out 62 (a fifty-ninth non-tuner's, about the sixty-first batch; its four servers read
 *      from source, two TypeScript ones started and listed, two Python ones read by `ast`) once at the
 *      start of the twenty-third session (2026-12-01), on the twenty-second's final ranker (14fa19ce;
 *      0.568; paraphrase 0.812, hard 0.045; BM25 0.405), spent: round 59's tuning set;
 *      `--sets heldout62` selects it by name.
 *      Held-out 63 (a sixtieth non-tuner's, about the sixty-second batch; its four servers read
 *      from source, three TypeScript ones started and listed by the MCP SDK's Client, one Python one
 *      read by `ast`) once at the start of the twenty-fourth session (2026-12-02), on the
 *      twenty-third's final ranker (f68d6f7b; 0.688; paraphrase 0.953, hard 0.206; BM25 0.376), spent:
 *      round 61's tuning set; `--sets heldout63` selects it by name.
 *      Held-out 64 (a sixty-first non-tuner's, about the sixty-third batch; its four servers read
 *      from source, one TypeScript one started and listed by the MCP SDK's Client, three Python ones
 *      read by `ast`) once at the start of the twenty-fifth session (2026-12-02), on the
 *      twenty-fourth's final ranker (b4c7eecb; 0.707; paraphrase 1.000, hard 0.214; BM25 0.574), spent:
 *      round 62's tuning set; `--sets heldout64` selects it by name.
 *      Held-out 65 (a sixty-second non-tuner's, about the sixty-fourth batch; its four servers read
 *      from source, one TypeScript one built and listed by the MCP SDK's Client, three Python ones
 *      read by `ast`) once at the start of the twenty-sixth session (2026-12-02), on the
 *      twenty-fifth's final ranker (39dc12c8; 0.642; paraphrase 0.882, hard 0.194; BM25 0.363), spent:
 *      round 63's tuning set; `--sets heldout65` selects it by name.
 *      Held-out 66 (a sixty-third non-tuner's, about the sixty-fifth batch; its four servers read
 *      from source, one TypeScript one built and listed by the MCP SDK's Client, three Python ones
 *      read by `ast`) once at the start of the twenty-seventh session (2026-12-02), on the
 *      twenty-sixth's final ranker (df8e1aa6; 0.642; paraphrase 0.976, hard 0.083; BM25 0.389); not
 *      yet joined to the default sets: `--sets heldout66` selects it by name.
 *      deno run -A scripts/search_eval.ts --misses tuning|tuning2|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25
 */
import MiniSearch from "minisearch";
import { buildSearchIndex, type SearchableTool } from "../src/catalog/search.ts";
import { DEFAULT_CONFIG, type SearchConfig } from "../src/catalog/search_config.ts";
import { tokenize } from "../src/catalog/search_text.ts";
import type { CorpusServer } from "./build_search_corpus.ts";

export interface KindQuery {
  kind: "easy" | "paraphrase" | "hard";
  query: string;
  relevant: string[];
}

type Ranker = (query: string) => string[];
const KINDS = ["easy", "paraphrase", "hard"] as const;
const DIR = new URL("../tests/fixtures/search/", import.meta.url);

async function json<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, DIR))) as T;
}

function searchable(servers: CorpusServer[]): SearchableTool[] {
  return servers.flatMap((s) =>
    s.tools.map((t) => ({
      qualifiedName: `${s.slug}__${t.name}`,
      name: t.name,
      serverSlug: s.slug,
      serverName: s.package,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema,
    }))
  );
}

/** The tuning sets over the first two batches; held-out 4 and the third batch are not read. */
export async function loadSearchCorpus() {
  // The existing sets are ranked over the first two batches: held-out 3 asks about the second.
  const secondBatch = await json<CorpusServer[]>("corpus2.json");
  const servers = [...await json<CorpusServer[]>("corpus.json"), ...secondBatch];
  return {
    servers,
    secondBatch: new Set(secondBatch.map((s) => s.slug)),
    tools: searchable(servers),
    tuning: await json<KindQuery[]>("queries_tuning.json"),
    /** Written after the first held-out run, to tune the word-vector signal (docs/search.md). */
    tuning2: await json<KindQuery[]>("queries_tuning2.json"),
    /** Held-out 1 and 2 were scored, then their misses guided round 2: tuning sets now. */
    heldout: await json<KindQuery[]>("queries_heldout.json"),
    heldout2: await json<KindQuery[]>("queries_heldout2.json"),
    /** About the second batch (corpus2.json); scored in round 2, a tuning set since round 3. */
    heldout3: await json<KindQuery[]>("queries_heldout3.json"),
  };
}

/**
 * The later held-out sets, each by a writer who did not tune, and the batch of servers it asks
 * about (held-out k is about corpus<k-1>.json). Each batch is kept apart so that adding one
 * leaves every earlier set's figures unchanged; a set is read only when named.
 */
export const LATER_SETS = {
  heldout4: 3,
  heldout5: 4,
  heldout6: 5,
  heldout7: 6,
  heldout8: 7,
  heldout9: 8,
  heldout10: 9,
  heldout11: 10,
  heldout12: 11,
  heldout13: 12,
  heldout14: 13,
  heldout15: 14,
  heldout16: 15,
  heldout17: 16,
  heldout18: 17,
  heldout19: 18,
  heldout20: 19,
  heldout21: 20,
  heldout22: 21,
  heldout23: 22,
  heldout24: 23,
  heldout25: 24,
  heldout26: 25,
  heldout27: 26,
  heldout28: 27,
  heldout29: 28,
  heldout30: 29,
  heldout31: 30,
  heldout32: 31,
  heldout33: 32,
  heldout34: 33,
  heldout35: 34,
  heldout36: 35,
  heldout37: 36,
  heldout38: 37,
  heldout39: 38,
  heldout40: 39,
  heldout41: 40,
  heldout42: 41,
  heldout43: 42,
  heldout44: 43,
  heldout45: 44,
  heldout46: 45,
  heldout47: 46,
  heldout48: 47,
  heldout49: 48,
  heldout50: 49,
  heldout51: 50,
  heldout52: 51,
  heldout53: 52,
  heldout54: 53,
  heldout55: 54,
  heldout56: 55,
  heldout57: 56,
  heldout58: 57,
  heldout59: 58,
  heldout60: 59,
  heldout61: 60,
  heldout62: 61,
  heldout63: 62,
  heldout64: 63,
  heldout65: 64,
  heldout66: 65,
} as const;
export type LaterName = keyof typeof LATER_SETS;

/** Every query set in the order it was written: a later set must not copy an earlier one. */
export const SET_ORDER = ["tuning", "tuning2", "heldout", "heldout2", "heldout3"].concat(
  Object.keys(LATER_SETS),
);

/** One query set by name (queries_<name>.json). */
export function loadQueries(name: string): Promise<KindQuery[]> {
  if (!SET_ORDER.includes(name)) throw new Error(`no query set ${name}`);
  return json<KindQuery[]>(`queries_${name}.json`);
}

/**
 * The tuning pool as leave-one-set-out scripts read it: every default set in writing order, each
 * ranked over the batches up to the latest one a default set asks about.
 */
export async function loadTuningPool() {
  const widest = Math.max(...DEFAULT_SETS.map((n) => LATER_SETS[n as LaterName] ?? 2));
  const { tools } = await loadBatches(widest);
  const names = SET_ORDER.filter((n) => DEFAULT_SETS.includes(n));
  const sets: KindQuery[][] = [];
  for (const n of names) sets.push(await loadQueries(n));
  return { tools, names, sets };
}

/** Batches 1 to n together, and the slugs of batch n (the one a later set asks about). */
export async function loadBatches(n: number) {
  const files = Array.from(
    { length: n },
    (_, i) => i === 0 ? "corpus.json" : `corpus${i + 1}.json`,
  );
  const batches = await Promise.all(files.map((f) => json<CorpusServer[]>(f)));
  const servers = batches.flat();
  return { servers, tools: searchable(servers), last: new Set(batches[n - 1].map((s) => s.slug)) };
}

/** Plain BM25 (minisearch defaults) over name, title and description, no boosts or synonyms. */
export function plainBm25(tools: SearchableTool[]): Ranker {
  const ms = new MiniSearch<SearchableTool & { id: number }>({
    fields: ["name", "title", "description"],
    storeFields: ["qualifiedName"],
    tokenize: (text) => tokenize(text).map((t) => t.toLowerCase()),
  });
  ms.addAll(tools.map((t, id) => ({ ...t, id })));
  return (q) => ms.search(q).slice(0, 10).map((r) => r.qualifiedName as string);
}

/** Share of query tokens found among the tool's tokens; ties keep catalogue order. */
export function tokenOverlap(tools: SearchableTool[]): Ranker {
  const sets = tools.map((t) =>
    new Set(
      tokenize(`${t.name} ${t.title ?? ""} ${t.description ?? ""}`).map((w) => w.toLowerCase()),
    )
  );
  return (q) => {
    const words = [...new Set(tokenize(q).map((w) => w.toLowerCase()))];
    return sets
      .map((s, i) => [i, words.filter((w) => s.has(w)).length] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, 10)
      .map(([i]) => tools[i].qualifiedName);
  };
}

export function toolgate(tools: SearchableTool[], config?: Partial<SearchConfig>): Ranker {
  const index = buildSearchIndex(tools, config);
  return (q) => index.search(q, { limit: 10 }).map((h) => h.qualifiedName);
}

interface Scores {
  n: number;
  recallAt5: number;
  mrr: number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

function score(rank: Ranker, queries: KindQuery[]): Scores {
  let hit = 0, rr = 0;
  for (const q of queries) {
    const ranked = rank(q.query);
    const at = ranked.findIndex((n) => q.relevant.includes(n));
    if (at >= 0 && at < 5) hit++;
    if (at >= 0) rr += 1 / (at + 1);
  }
  const n = Math.max(1, queries.length);
  return { n: queries.length, recallAt5: r3(hit / n), mrr: r3(rr / n) };
}

export function report(rank: Ranker, queries: KindQuery[]) {
  const out: Record<string, Scores> = { all: score(rank, queries) };
  for (const k of KINDS) out[k] = score(rank, queries.filter((q) => q.kind === k));
  return out;
}

export function misses(rank: Ranker, queries: KindQuery[]) {
  return queries
    .map((q) => ({ ...q, top5: rank(q.query).slice(0, 5) }))
    .filter((q) => !q.top5.some((n) => q.relevant.includes(n)));
}

const RELATIONS = DEFAULT_CONFIG.relations;
const SERVERS = DEFAULT_CONFIG.servers;
const NO_SERVERS = { ...DEFAULT_CONFIG.servers, candidates: 0, cut: 0 };
const SITUATIONS = DEFAULT_CONFIG.situations;
/** Rounds 11 to 13 as released: no translation table learned from the queries (round 14). */
export const ROUND11: Partial<SearchConfig> = { translate: 0 };
/** Round 10 as released: title weight 1.5, no question mark as read intent. */
export const ROUND10: Partial<SearchConfig> = {
  ...ROUND11,
  boosts: { ...DEFAULT_CONFIG.boosts, title: 1.5 },
  intentAsk: 0,
};
/** Round 9 as released: no CJK glossary, cut 0.9, naming words out of the vector, intentVerbs 3. */
export const ROUND9: Partial<SearchConfig> = {
  ...ROUND10,
  foreign: { glossary: 0, names: 0 },
  intentVerbs: 3,
  servers: { ...SERVERS, cut: 0.9, unname: 1 },
};
/** Round 8 as released: no situation lexicon. */
export const ROUND8: Partial<SearchConfig> = {
  ...ROUND9,
  situations: { ...SITUATIONS, weight: 0 },
};
/** Round 7 as released: none of round 8's named-server rules, cut 0.6, share 0.5, intentVerbs 2. */
export const ROUND7: Partial<SearchConfig> = {
  ...ROUND8,
  intentVerbs: 2,
  servers: {
    ...DEFAULT_CONFIG.servers,
    candidates: 0,
    cut: 0.6,
    share: 0.5,
    join: 0,
    common: 0,
    unname: 0,
    proper: 0,
  },
};
/** The round-6 release: no noun lexicon, intent from question words and write verbs only. */
export const ROUND6: Partial<SearchConfig> = { ...ROUND7, nouns: 0, intentVerbs: 0 };
/** Round 4b, kept by round 5: no verb lexicon, hand synonyms 0.5, WordNet 0.3, no param vectors. */
export const ROUND5: Partial<SearchConfig> = {
  ...ROUND6,
  verbs: 0,
  synonymWeight: 0.5,
  relations: { ...RELATIONS, synonym: 0.3 },
  denseFields: { ...DEFAULT_CONFIG.denseFields, params: 0 },
};
/** The round-4 release: hypernyms at 0.1, learned associations at 0.3, no expansion gate. */
export const ROUND4: Partial<SearchConfig> = {
  ...ROUND5,
  learned: 0.3,
  relations: { ...RELATIONS, synonym: 0.3, hypernym: 0.1 },
  gate: { common: 0, rarer: 0 },
};
/** The round-3 release: no named-server focus. */
export const ROUND3: Partial<SearchConfig> = { ...ROUND4, servers: NO_SERVERS };
/** The round-2 release: vectors at 0.6, no best-sentence match, fuzzy matching of every word. */
export const ROUND2: Partial<SearchConfig> = {
  ...ROUND4,
  dense: 0.6,
  denseSentences: 0,
  fuzzyKnown: true,
  servers: NO_SERVERS,
};

/** Each ablation switches one signal off, so its row shows what that signal contributes. */
export const ABLATIONS: Record<string, Partial<SearchConfig>> = {
  "toolgate": {},
  "previous version (rounds 11-13), no translation table": ROUND11,
  "translation table at 0.4": { translate: 0.4 },
  "previous version (round 10)": ROUND10,
  "title weight 1.5 (rounds 1-10)": { boosts: { ...DEFAULT_CONFIG.boosts, title: 1.5 } },
  "- question mark as read intent": { intentAsk: 0 },
  "previous version (round 9)": ROUND9,
  "- CJK glossary (English for Chinese/Japanese descriptions)": {
    foreign: { glossary: 0, names: 0 },
  },
  "CJK descriptions also repeat the name and parameter names twice": {
    foreign: { glossary: 1, names: 2 },
  },
  "naming words left out of the query vector (rounds 8-9, unname 1)": {
    servers: { ...SERVERS, unname: 1 },
  },
  "previous version (round 8)": ROUND8,
  "situation lexicon without the lines written after reading misses": {
    situations: { ...SITUATIONS, fitted: false },
  },
  "situation lexicon, one-word everyday situations expanded too": {
    situations: { ...SITUATIONS, ambiguous: 0 },
  },
  "situation lexicon's API words in the query vector": {
    situations: { ...SITUATIONS, vector: 1 },
  },
  "previous version (round 7)": ROUND7,
  "- joined product names (Lunch Money, ERPNext)": { servers: { ...SERVERS, join: 0 } },
  "joined product names name servers, parts kept as terms": { servers: { ...SERVERS, join: 1 } },
  "- named servers' tools as candidates": { servers: { ...SERVERS, candidates: 0 } },
  "named-server focus cut 0.6 (round 7)": { servers: { ...SERVERS, cut: 0.6 } },
  "named-server focus cut 0.9 (rounds 8-9)": { servers: { ...SERVERS, cut: 0.9 } },
  "server words name at half their holders (share 0.5, round 4)": {
    servers: { ...SERVERS, share: 0.5 },
  },
  "- everyday naming words dropped beside rarer ones": { servers: { ...SERVERS, common: 0 } },
  "- capitalised product names": { servers: { ...SERVERS, proper: 0 } },
  "noun-first opening word not a verb (rounds 8-9, intentVerbs 3)": { intentVerbs: 3 },
  "previous version (round 6)": ROUND6,
  "noun lexicon without the lines written after reading held-out 7": { nounsFitted: false },
  "noun lexicon at 1": { nouns: 1 },
  "noun lexicon gated (not for words held by over 1% of tools)": { nounCommon: 0.01 },
  "- noun lexicon": { nouns: 0 },
  "intent from question words and write verbs only (round 6)": { intentVerbs: 0 },
  "previous version (round 4b / 5)": ROUND5,
  "- verb lexicon": { verbs: 0 },
  "verb lexicon at 0.7 (gated as other expansions)": { verbs: 0.7 },
  "- parameter words in the tool vector": {
    denseFields: { ...DEFAULT_CONFIG.denseFields, params: 0 },
  },
  "round-5 expansion weights (hand synonyms 0.5, WordNet 0.3)": {
    synonymWeight: 0.5,
    relations: { ...RELATIONS, synonym: 0.3 },
  },
  "learned verb pairs added (0.3)": { verbPairs: 0.3 },
  "previous version (round 4)": ROUND4,
  "previous version (round 3)": ROUND3,
  "- expansion gate (expand common words too)": { gate: { common: 0, rarer: 0 } },
  "expansion gate at 3% of tools": { gate: { common: 0.03, rarer: 0 } },
  "WordNet hypernyms added (0.1)": { relations: { ...RELATIONS, hypernym: 0.1 } },
  "word vectors also rank the 50 nearest tools, 200 lexical candidates": {
    denseCandidates: 50,
    denseDepth: 200,
  },
  "named servers' tools also as candidates (up to 300)": {
    servers: { ...DEFAULT_CONFIG.servers, candidates: 300 },
  },
  "named-server focus, any server word (no share rule)": {
    servers: { ...DEFAULT_CONFIG.servers, share: 0 },
  },
  "- best-sentence match (vectors at 0.8)": { denseSentences: 0 },
  "- best-sentence match, vectors at 0.6": { denseSentences: 0, dense: 0.6 },
  "fuzzy matching of known words too (round 2)": { fuzzyKnown: true },
  "previous version (round 2)": ROUND2,
  "round 1 version (vectors 0.25, no intent)": { ...ROUND2, dense: 0.25, intent: 0 },
  "- query intent (read/write)": { intent: 0 },
  "intent also from opening read verbs, not other verbs": { intentVerbs: 1 },
  "- word vectors (re-ranking)": { dense: 0 },
  "rank fusion (RRF k=10) instead of score fusion": { rrf: 10 },
  "WordNet derivational links added (0.2)": { relations: { ...RELATIONS, derived: 0.2 } },
  "WordNet definition words added (0.1)": { relations: { ...RELATIONS, gloss: 0.1 } },
  "name words' WordNet relatives indexed (doc expansion)": {
    boosts: { nameSynonyms: 0.3, nameHypernyms: 0.2 } as SearchConfig["boosts"],
  },
  "run-together name words split": { compounds: true },
  "name-and-title vector mixed in (0.3)": { denseName: 0.3, denseSentences: 0 },
  "word vectors: also add the 50 nearest tools": { denseCandidates: 50 },
  "- weak expansions count as matched words": { conceptMin: 0 },
  "word vectors: word alignment instead of averaged vectors": { dense: 0, align: 0.1 },
  "word vectors: soft term matching added": {
    neighbors: { weight: 0.3, k: 5, min: 0.5, fields: 3 },
  },
  "- wordnet": { wordnet: false },
  "learned associations added (0.3)": { learned: 0.3 },
  "- hand synonyms": { synonyms: false },
  "- hand synonyms and WordNet (verb lexicon kept)": { wordnet: false, synonyms: false },
  "- parameter fields": { params: false },
  "- prefix/fuzzy": { fuzzy: false },
};

function table(title: string, rows: [string, ReturnType<typeof report>][]): string {
  const head =
    `| ${title} | recall@5 all | easy | paraphrase | hard | MRR |\n|---|---|---|---|---|---|`;
  const lines = rows.map(([name, r]) =>
    `| ${name} | ${r.all.recallAt5} | ${r.easy.recallAt5} | ${r.paraphrase.recallAt5} | ` +
    `${r.hard.recallAt5} | ${r.all.mrr} |`
  );
  return [head, ...lines].join("\n");
}

type SetRows = readonly [string, [string, ReturnType<typeof report>][]];

/** Hits in the top 5 per ranker, per tuning set and over the whole pool. */
function poolTable(results: SetRows[], sets: [string, KindQuery[]][]): string {
  const hits = (set: string, r: ReturnType<typeof report>) =>
    Math.round(r.all.recallAt5 * sets.find(([n]) => n === set)![1].length);
  const total = results.reduce((n, [set]) => n + sets.find(([s]) => s === set)![1].length, 0);
  const head = `| ranker | ${results.map(([n]) => n).join(" | ")} | pool hits@5 (of ${total}) |`;
  const lines = results[0][1].map(([ranker], i) => {
    const per = results.map(([set, rows]) => hits(set, rows[i][1]));
    return `| ${ranker} | ${per.join(" | ")} | ${per.reduce((a, b) => a + b, 0)} |`;
  });
  return [head, `|${"---|".repeat(results.length + 2)}`, ...lines].join("\n");
}

/**
 * Sets scored when --sets is not given: the sixty-seven tuning sets. Held-out 4 was scored once in
 * round 3, held-out 5 in round 4b, held-out 6 in round 5, held-out 7 in round 6, held-out 8 in
 * round 7, held-out 9 in round 8, held-out 10 in round 9, held-out 11 in round 10, held-out 12 in
 * round 11, held-out 13 in round 12, held-out 14 in round 14, held-out 15 in round 15, held-out 16
 * in round 16, held-out 17 in round 17, held-out 18 in round 18, held-out 19 in round 19,
 * held-out 20 in round 20, held-out 21 in round 21, held-out 22 in round 22, held-out 23 and 24 on
 * round 23, held-out 25 on round 24, held-out 26 on round 26, held-out 27 on round 27, held-out 28
 * on round 28, held-out 29 on round 29, held-out 30 on round 30, held-out 31 on round 31, held-out
 * 32 on round 33, held-out 33 on round 34, held-out 34 and 35 on round 35, held-out 36 on round 36, held-out 37 on round
 * 37, held-out 38 at the tenth session's start, held-out 39 at its end, held-out 40 at the eleventh
 * session's start, held-out 41 at its end, held-out 42 at the twelfth session's start, held-out 43
 * at its end, held-out 44 at the thirteenth session's start, held-out 45 at its end, held-out 46
 * at the fourteenth session's start, held-out 47 at its end, held-out 48 at the fifteenth
 * session's start, held-out 49 at its end, held-out 50 at the sixteenth session's start, held-out
 * 51 at its end, held-out 52 at the seventeenth session's start, held-out 53 at its end,
 * held-out 54 at the eighteenth session's start, held-out 55 after its round 52, held-out 56
 * at the nineteenth session's start, held-out 57 after its round 54, held-out 58 at the twentieth
 * session's start, held-out 59 after its round 56, held-out 60 at the twenty-first session's
 * start, held-out 61 at the twenty-second's, held-out 62 at the twenty-third's, held-out 63 at
 * the twenty-fourth's, held-out 64 at the twenty-fifth's and held-out 65 at the twenty-sixth's;
 * all are tuning sets since.
 */
export const DEFAULT_SETS = [
  "heldout65",
  "heldout64",
  "heldout63",
  "heldout62",
  "heldout61",
  "heldout60",
  "heldout59",
  "heldout58",
  "heldout57",
  "heldout56",
  "heldout55",
  "heldout54",
  "heldout53",
  "heldout52",
  "heldout51",
  "heldout50",
  "heldout49",
  "heldout48",
  "heldout47",
  "heldout46",
  "heldout45",
  "heldout44",
  "heldout43",
  "heldout42",
  "heldout41",
  "heldout40",
  "heldout39",
  "heldout38",
  "heldout37",
  "heldout36",
  "heldout35",
  "heldout34",
  "heldout33",
  "heldout32",
  "heldout31",
  "heldout30",
  "heldout29",
  "heldout28",
  "heldout27",
  "heldout26",
  "heldout25",
  "heldout24",
  "heldout23",
  "heldout22",
  "heldout21",
  "heldout20",
  "heldout19",
  "heldout18",
  "heldout17",
  "heldout16",
  "heldout15",
  "heldout14",
  "heldout13",
  "heldout12",
  "heldout11",
  "heldout10",
  "heldout9",
  "heldout8",
  "heldout7",
  "heldout6",
  "heldout5",
  "heldout4",
  "heldout3",
  "heldout",
  "heldout2",
  "tuning",
  "tuning2",
];

/**
 * Scoring an unseen set prints only Toolgate and the baselines unless `--ablations` is given: an
 * ablation row on a held-out set is a hint a tuner must not get before the set is spent.
 */
function rankersOver(tools: SearchableTool[], ablations: boolean): [string, Ranker][] {
  const configs = ablations
    ? Object.entries(ABLATIONS)
    : [["toolgate", ABLATIONS.toolgate]] as const;
  return [
    ...configs.map(([n, c]) => [n, toolgate(tools, c)] as [string, Ranker]),
    ["plain BM25 (baseline)", plainBm25(tools)],
    ["token overlap (baseline)", tokenOverlap(tools)],
  ];
}

/** The batch a set is ranked over when it is scored alone: its own, or the first two. */
function ownWidth(name: string): number {
  return LATER_SETS[name as LaterName] ?? 2;
}

if (import.meta.main) {
  // The tuning sets rank over the widest batch any of them asks about (twenty-four, with held-out 25), as
  // the pool does; a set outside the default run ranks over the batches up to its own.
  const tuningWidth = Math.max(...DEFAULT_SETS.map(ownWidth));
  const at = Deno.args.indexOf("--misses");
  if (at >= 0) {
    // Only tuning sets' misses are printed; held-out 26 is never named here.
    const name = DEFAULT_SETS.includes(Deno.args[at + 1]) ? Deno.args[at + 1] : "tuning";
    const { tools } = await loadBatches(tuningWidth);
    for (const m of misses(toolgate(tools), await loadQueries(name))) {
      console.log(JSON.stringify(m));
    }
    Deno.exit(0);
  }
  const chosen = Deno.args.indexOf("--sets");
  const names = (chosen >= 0 ? Deno.args[chosen + 1].split(",") : DEFAULT_SETS)
    .filter((n) => SET_ORDER.includes(n));
  const sets: [string, KindQuery[]][] = [];
  for (const n of names) sets.push([n, await loadQueries(n)]);
  const named = names.filter((n) => DEFAULT_SETS.includes(n)).map(ownWidth);
  const width = (n: string) => DEFAULT_SETS.includes(n) ? Math.max(...named) : ownWidth(n);
  const catalogues = new Map<number, Awaited<ReturnType<typeof loadBatches>>>();
  const rankers = new Map<number, [string, Ranker][]>();
  const ablations = Deno.args.includes("--ablations") ||
    names.every((n) => DEFAULT_SETS.includes(n));
  for (const w of new Set(names.map(width))) {
    catalogues.set(w, await loadBatches(w));
    rankers.set(w, rankersOver(catalogues.get(w)!.tools, ablations));
  }
  const results = sets.map(([name, qs]) =>
    [
      name,
      rankers.get(width(name))!.map((
        [r, rank],
      ) => [r, report(rank, qs)] as [string, ReturnType<typeof report>]),
    ] as const
  );
  if (Deno.args.includes("--json")) {
    console.log(
      JSON.stringify(
        Object.fromEntries(results.map(([n, rs]) => [n, Object.fromEntries(rs)])),
        null,
        1,
      ),
    );
  } else {
    for (const [w, c] of catalogues) {
      const who = names.filter((n) => width(n) === w).join(", ");
      console.log(`${who}: ${w} batches, ${c.servers.length} packages, ${c.tools.length} tools`);
    }
    const pool = results.filter(([n]) => DEFAULT_SETS.includes(n));
    if (pool.length > 1) console.log(`\n${poolTable(pool, sets)}`);
    for (const [name, rows] of results) {
      const qs = sets.find(([n]) => n === name)![1];
      const counts = KINDS.map((k) => `${qs.filter((q) => q.kind === k).length} ${k}`).join(", ");
      console.log(`\n${name}: ${qs.length} queries (${counts})\n\n${table("ranker", rows)}`);
    }
  }
}
