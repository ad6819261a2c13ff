// Obfuscations a model reads through at a glance, undone for the canonical reading
// (canonical_view.ts): letters split by punctuation, \u and \x escapes, leet spellings.

// "i.g.n.o.r.e", "a-l-l": three or more single letters joined by one punctuation mark.
const SEPARATED = /(?<![A-Za-z.\-_*·|])(?:[A-Za-z][.\-_*·|]){2,}[A-Za-z](?![A-Za-z])/g;
// "\u0069\u0067…", "\x69": escapes a model decodes at a glance.
const ESCAPE = /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g;
// "1gn0r3 4ll pr3v10us": letters with leet digits (0 1 3 4 5 7 9) inside one word.
const LEET =
  /(?<![\w@$])(?=[A-Za-z0134579@$]*[A-Za-z])[A-Za-z@$]*[0134579][A-Za-z0134579@$]*(?![\w@$])/g;
// Round inj92: function words leet writers spell in digits alone ("70" to, "411" all, "15" is).
const DIGIT_WORD = /(?<![\w@$.,:+\/-])[013457]{2,3}(?![\w@$]|[.,:\/-]\d)/g;
const DIGIT_WORDS: Record<string, string> = {
  "70": "to",
  "47": "at",
  "45": "as",
  "15": "is",
  "17": "it",
  "175": "its",
  "411": "all",
};
const LEET_MAP: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "9": "g",
  "@": "a",
  "$": "s",
};

export function decodeEscapes(text: string): string {
  return text.replace(ESCAPE, (m, braced, u4, x2) => {
    const cp = parseInt(braced ?? u4 ?? x2, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });
}

/**
 * Leet words become letters; a word must carry a letter to count. Round inj41: one letter is
 * enough ("7h3", "l457"): this runs only inside windows around a leet attack word. Round inj92:
 * there, a digit-only function word ("70", "411") is read too.
 */
export function unleet(text: string): string {
  return text.replace(LEET, (w) => {
    if ((w.match(/[A-Za-z]/g)?.length ?? 0) < 1) return w;
    return w.replace(/[0134579@$]/g, (c) => LEET_MAP[c]);
  }).replace(DIGIT_WORD, (d) => DIGIT_WORDS[d] ?? d);
}

// Leet spellings of the words attacks obfuscate ("1gn0r3", "pr3v10us", "5y5t3m"): each letter
// also matches its leet digits. Plain spellings match too; only those with a digit count.
// Round inj41 (v37 guided; v10, v16, v26, trn3 too): the acts as well ("D3l373", "d154bl3",
// "F0rw4rd"), not only the override words.
// Round inj92: 9 for g ("19n0r3"), and the acts export, refund, change, hide, dismiss, issue.
const LEET_OF: Record<string, string> = {
  o: "0",
  i: "1!|",
  e: "3",
  a: "4@",
  s: "5$",
  t: "7",
  g: "9",
};
const LEET_TARGETS =
  "ignore disregard forget previous prior instructions system prompt override reveal password secret admin bypass rules send forward delete disable transfer approve export refund change hide dismiss issue";
const LEET_WORDS = new RegExp(
  LEET_TARGETS.split(" ").map((w) =>
    [...w].map((c) => `[${c}${c.toUpperCase()}${(LEET_OF[c] ?? "").replace(/[|$]/g, "\\$&")}]`)
      .join("")
  ).join("|"),
  "g",
);

// A leet character between two letters ("r3v", "n0r"): every obfuscated word of length 4+ has one.
const LEET_CHAR = /[A-Za-z][0134579@$!|]+[A-Za-z]/g;

/** Starts of leet-spelled attack words; only leet characters between letters are looked at. */
export function leetRuns(text: string): number[] {
  const at: number[] = [];
  let lastEnd = -1;
  LEET_CHAR.lastIndex = 0;
  for (let m = LEET_CHAR.exec(text); m && at.length < 64; m = LEET_CHAR.exec(text)) {
    const p = m.index;
    if (p < lastEnd) continue;
    const from = Math.max(0, p - 12);
    LEET_WORDS.lastIndex = 0;
    const part = text.slice(from, p + 13);
    for (let w = LEET_WORDS.exec(part); w; w = LEET_WORDS.exec(part)) {
      if (!/[0-9@$!|]/.test(w[0])) continue;
      at.push(from + w.index);
      lastEnd = from + w.index + w[0].length;
      break;
    }
  }
  return at;
}

/** Joins "i.g.n.o.r.e"-style runs. */
export function joinSeparated(text: string): string {
  return text.replace(SEPARATED, (run) => run.replace(/[.\-_*·|]/g, ""));
}

/** Offsets of punctuation-split runs and escapes (for canonical_view's suspects). */
export function splitAndEscapeStarts(text: string, split = true): number[] {
  const at: number[] = [];
  const res = text.includes("\\") ? [SEPARATED, ESCAPE] : [SEPARATED];
  // `split` false: the caller knows no split run can occur, so only escapes are looked for.
  for (const re of split ? res : res.slice(1)) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && at.length < 256; m = re.exec(text)) at.push(m.index);
  }
  return at;
}
