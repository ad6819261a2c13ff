// Redaction round 7 (issue 13): where words of other scripts stand in a text, found by one flagless
// class of their first non-ASCII characters (a fast scan; an alternation of the words, or an
// indexOf per word, reads a long text once per word) and a comparison at each hit.

export interface CueTable {
  first: RegExp;
  byChar: Map<string, Array<[string, number]>>;
}

/**
 * The table of `words`, each with at least one non-ASCII character (compared as written), found
 * by their first such character, or by `anchor` when the word holds it (a rarer letter: `ю` in
 * "ключ" is scanned for less often than `к`).
 */
export function cueTable(words: string[], anchor = ""): CueTable {
  const byChar = new Map<string, Array<[string, number]>>();
  for (const w of words) {
    const rare = [...w].findIndex((c) => anchor.includes(c));
    const k = rare >= 0 ? rare : [...w].findIndex((c) => c.charCodeAt(0) > 127);
    if (k < 0) throw new Error(`cue word must hold a non-ASCII character: ${w}`);
    byChar.set(w[k], [...(byChar.get(w[k]) ?? []), [w, k]]);
  }
  return { first: new RegExp(`[${[...byChar.keys()].join("")}]`, "g"), byChar };
}

/** Sorted start offsets of the table's words in `text`. */
export function cueStarts(text: string, table: CueTable): number[] {
  const out: number[] = [];
  table.first.lastIndex = 0;
  for (let m = table.first.exec(text); m; m = table.first.exec(text)) {
    for (const [w, k] of table.byChar.get(m[0])!) {
      if (text.startsWith(w, m.index - k)) out.push(m.index - k);
    }
  }
  return out;
}
