/**
 * Text analysis shared by the tool index and its queries: tokenising, stop words,
 * a small deterministic stemmer and query-side synonym expansion.
 */

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
  "row record entry table",
  "sql query select",
  "screenshot capture image snapshot",
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

/** Splits on `__`, `_`, `-`, punctuation, whitespace and camelCase/digit boundaries. */
export function tokenize(text: string): string[] {
  const spaced = text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, "$1$3 $2$4");
  return spaced.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** Strips common English suffixes so "issues", "created" and "listing" meet their stems. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 4 && /(ch|sh|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
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
