/**
 * What the translation table (src/catalog/search_translate.ts) learns from: each tuning query's
 * terms and its relevant tools' terms, processed as the index processes them (search_doc.ts,
 * search_text.ts). Shared by search_translate_build.ts (the released table) and
 * search_translate_cv.ts (leave-one-set-out).
 */
import type { Association } from "../src/catalog/search_assoc.ts";
import { searchConfig } from "../src/catalog/search_config.ts";
import {
  docContext,
  docTerms,
  type Field,
  FIELDS,
  type SearchableTool,
  toDoc,
  toEntry,
} from "../src/catalog/search_doc.ts";
import { MAX_QUERY_TERMS } from "../src/catalog/search_options.ts";
import { queryTerms } from "../src/catalog/search_text.ts";
import {
  learnTranslations,
  TRANSLATION_OPTIONS,
  type TranslationExample,
  type TranslationOptions,
} from "../src/catalog/search_translate.ts";
import type { KindQuery } from "./search_eval.ts";

/**
 * The fields whose words a query word may translate to. The description joins name, title and
 * parameter names: leave-one-set-out, 1217 with it (minServers 4, w 0.8) against 1208–1209 without (w 0.6–1).
 */
export const TARGET_FIELDS: Field[] = ["name", "title", "params", "description"];

type ToolTerms = TranslationExample["tools"][number];

export interface Catalogue {
  tools: Map<string, ToolTerms>;
  df: Map<string, number>;
  size: number;
}

/** Every tool's terms, and how many tools hold each target-field term. */
export function catalogueTerms(
  tools: readonly SearchableTool[],
  fields: Field[] = TARGET_FIELDS,
): Catalogue {
  const config = searchConfig();
  const context = docContext(tools, config);
  const cache = new Map<string, string | null>();
  const out = new Map<string, ToolTerms>();
  const df = new Map<string, number>();
  for (const tool of tools) {
    const entry = toEntry(tool);
    if (entry === null || out.has(entry.qualifiedName)) continue;
    const byField = docTerms(toDoc(tool, entry, config, context), cache);
    const of = (f: Field) => byField[FIELDS.indexOf(f)];
    const terms = [...new Set(fields.flatMap(of))];
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
    out.set(entry.qualifiedName, {
      terms,
      all: [...new Set(byField.flat())],
      server: entry.serverSlug,
      serverTerms: [...new Set(of("server"))],
    });
  }
  return { tools: out, df, size: out.size };
}

/**
 * The training-only query files (issue 14): written by authors who never saw a scored set, learned
 * from and never scored (tests/fixtures/search/train/TRAIN1.md, TRAIN2.md).
 */
export const TRAINING_FILES = ["train/queries_train1.json", "train/queries_train2.json"];

/** Every training-only query, in file order. */
export async function loadTraining(): Promise<KindQuery[]> {
  const dir = new URL("../tests/fixtures/search/", import.meta.url);
  const files = await Promise.all(
    TRAINING_FILES.map(async (f) => JSON.parse(await Deno.readTextFile(new URL(f, dir)))),
  );
  return (files as KindQuery[][]).flat();
}

/**
 * The labelled queries of `sets` as training examples (labels the catalogue lacks dropped); the
 * set index `first + i` feeds the `minSets` floor, `weight` each query's share of P(t | q).
 */
export function examplesOf(
  sets: KindQuery[][],
  catalogue: Catalogue,
  first = 0,
  weight = 1,
): TranslationExample[] {
  return sets.flatMap((queries, i) =>
    queries.flatMap((q) => {
      const tools = q.relevant.map((n) => catalogue.tools.get(n)).filter((t) => t !== undefined);
      const query = queryTerms(q.query, MAX_QUERY_TERMS);
      return tools.length === 0 ? [] : [{ query, tools, set: first + i, weight }];
    })
  );
}

/** The table learned from `sets`, plus `extra` examples (the training-only queries). */
export function tableOf(
  sets: KindQuery[][],
  catalogue: Catalogue,
  options: TranslationOptions = TRANSLATION_OPTIONS,
  extra: TranslationExample[] = [],
): Map<string, Association[]> {
  const df = (t: string) => catalogue.df.get(t) ?? 0;
  const examples = [...examplesOf(sets, catalogue), ...extra];
  return learnTranslations(examples, df, catalogue.size, options);
}
