/**
 * The two fixes round 29 judged for paraphrase misses (docs/search.md, round 29), as pure functions
 * over the catalogue and the query: neither reads a labelled query.
 * - `learnHyponyms`: broader words read from Hearst patterns in tool descriptions ("a function
 *   (query, mutation, or action)" makes "function" the broader word of "mutation"), so a query
 *   naming the narrower object reaches a tool that names the broader one.
 * - `requiredMention`: the share of a tool's required parameters a query mentions, to break ties
 *   between a server's sibling tools ("open template 7" needs the tool that takes an id).
 */
import type { Association } from "../src/catalog/search_assoc.ts";
import { processTerm, queryTerms, tokenize } from "../src/catalog/search_text.ts";

const WORD = "[a-z][a-z0-9-]*";
const SEP = "\\s*(?:,\\s*(?:and\\s+|or\\s+)?|\\s+or\\s+|\\s+and\\s+|\\s*/\\s*)";
/** `WORD (a, b or c)`, `WORD (e.g. a, b)`: two or more one-word items in parentheses. */
const IN_PARENS = new RegExp(
  `\\b(${WORD})\\s*\\(\\s*(?:e\\.g\\.?,?\\s*|i\\.e\\.?,?\\s*|such as\\s+)?(${WORD}(?:${SEP}${WORD})+)\\s*\\)`,
  "g",
);
/** `WORD such as a, b`, `WORD including a`, `WORD e.g. a`. */
const INTRODUCED = new RegExp(
  `\\b(${WORD}),?\\s+(?:such as|including|e\\.g\\.?,?)\\s+(${WORD}(?:${SEP}${WORD})*)`,
  "g",
);
const ITEM_SPLIT = /\s*(?:,|\bor\b|\band\b|\/)\s*/;

/** Narrower processed term → its broader terms (confidence 1), from every description given. */
export function learnHyponyms(descriptions: readonly string[]): Map<string, Association[]> {
  const out = new Map<string, Association[]>();
  const add = (narrow: string, broad: string) => {
    const row = out.get(narrow) ?? [];
    if (!row.some((a) => a.term === broad)) row.push({ term: broad, confidence: 1 });
    out.set(narrow, row);
  };
  for (const text of descriptions) {
    const lower = text.toLowerCase();
    for (const pattern of [IN_PARENS, INTRODUCED]) {
      for (const m of lower.matchAll(pattern)) {
        const broad = processTerm(m[1]);
        if (broad === null || broad.length < 3 || /^\d/.test(broad)) continue;
        for (const item of m[2].split(ITEM_SPLIT)) {
          const narrow = processTerm(item.trim());
          if (narrow !== null && narrow.length >= 3 && narrow !== broad) add(narrow, broad);
        }
      }
    }
  }
  return out;
}

/** `table` with every hyponym pair added at `weight` / `scale` (the table's own weight). */
export function withHyponyms(
  table: Map<string, Association[]>,
  hyponyms: Map<string, Association[]>,
  weight: number,
  scale: number,
): Map<string, Association[]> {
  const out = new Map([...table].map(([k, v]) => [k, [...v]]));
  if (weight <= 0) return out;
  for (const [narrow, broad] of hyponyms) {
    const row = out.get(narrow) ?? [];
    for (const b of broad) {
      if (!row.some((a) => a.term === b.term)) {
        row.push({ term: b.term, confidence: weight / scale });
      }
    }
    out.set(narrow, row);
  }
  return out;
}

/** A parameter named as an identifier: `id`, `ids`, `…Id`, `…ID`, `…_id`, `…-ids`. */
export function isIdentifier(param: string): boolean {
  return /^ids?$/i.test(param) || /[a-z0-9](Id|ID|Ids|IDs)$/.test(param) ||
    /[_-]ids?$/i.test(param);
}

/**
 * Share of `required` parameters the query mentions: a processed word of the parameter's name
 * is among the query's terms, or the parameter is an identifier and the query holds a token with
 * a digit. 0 when nothing is required.
 */
export function requiredMention(query: string, required: readonly string[]): number {
  if (required.length === 0) return 0;
  const terms = new Set(queryTerms(query, 64));
  const hasDigit = tokenize(query).some((t) => /\d/.test(t));
  const mentioned = required.filter((p) =>
    (isIdentifier(p) && hasDigit) ||
    tokenize(p).some((w) => {
      const t = processTerm(w);
      return t !== null && terms.has(t);
    })
  );
  return mentioned.length / required.length;
}
