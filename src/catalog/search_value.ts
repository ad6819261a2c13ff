/**
 * Round 61's candidate V: a value the user pastes into a request (an e-mail address, a URL, a file
 * or key path) is the call's argument, not a description of the tool; its pieces match tool texts
 * only by accident, so a concept the request names only inside such a value weighs `value` times
 * as much (1 = off). The shapes are the formats' own, not words of any query set.
 */
import type { TermSpec } from "./search_postings.ts";
import { processTerm, tokenize } from "./search_text.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const URL_START = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/|www\.)/i;
/** A path opens at the root, here or home, ends with a slash, or holds two slashes ("a/b/c"). */
const PATH = /^(\/|\.\.?\/|~\/)|\/$|\/.*\//;
const ENCLOSING = /^['"`([<]+|['"`)\]>]+$/g;

/** Whether a whitespace-separated token of a request is a literal value. */
export function isValueLiteral(raw: string): boolean {
  const token = raw.replace(/[.,;:!?]+$/, "").replace(ENCLOSING, "").replace(/[.,;:!?]+$/, "");
  if (token.length === 0) return false;
  if (EMAIL.test(token) || URL_START.test(token)) return true;
  return token.includes("/") && PATH.test(token);
}

/** Processed terms the request uses only inside literal values. */
export function valueTerms(text: string): Set<string> {
  const inside = new Set<string>(), outside = new Set<string>();
  for (const raw of text.split(/\s+/)) {
    const into = isValueLiteral(raw) ? inside : outside;
    for (const t of tokenize(raw)) {
      const term = processTerm(t);
      if (term !== null) into.add(term);
    }
  }
  for (const t of outside) inside.delete(t);
  return inside;
}

/**
 * Scales every spec of a value term's concept (not a naming term) by `value`, then marks specs
 * weaker than `conceptMin` as matching no query word (so a value term at 0.1 stops counting).
 */
export function weighConcepts(
  text: string,
  terms: readonly string[],
  specs: TermSpec[],
  naming: ReadonlySet<string>,
  c: { value: number; conceptMin: number },
): void {
  if (c.value !== 1) {
    const value = valueTerms(text);
    const at = new Set(terms.flatMap((t, i) => value.has(t) && !naming.has(t) ? [i] : []));
    for (const s of specs) if (at.has(s.concept)) s.boost *= c.value;
  }
  for (const s of specs) if (s.boost < c.conceptMin) s.concept = -1;
}
