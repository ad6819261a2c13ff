// Invisible-character side channels (security notes §2.2, U-01..U-05) and text normalisation.
import { holdsAny } from "./char_census.ts";
import type { Severity } from "./types.ts";
import { heldPerAudit } from "./text_memo.ts";

export interface CharHit {
  rule: string;
  severity: Severity;
  index: number;
  /** For tag characters: the ASCII text they spell. */
  decoded?: string;
}

// Anything outside printable ASCII and \t\n\r: the common case skips all Unicode work.
const UNUSUAL = /[^\x20-\x7e\t\n\r]/;
export function hasUnusualChars(text: string): boolean {
  return UNUSUAL.test(text);
}

// Emoji subdivision flags (🏴 + tag letters + cancel tag) are the one legitimate use of tag characters.
const EMOJI_TAG_FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;
const TAG_RUN = /[\u{E0000}-\u{E007F}]+/gu;

/** One hit for all tag characters outside emoji flags; `decoded` concatenates what they spell. */
function tagHits(text: string): CharHit[] {
  const cleaned = text.replace(EMOJI_TAG_FLAG, (m) => "\0".repeat(m.length));
  let decoded = "";
  let first = -1;
  for (const m of cleaned.matchAll(TAG_RUN)) {
    if (first < 0) first = m.index!;
    for (const ch of m[0]) {
      const c = ch.codePointAt(0)! - 0xe0000;
      if (c >= 0x20 && c <= 0x7e && decoded.length < 4096) decoded += String.fromCharCode(c);
    }
  }
  return first < 0
    ? []
    : [{ rule: "unicode-tag-characters", severity: "high", index: first, decoded }];
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060-\u2064\u180E\uFEFF\u3164\uFFA0\u115F\u1160]+/gu;
const ASCII_LETTER = /[A-Za-z]/;
const BREAK_AT = /[\u2013\u2014\/]/;
const PICTOGRAPH_OR_NON_LATIN =
  /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\uD800-\uDFFF]|(?![A-Za-z])[\p{L}\p{M}]/u;

/** One hit: high when any run sits inside a word or is 3+ long, else low; index of the worst. */
function zeroWidthHits(text: string): CharHit[] {
  let worst: CharHit | undefined;
  for (const m of text.matchAll(ZERO_WIDTH)) {
    const at = m.index!;
    if (m[0] === "\uFEFF" && (at === 0 || text[at - 1] === "\n")) continue; // byte-order mark
    const before = text[at - 1] ?? "";
    const after = text[at + m[0].length] ?? "";
    const inWord = ASCII_LETTER.test(before) && ASCII_LETTER.test(after);
    // ZWJ/ZWNJ join emoji and shape Indic/Arabic/Persian; ZWSP marks word breaks in Thai/Khmer.
    const joiner = /^[\u200B-\u200D]$/.test(m[0]) && !inWord &&
      PICTOGRAPH_OR_NON_LATIN.test(before);
    // Round inj36 (trn8 guided): one ZWSP beside a dash or slash marks where a line may break.
    const breakHint = m[0] === "\u200B" && !inWord &&
      (BREAK_AT.test(before) || BREAK_AT.test(after));
    // Round inj44 (trn10's false alarm): one or two ZWSPs beside a blank split no word and spell
    // nothing; pasted text leaves them at sentence ends ("true to size.\u200b\u200b Would").
    const besideBlank = /^\u200B{1,2}$/.test(m[0]) && !inWord &&
      (/\s/.test(after) || /\s/.test(before));
    if (joiner || breakHint || besideBlank) continue;
    const severity = inWord || m[0].length >= 3 ? "high" : "low";
    if (!worst) worst = { rule: "zero-width-characters", severity, index: at };
    if (severity === "high") return [{ rule: "zero-width-characters", severity, index: at }];
  }
  return worst ? [worst] : [];
}

const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

/** Overrides always count; embeddings/isolates only where no right-to-left script explains them. */
function bidiHits(text: string): CharHit[] {
  BIDI.lastIndex = 0;
  const m = BIDI.exec(text);
  if (!m) return [];
  const override = /[\u202D\u202E]/.exec(text);
  if (!override && RTL_LETTER.test(text)) return [];
  return [{ rule: "bidi-controls", severity: "medium", index: override?.index ?? m.index }];
}

const PUA_SUPPLEMENTARY = /[\u{F0000}-\u{10FFFF}]/u;
const PUA = /\p{Co}/gu;
const VS_RUN = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]{4,}/u;

// \p{Cn} is a costly class for the regex engine (~8 ns a character): BMP characters are looked
// up in a table built once from it, astral ones (rare) still go to the regex.
const CN = /^\p{Cn}$/u;
let bmpUnassigned: Uint8Array | undefined;

function unassignedTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  let all = "";
  for (let c = 0; c < 0x10000; c++) {
    all += c >= 0xd800 && c <= 0xdfff ? "a" : String.fromCharCode(c);
  }
  for (const m of all.matchAll(/\p{Cn}/gu)) table[m.index!] = 1;
  return table;
}

/** Index of the first unassigned code point outside the tag block, or -1 (as a /u regex reads). */
function firstUnassigned(text: string): number {
  const table = bmpUnassigned ??= unassignedTable();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = c >= 0xd800 && c <= 0xdbff ? text.charCodeAt(i + 1) : 0;
    if (d >= 0xdc00 && d <= 0xdfff) {
      const cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
      if ((cp < 0xe0000 || cp > 0xe007f) && CN.test(String.fromCodePoint(cp))) return i;
      i++;
    } else if (table[c] === 1) return i;
  }
  return -1;
}

function privateUseHits(text: string): CharHit[] {
  const hits: CharHit[] = [];
  const pua = text.match(PUA);
  const supp = PUA_SUPPLEMENTARY.exec(text);
  // A few BMP private-use glyphs are icon fonts; many, or plane 15/16 ones, look like a payload.
  if (supp || (pua && pua.length >= 4)) {
    hits.push({
      rule: "private-use-characters",
      severity: "medium",
      index: supp?.index ?? text.search(PUA),
    });
  }
  const un = firstUnassigned(text);
  if (un >= 0) hits.push({ rule: "unassigned-characters", severity: "medium", index: un });
  const vs = VS_RUN.exec(text);
  if (vs) hits.push({ rule: "variation-selector-run", severity: "medium", index: vs.index });
  const fw = fullwidthSentence(text);
  if (fw >= 0) hits.push({ rule: "fullwidth-text-run", severity: "medium", index: fw });
  return hits;
}

// Injection round 20 (misses in v18, v19, v21, v22, v23): a sentence spelled in fullwidth Latin
// letters ("ｒｅｌｅａｓｅ ａｌｌ ｃｏｎｔａｉｎｅｒｓ …") reads as plain text to the model after NFKC
// but hides from keyword filters. CJK text writes acronyms so ("ＡＩ", "ＰＣ"), not four words with
// lower-case letters in a row.
const FULLWIDTH_RUN =
  /(?:[\uFF21-\uFF3A\uFF41-\uFF5A\uFF10-\uFF19]+[ \u3000]+){3,}[\uFF21-\uFF3A\uFF41-\uFF5A]+/g;
function fullwidthSentence(text: string): number {
  for (const m of text.matchAll(FULLWIDTH_RUN)) {
    if ((m[0].match(/[\uFF41-\uFF5A]/g)?.length ?? 0) >= 8) return m.index;
  }
  return -1;
}

// Colour-only SGR is ordinary terminal output; conceal (8), OSC and cursor control can hide text.
// deno-lint-ignore no-control-regex -- matching terminal escapes is the point
const ANSI = /\x1b(?:\[([0-9;?]*)([ -\/]*[@-~])|\])/g;
// deno-lint-ignore no-control-regex -- C0 controls other than \t \n \r \f \v
const C0 = /[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]/;

function controlHits(text: string): CharHit[] {
  const hits: CharHit[] = [];
  let ansi: CharHit | undefined;
  for (const m of text.matchAll(ANSI)) {
    const conceal = m[2] === "m" && (m[1] ?? "").split(";").includes("8");
    if (m[2] === "m" && !conceal) continue;
    const medium = conceal || m[0] === "\x1b]";
    ansi ??= { rule: "ansi-escape-sequences", severity: "low", index: m.index! };
    if (medium) {
      ansi = { rule: "ansi-escape-sequences", severity: "medium", index: m.index! };
      break;
    }
  }
  if (ansi) hits.push(ansi);
  const c0 = C0.exec(text);
  if (c0) hits.push({ rule: "control-characters", severity: "medium", index: c0.index });
  return hits;
}

// Cheap (non-Unicode-mode) test for everything the detectors below look for; astral text
// (surrogates) also gets the unassigned-code-point check, which is the expensive one.
const SUSPICIOUS =
  // deno-lint-ignore no-control-regex -- C0 controls are among the suspects
  /[\u200B-\u200F\u202A-\u202E\u2060-\u206F\u180E\uFEFF\u3164\uFFA0\u115F\u1160\uFE00-\uFE0F\uE000-\uF8FF\uFDD0-\uFDEF\uFFF0-\uFFFF\uD800-\uDFFF\uFF41-\uFF5A\x00-\x08\x0e-\x1f\x7f]/;

/** Every invisible-character hit in `text` (call only when hasUnusualChars is true). */
export function unicodeHits(text: string): CharHit[] {
  if (!holdsAny(SUSPICIOUS, text)) return [];
  return [
    ...tagHits(text),
    ...zeroWidthHits(text),
    ...bidiHits(text),
    ...privateUseHits(text),
    ...controlHits(text),
  ];
}

/** The invisible characters normaliseText strips (global: read with matchAll or replace). */
export const STRIP =
  /[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u3164\uFFA0\u115F\u1160\u2800\u034F\u17B4\u17B5]/gu;
// Non-Unicode-mode superset of STRIP (astral text counts as a maybe): skips the costly replace.
const MAYBE_STRIP =
  /[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\uD800-\uDFFF]/;

/** Whether `text` may hold a character normaliseText strips (a census test; false on ASCII). */
export function mayStrip(text: string): boolean {
  return UNUSUAL.test(text) && holdsAny(MAYBE_STRIP, text);
}

/** Visible text the model reads: format characters removed, compatibility forms folded (NFKC). */
export function normaliseText(text: string): string {
  if (text.length < MEMO_NORMAL) return normalised(text);
  if (lastNormal?.text !== text) lastNormal = { text, visible: normalised(text) };
  return lastNormal.visible;
}

function normalised(text: string): string {
  // Printable ASCII with tabs and line breaks is its own NFKC form and holds nothing to strip.
  if (!UNUSUAL.test(text)) return text;
  return (holdsAny(MAYBE_STRIP, text) ? text.replace(STRIP, "") : text).normalize("NFKC");
}

// The scan and the classifier both normalise the same long string: the last one is remembered.
const MEMO_NORMAL = 2048;
let lastNormal: { text: string; visible: string } | undefined;
heldPerAudit("unicode", () => lastNormal ? [lastNormal.text, lastNormal.visible] : [], () => {
  lastNormal = undefined;
});

const ESCAPE =
  /[\p{Cf}\p{Co}\p{Cn}\p{Cc}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u3164\uFFA0\u115F\u1160\u2800]/gu;

/** Excerpt rendering: whitespace runs become one space, other invisible characters `\u{XXXX}`. */
export function escapeInvisible(text: string): string {
  return text.replace(/[\t\n\r ]+/g, " ").replace(
    ESCAPE,
    (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}}`,
  );
}
