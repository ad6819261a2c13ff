/**
 * Short and compound forms of server names (round 33): users name a product by an abbreviation
 * ("C4D" for cinema4d), the tail of a compound name ("CAD" of freecad) or a file name built on it
 * ("promptfooconfig.yaml"). Such a query word names the server whose word it is a form of.
 */

/** Query words shorter than this, and server words shorter than `MIN_SERVER_WORD`, never match. */
export const MIN_QUERY_WORD = 3;
export const MIN_SERVER_WORD = 5;

/** The query's lower-cased runs of letters and digits (".C4D" → "c4d"), long enough to match. */
export function queryWords(text: string): string[] {
  const runs = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(runs.filter((w) => w.length >= MIN_QUERY_WORD))];
}

/** `short`'s characters occur in `long` in order. */
function subsequence(short: string, long: string): boolean {
  let at = 0;
  for (const ch of long) if (ch === short[at] && ++at === short.length) return true;
  return false;
}

/**
 * `q` is a form of server word `w`: (a) an abbreviation (same first and last character, its
 * characters in `w` in order, `w` two or more longer), (b) the tail of a compound (`w` ends with
 * it, three or more longer) or (c) a compound built on `w` (starts with it, longer).
 */
export function isFormOf(q: string, w: string): boolean {
  if (w.length < MIN_SERVER_WORD || q.length < MIN_QUERY_WORD) return false;
  if (q.length > w.length) return q.startsWith(w);
  if (w.length - q.length >= 3 && w.endsWith(q)) return true;
  return w.length - q.length >= 2 && q[0] === w[0] && q.at(-1) === w.at(-1) && subsequence(q, w);
}

/**
 * Server numbers named by short or compound forms among `words`: `named` maps each server word
 * to its servers; `serverTerm` says a word is a server-field term itself (it names, or not, by
 * the whole-word rules); `rare` says a word is not an everyday English word.
 */
export function shortFormServers(
  words: string[],
  named: ReadonlyMap<string, number[]>,
  serverTerm: (w: string) => boolean,
  rare: (w: string) => boolean,
): { servers: Set<number>; naming: Set<string> } {
  const servers = new Set<number>(), naming = new Set<string>();
  for (const q of words) {
    if (serverTerm(q) || !rare(q)) continue;
    for (const [w, ids] of named) {
      if (!isFormOf(q, w)) continue;
      naming.add(q);
      for (const id of ids) servers.add(id);
    }
  }
  return { servers, naming };
}
