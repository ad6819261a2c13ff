// A second reading of a string with obfuscation undone, so the phrase rules see what a model
// would read: HTML entities and percent-escapes decoded, spaced-out letters joined, and
// homoglyphs (Cyrillic/Greek look-alikes) folded to their Latin skeleton (UTS #39 idea).
import { hasUnusualChars } from "./unicode.ts";

// Look-alikes that occur in real attacks; a full confusables table (thousands of entries) would
// cost start-up time for letters nobody uses to spell "ignore" or "SYSTEM".
const CONFUSABLE: Record<string, string> = {
  "а": "a",
  "в": "B",
  "е": "e",
  "к": "k",
  "м": "M",
  "н": "H",
  "о": "o",
  "р": "p",
  "с": "c",
  "т": "T",
  "у": "y",
  "х": "x",
  "ѕ": "s",
  "і": "i",
  "ј": "j",
  "ԁ": "d",
  "ԛ": "q",
  "ԝ": "w",
  "ɡ": "g",
  "һ": "h",
  "ӏ": "l",
  "А": "A",
  "В": "B",
  "Е": "E",
  "К": "K",
  "М": "M",
  "Н": "H",
  "О": "O",
  "Р": "P",
  "С": "C",
  "Т": "T",
  "У": "Y",
  "Х": "X",
  "Ѕ": "S",
  "І": "I",
  "Ј": "J",
  "Ԁ": "D",
  "Ԛ": "Q",
  "Ԝ": "W",
  "Ү": "Y",
  "ү": "y",
  "Ι": "I",
  "Α": "A",
  "Β": "B",
  "Ε": "E",
  "Ζ": "Z",
  "Η": "H",
  "Κ": "K",
  "Μ": "M",
  "Ν": "N",
  "Ο": "O",
  "Ρ": "P",
  "Τ": "T",
  "Υ": "Y",
  "Χ": "X",
  "ο": "o",
  "ν": "v",
  "α": "a",
  "ι": "i",
  "κ": "k",
  "ρ": "p",
  "τ": "t",
  "υ": "u",
  "ϲ": "c",
  "ϳ": "j",
  "ɑ": "a",
  "ɩ": "i",
  "ꮃ": "W",
  "ᴠ": "v",
  "ı": "i",
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLE).join("")}]`, "gu");

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi;
const NAMED: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  shy: "",
  zwj: "",
  zwnj: "",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  colon: ":",
  sol: "/",
  lpar: "(",
  rpar: ")",
};
// Anchored on "%" so the engine skips to candidates; the run around it is found by hand.
const PERCENT = /%[0-9A-Fa-f]{2}/g;
// "I g n o r e   a l l": single letters with single spaces (ASCII hint, any script joined).
const SPACED =
  /(?<![A-Za-z])(?:[A-Za-z] ){3,}[A-Za-z](?![A-Za-z])(?: {2,}(?:[A-Za-z] )+[A-Za-z](?![A-Za-z]))*/g;
// "i.g.n.o.r.e", "a-l-l": three or more single letters joined by one punctuation mark.
const SEPARATED = /(?<![A-Za-z.\-_*·|])(?:[A-Za-z][.\-_*·|]){2,}[A-Za-z](?![A-Za-z])/g;
// "\u0069\u0067…", "\x69": escapes a model decodes at a glance.
const ESCAPE = /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g;
// "1gn0r3 4ll pr3v10us": letters with leet digits (0 1 3 4 5 7) inside one word.
const LEET =
  /(?<![\w@$])(?=[A-Za-z013457@$]*[A-Za-z])[A-Za-z@$]*[013457][A-Za-z013457@$]*(?![\w@$])/g;
const LEET_MAP: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  "$": "s",
};
const CONFUSABLE_HINT =
  /[\u0370-\u03FF\u0400-\u052F\u0250-\u02AF\u13A0-\u13FF\u1D00-\u1D7F\uAB70-\uABBF]/g;
/** Context kept around each obfuscated span, so the phrase rules see whole sentences. */
const PAD = 300;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (m, dec, hex, name) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? m;
    const cp = dec !== undefined ? Number(dec) : parseInt(hex, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });
}

function decodePercent(text: string): string {
  return text.replace(/[A-Za-z0-9._~+-]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~+-]*){2,}/g, (run) => {
    try {
      return decodeURIComponent(run.replaceAll("+", " "));
    } catch {
      return run;
    }
  });
}

function decodeEscapes(text: string): string {
  return text.replace(ESCAPE, (m, braced, u4, x2) => {
    const cp = parseInt(braced ?? u4 ?? x2, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });
}

/** Leet words become letters; a word must carry at least two letters to count. */
function unleet(text: string): string {
  return text.replace(LEET, (w) => {
    if ((w.match(/[A-Za-z]/g)?.length ?? 0) < 2) return w;
    return w.replace(/[013457@$]/g, (c) => LEET_MAP[c]);
  });
}

function joinSpaced(text: string): string {
  return text.replace(
    SPACED,
    (run) => run.split(/ {2,}/).map((w) => w.replaceAll(" ", "")).join(" "),
  );
}

function skeleton(text: string): string {
  return text.replace(CONFUSABLE_RE, (ch) => CONFUSABLE[ch]);
}

// Leet spellings of the words attacks obfuscate ("1gn0r3", "pr3v10us", "5y5t3m"): each letter
// also matches its leet digits. Plain spellings match too; only those with a digit count.
const LEET_OF: Record<string, string> = { o: "0", i: "1!|", e: "3", a: "4@", s: "5$", t: "7" };
const LEET_TARGETS =
  "ignore disregard forget previous prior instructions system prompt override reveal password secret admin bypass rules";
const LEET_WORDS = new RegExp(
  LEET_TARGETS.split(" ").map((w) =>
    [...w].map((c) => `[${c}${c.toUpperCase()}${(LEET_OF[c] ?? "").replace(/[|$]/g, "\\$&")}]`)
      .join("")
  ).join("|"),
  "g",
);

// A leet character between two letters ("r3v", "n0r"): every obfuscated word of length 4+ has one.
const LEET_CHAR = /[A-Za-z][013457@$!|]+[A-Za-z]/g;

/** Starts of leet-spelled attack words; only leet characters between letters are looked at. */
function leetRuns(text: string): number[] {
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

/** Offsets where some obfuscation starts (bounded: a text full of them is read whole). */
function suspects(text: string): number[] {
  const at: number[] = [];
  const collect = (re: RegExp) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && at.length < 256; m = re.exec(text)) at.push(m.index);
  };
  if (text.includes("&")) collect(ENTITY);
  if (text.includes("%")) collect(PERCENT);
  collect(SPACED);
  collect(SEPARATED);
  if (text.includes("\\")) collect(ESCAPE);
  for (const p of leetRuns(text)) if (at.length < 256) at.push(p);
  if (hasUnusualChars(text)) collect(CONFUSABLE_HINT);
  return at.sort((a, b) => a - b);
}

/** Merged windows of ±PAD characters around the suspects. */
function windows(at: number[], length: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of at) {
    const s = Math.max(0, p - PAD);
    const e = Math.min(length, p + PAD);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = e;
    else out.push([s, e]);
  }
  return out;
}

function undo(part: string): string {
  let out = part;
  if (out.includes("&")) out = decodeEntities(out);
  if (out.includes("%")) out = decodePercent(out);
  if (out.includes("\\")) out = decodeEscapes(out);
  out = joinSpaced(out).replace(SEPARATED, (run) => run.replace(/[.\-_*·|]/g, ""));
  out = unleet(out);
  return skeleton(out).normalize("NFKC");
}

/**
 * The de-obfuscated reading of the parts of `visible` that carry obfuscation (each with its
 * surrounding sentences), or undefined when there is nothing to undo.
 */
export function canonicalView(visible: string): string | undefined {
  const at = suspects(visible);
  if (at.length === 0) return undefined;
  const parts: string[] = [];
  for (const [s, e] of windows(at, visible.length)) {
    const part = visible.slice(s, e);
    const undone = undo(part);
    if (undone !== part) parts.push(undone);
  }
  return parts.length ? parts.join("\n\n") : undefined;
}
