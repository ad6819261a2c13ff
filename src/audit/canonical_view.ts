// A second reading of a string with obfuscation undone, so the phrase rules see what a model
// would read: HTML entities and percent-escapes decoded, spaced-out letters joined, and
// homoglyphs (Cyrillic/Greek look-alikes) folded to their Latin skeleton (UTS #39 idea).
import {
  decodeEscapes,
  joinSeparated,
  leetRuns,
  splitAndEscapeStarts,
  unleet,
} from "./deobfuscate.ts";
import { holdsAny } from "./char_census.ts";

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
// Four letters with single spaces, or three letters split by the separators of deobfuscate.ts.
const LETTER_RUNS = /[A-Za-z](?: [A-Za-z] [A-Za-z] [A-Za-z]|[.\-_*·|][A-Za-z][.\-_*·|][A-Za-z])/;
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

// Token characters around two or more `%XX`. No match starts inside a run of token characters
// (from the character before, one would match too; after a match the scan resumes on a character
// that ends it), so the look-behind rejects such offsets at once instead of reading the run to
// its end from each of them (quadratic in the run's length).
export const PERCENT_RUN =
  /(?<![A-Za-z0-9._~+-])[A-Za-z0-9._~+-]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~+-]*){2,}/g;

function decodePercent(text: string): string {
  return text.replace(PERCENT_RUN, (run) => {
    try {
      return decodeURIComponent(run.replaceAll("+", " "));
    } catch {
      return run;
    }
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

/** Offsets where some obfuscation starts (bounded: a text full of them is read whole). */
function suspects(text: string): number[] {
  const at: number[] = [];
  const collect = (re: RegExp) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && at.length < 256; m = re.exec(text)) at.push(m.index);
  };
  if (text.includes("&")) collect(ENTITY);
  if (text.includes("%")) collect(PERCENT);
  // One pass rules out both letter-run searches on most text (a superset of SPACED and SEPARATED).
  const runs = LETTER_RUNS.test(text);
  if (runs) collect(SPACED);
  if (runs || text.includes("\\")) at.push(...splitAndEscapeStarts(text, runs));
  for (const p of leetRuns(text)) if (at.length < 256) at.push(p);
  if (holdsAny(CONFUSABLE_HINT, text)) collect(CONFUSABLE_HINT);
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
  out = joinSeparated(joinSpaced(out));
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
