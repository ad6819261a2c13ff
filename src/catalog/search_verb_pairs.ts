/**
 * Verb alternatives learned from the catalogue (round 6): a tool's name verb (its first name
 * word that is not the server's) and its description's opening verb ("pause_subscription":
 * "Stop billing …"; "create_call": "Place an outbound call") name one action in two words.
 * Pairs that recur across tools let a request in one word reach tools named with the other.
 */
import type { Association } from "./search_assoc.ts";

/** A pair must recur in this many tools before it counts. */
const MIN_SUPPORT = 2;
/** Share of the word's lead positions paired with the other word. */
const MIN_CONFIDENCE = 0.1;
const PER_WORD = 3;

/** The first term of `terms` not in `skip`, or undefined. */
function lead(terms: string[], skip: Set<string>): string | undefined {
  return terms.find((t) => !skip.has(t));
}

/**
 * `names[doc]`, `descriptions[doc]` and `servers[doc]` are the processed terms of each tool's
 * fields. Returns, for each lead word, the other lead words it pairs with, both directions.
 */
export function learnVerbPairs(
  names: string[][],
  descriptions: string[][],
  servers: string[][],
): Map<string, Association[]> {
  const leads = new Map<string, number>();
  const pairs = new Map<string, Map<string, number>>();
  const add = (a: string, b: string) => {
    const row = pairs.get(a) ?? new Map<string, number>();
    row.set(b, (row.get(b) ?? 0) + 1);
    pairs.set(a, row);
  };
  names.forEach((name, d) => {
    const server = new Set(servers[d]);
    const verb = lead(name, server), said = lead(descriptions[d], server);
    if (verb === undefined || said === undefined) return;
    leads.set(verb, (leads.get(verb) ?? 0) + 1);
    if (said !== verb) leads.set(said, (leads.get(said) ?? 0) + 1);
    if (said === verb) return;
    add(verb, said);
    add(said, verb);
  });
  const out = new Map<string, Association[]>();
  for (const [w, row] of pairs) {
    const n = leads.get(w)!;
    const best = [...row]
      .filter(([, c]) => c >= MIN_SUPPORT && c / n >= MIN_CONFIDENCE)
      .map(([term, c]) => ({ term, confidence: c / n }))
      .sort((a, b) => b.confidence - a.confidence || (a.term < b.term ? -1 : 1))
      .slice(0, PER_WORD);
    if (best.length > 0) out.set(w, best);
  }
  return out;
}
