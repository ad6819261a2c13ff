/**
 * Text analysis shared by the tool index and its queries: tokenising, stop words,
 * a small deterministic stemmer and query-side synonym expansion.
 */

import type { TermSpec } from "./search_postings.ts";

/** Query-side synonyms score this fraction of the user's own words (search_config.ts). */
const SYNONYM_BOOST = 0.5;

/** Longest single token kept; longer runs are noise (hashes, base64) and bloat the index. */
const MAX_TOKEN_LENGTH = 40;

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could do does for from how i if in into is it its me my " +
    "of on or our please should so some than that the their them then there these this those " +
    "to tool tools us use using via was we what when where which who will with would you your"
  ).split(" "),
);

/**
 * Words whose final "e" stays: dropping it makes another word the catalogue holds ("premiere" is
 * not "premier", "plane" not "plan", "state" not "stats"); round 49 counted these clashes.
 */
const KEEP_FINAL_E = new Set(
  "premiere plane paste state guide stripe suite globe slope anime cname".split(" "),
);

/**
 * Query-side synonyms: agents paraphrase tool verbs and nouns ("open a bug" for create_issue).
 * Written as plain words and stemmed at load; expansions score lower than the user's own words.
 */
const SYNONYM_GROUPS: string[] = [
  "create add new make open insert",
  "delete remove drop trash destroy purge",
  "list show enumerate browse",
  "get fetch retrieve read view look details inspect",
  "search find lookup query filter grep locate",
  "update edit modify change patch rename set",
  "send post publish deliver",
  "message chat dm text",
  "mail email inbox gmail",
  "issue bug ticket defect task incident",
  "comment note reply respond",
  "repository repo project codebase",
  "pull pr merge",
  "file document doc",
  "folder directory dir",
  "row record entry",
  "sql query select",
  "screenshot capture image snapshot picture photo",
  "code source function symbol snippet",
  "navigate visit go browse url page",
  "meeting event appointment calendar schedule",
  "customer client contact user",
  "pay payment charge billing invoice",
  "log output",
  "deploy deployment release rollout",
  "start run launch execute",
  "stop halt kill cancel terminate",
  "upload put store save write",
  "download read get",
  "remember memory knowledge graph entity",
  "web internet online",
  "sms text phone",
  "weather forecast temperature",
  "address location place map",
];

const SYNONYMS: Map<string, string[]> = buildSynonyms(SYNONYM_GROUPS);

function buildSynonyms(groups: string[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  for (const line of groups) {
    const group = line.split(" ").map((w) => processTerm(w)).filter((t): t is string => !!t);
    for (const term of group) {
      const set = map.get(term) ?? new Set<string>();
      for (const other of group) if (other !== term) set.add(other);
      map.set(term, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}

/** Splits on `__`, `_`, `-`, punctuation, whitespace and camelCase boundaries. */
export function tokenize(text: string): string[] {
  // Tool text is nearly always ASCII; the \p{...} classes cost several times more.
  if (/^[\t\n\r -~]*$/.test(text)) {
    return text
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
      .split(/[^A-Za-z0-9]+/)
      .filter((t) => t.length > 0);
  }
  const spaced = text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{N})(\p{Lu})/gu, "$1 $2");
  const tokens = spaced.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
  return tokens.some((t) => UNSPACED_SCRIPT.test(t)) ? tokens.flatMap(segmentWords) : tokens;
}

/** Scripts written without spaces between words need a dictionary-based word breaker. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const WORDS = new Intl.Segmenter("en", { granularity: "word" });

function segmentWords(token: string): string[] {
  if (!UNSPACED_SCRIPT.test(token)) return [token];
  return [...WORDS.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Strips common English suffixes so "issues", "created" and "listing" meet their stems. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 4 && /(ch|sh|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (KEEP_FINAL_E.has(w)) return w;
  if (w.length > 5 && w.endsWith("ing") && /[aeiouy]/.test(w.slice(0, -3))) {
    w = undouble(w.slice(0, -3));
  } else if (w.length > 4 && w.endsWith("ed") && /[aeiouy]/.test(w.slice(0, -2))) {
    w = undouble(w.slice(0, -2));
  }
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([^aeiouylsz])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** Lower-cases, drops stop words and over-long tokens, then stems. Used for index and query. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length > MAX_TOKEN_LENGTH || STOP_WORDS.has(lower)) return null;
  return /^\p{N}+$/u.test(lower) ? lower : stem(lower);
}

/** Processed, de-duplicated query terms in order, capped in count. */
export function queryTerms(query: string, maxTerms: number): string[] {
  const out: string[] = [];
  for (const token of tokenize(query)) {
    const term = processTerm(token);
    if (term !== null && !out.includes(term)) out.push(term);
    if (out.length >= maxTerms) break;
  }
  return out;
}

/** Synonyms of a processed term that are not already in the query. */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

/** The user's terms plus synonyms (lower boost), each tagged with the concept it stands for. */
export function termSpecs(terms: string[], synonymBoost = SYNONYM_BOOST): TermSpec[] {
  const specs: TermSpec[] = [];
  const seen = new Set(terms);
  terms.forEach((term, concept) => {
    specs.push({
      term,
      boost: 1,
      concept,
      prefix: term.length >= 4,
      fuzzy: term.length >= 4 ? 1 : 0,
    });
  });
  terms.forEach((term, concept) => {
    for (const syn of synonymsOf(term)) {
      if (seen.has(syn)) continue;
      seen.add(syn);
      specs.push({ term: syn, boost: synonymBoost, concept, prefix: syn.length >= 4, fuzzy: 0 });
    }
  });
  return specs;
}

/** First sentence (ignoring very short ones like "e.g."), else a word-boundary cut at 200. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.slice(20).search(/[.!?](\s|$)/);
  if (end >= 0 && end + 21 <= 200) return flat.slice(0, end + 21);
  if (flat.length <= 200) return flat;
  const cut = flat.slice(0, 199);
  const space = cut.lastIndexOf(" ");
  return (space > 120 ? cut.slice(0, space) : cut) + "…";
}
