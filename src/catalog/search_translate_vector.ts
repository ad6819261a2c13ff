/**
 * The learned translations' tool words in the text the query's word vector is built from
 * (config.translateVector, round 17). The table's targets are index stems ("imag"); the vectors
 * are keyed by whole words, so each stem is read back as the most frequent vocabulary word that
 * stems to it.
 */
import type { Association } from "./search_assoc.ts";
import type { SearchConfig } from "./search_config.ts";
import type { TermStats } from "./search_gate.ts";
import type { TermSpec } from "./search_postings.ts";
import { situationText } from "./search_situations.ts";
import { processTerm } from "./search_text.ts";
import { wordVectors } from "./search_vectors.ts";

let rawOfStem: Map<string, string> | null = null;

/** Index stem → the most frequent vocabulary word with that stem (the vectors' rows are in frequency order). */
function rawWords(): Map<string, string> {
  if (rawOfStem !== null) return rawOfStem;
  const raw = new Map<string, string>();
  for (const word of wordVectors()?.rows.keys() ?? []) {
    const t = processTerm(word);
    if (t !== null && !raw.has(t)) raw.set(t, word);
  }
  return rawOfStem = raw;
}

/**
 * `text` with the tool words of the query terms' translations whose P(t | q) reaches
 * `translateVector`, when the table is on; only words the expansion gate kept among `specs`.
 */
export function translationText(
  text: string,
  terms: string[],
  specs: TermSpec[],
  translations: Map<string, Association[]>,
  config: Pick<SearchConfig, "translate" | "translateVector">,
): string {
  const min = config.translateVector;
  if (config.translate <= 0 || min <= 0 || translations.size === 0) return text;
  const kept = new Set(specs.map((s) => s.term));
  const extra = new Set<string>();
  for (const t of terms) {
    for (const a of translations.get(t) ?? []) {
      const word = a.confidence >= min && kept.has(a.term) ? rawWords().get(a.term) : undefined;
      if (word !== undefined) extra.add(word);
    }
  }
  return extra.size === 0 ? text : `${text} ${[...extra].join(" ")}`;
}

/** The text the query's word vector is built from: the request, its situations' and its translations' API words. */
export function queryVectorText(
  said: string,
  terms: string[],
  specs: TermSpec[],
  translations: Map<string, Association[]>,
  config: SearchConfig,
  stats: TermStats,
): string {
  const text = situationText(said, config.situations, stats);
  return translationText(text, terms, specs, translations, config);
}
