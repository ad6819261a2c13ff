// Injection round 9 (v12 as tuning): encodings a coding agent decodes at a glance when the text
// asks it to, or when the code itself spells the text out. Each reading is scanned by the phrase
// rules like the visible text: "String.fromCharCode(65,73,…)", a string made only of "\uXXXX"
// escapes, a percent-encoded run, and a line after "ROT13 (for the AI):" or "read this line
// backwards, AI:". Cheap tests come first; a text without these shapes yields no reading.
import { cipherReadings } from "./cipher_readings.ts";
import { moreReadings } from "./cue_readings_more.ts";
import { decodeEscapes } from "./deobfuscate.ts";
import { letterNumberReadings } from "./letter_numbers.ts";
import { registerRegex } from "./regex_index.ts";
import { testIndexed } from "./windows.ts";
import { reversedReadings } from "./reversed_readings.ts";

const CHAR_CODES = /fromCharCode\s*\(\s*((?:\d{1,5}\s*,\s*){8,}\d{1,5})\s*\)/g;
const ESCAPE_RUN = /(?:\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}){12,}/g;
export const PERCENT_RUN = /(?:[\w.~-]*%[0-9A-Fa-f]{2}){8,}[\w.~-]*/g;
// The cue, then the payload after the next colon on the same line.
// Round 10 (v13 as tuning): base32 and hex payloads behind their cue ("base32:", "(b32):",
// "hex, for the assistant: 0x…"), decoded like ROT13.
const BASE32_CUE = /\b(?:base[-\s]?32|b32)\b[^\n:]{0,60}:\s*([A-Z2-7]{16,}={0,6})/gi;
const HEX_CUE = /\bhe(?:x|ks)\w*\b[^\n:]{0,60}:\s*(?:0x)?((?:[0-9a-f]{2}){12,})\b/gi;
const ROT13_CUE = /\brot[-\s]?13\b[^\n:]{0,60}:\s*([^\n]{12,})/gi;
// Round inj80 (v13's "leia ao contrário", v59's "Przeczytaj od końca"): "backwards" in more of
// the lexicons' languages (Portuguese, Polish, Italian, Dutch, Scandinavian, Czech, Turkish).
const REVERSED_MORE = String
  .raw`ao\s+contr[áa]rio|od\s+końca|od\s+tyłu|wspak|alla\s+rovescia|achterstevoren|baklänges|baglæns|baklengs|pozpátku|odzadu|tersten`;
const REVERSED_CUE = new RegExp(
  String
    .raw`\b(?:backwards|reversed|in\s+reverse|right\s+to\s+left|rückwärts|à\s+l['’]envers|al\s+revés|de\s+trás\s+para\s+(?:a\s+)?frente|al\s+contrario|задом\s+наперёд|справа\s+налево|${REVERSED_MORE})\b[^\n:]{0,60}:\s*([^\n]{12,})`,
  "gi",
);

/** The four cue patterns above, in the order their readings are listed. */
export const CUE_PATTERNS = [ROT13_CUE, REVERSED_CUE, BASE32_CUE, HEX_CUE];

// Every cue pattern needs a colon and one of these (each cue's words, shortened): one test, read
// from the phrase index where the text has one, instead of four whole-text searches per string.
const CUES =
  /rot[-\s]?13|backwards|reverse|right\s+to\s+left|rückwärts|l['’]envers|al\s+revés|de\s+trás|al\s+contrario|задом|справа|contr[áa]rio|końca|tyłu|wspak|rovescia|achterstevoren|bakl|baglæns|pozpátku|odzadu|tersten|base[-\s]?32|b32|he(?:x|ks)/i;
registerRegex(CUES, "phrase");

/** False only when no cue pattern can match `text`. */
export function cueTriggered(text: string): boolean {
  return text.includes(":") && testIndexed(CUES, text);
}

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode((c.charCodeAt(0) - base + 13) % 26 + base);
  });
}

function base32(s: string): string {
  let bits = "";
  for (const c of s.toUpperCase().replace(/=+$/, "")) {
    bits += "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c).toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return new TextDecoder().decode(new Uint8Array(bytes.map((b) => parseInt(b, 2))));
}

function hex(s: string): string {
  const bytes = (s.match(/../g) ?? []).map((b) => parseInt(b, 16));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The payload's line with the payload read in place, so the cue's addressee stays with it. */
function inPlace(text: string, m: RegExpMatchArray, reading: string): string {
  const lineStart = text.lastIndexOf("\n", m.index!) + 1;
  return text.slice(lineStart, m.index! + m[0].length - m[1].length) + reading;
}

// PERCENT_RUN's characters: [\w.~-] (ASCII, no /u) and "%".
const TOKEN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~-%") {
  TOKEN[c.charCodeAt(0)] = 1;
}

/**
 * PERCENT_RUN's matches over `text`, in order. A match holds 8+ "%" and only TOKEN characters,
 * so it lies in a maximal run of them holding 8+ "%": those runs are found from their "%" signs
 * and searched alone (the regex has no assertions), instead of a whole-text search that reads
 * every word to its end (~1.2 ms on 60 KB with a dozen "%" signs).
 */
export function percentRuns(text: string): string[] {
  const out: string[] = [];
  let done = 0;
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 1)) {
    if (i < done) continue;
    let s = i;
    while (s > 0 && TOKEN[text.charCodeAt(s - 1)] === 1) s--;
    let e = i + 1;
    let signs = 1;
    for (let c = text.charCodeAt(e); TOKEN[c] === 1; c = text.charCodeAt(++e)) signs += +(c === 37);
    done = e;
    if (signs >= 8) { for (const m of text.slice(s, e).matchAll(PERCENT_RUN)) out.push(m[0]); }
  }
  return out;
}

function percentDecoded(run: string): string | undefined {
  try {
    return decodeURIComponent(run);
  } catch {
    return undefined;
  }
}

/** The decoded readings of `text` (empty for nearly every text). */
export function cueReadings(text: string): string[] {
  const out: string[] = [];
  if (text.includes("fromCharCode")) {
    for (const m of text.matchAll(CHAR_CODES)) {
      const codes = m[1].split(",").map((n) => Number(n.trim()));
      if (codes.every((c) => c > 0 && c <= 0xffff)) out.push(String.fromCharCode(...codes));
    }
  }
  if (text.includes("\\u") || text.includes("\\x")) {
    for (const m of text.matchAll(ESCAPE_RUN)) out.push(decodeEscapes(m[0]));
  }
  if (text.includes("%")) {
    for (const run of percentRuns(text)) {
      const d = percentDecoded(run);
      if (d !== undefined) out.push(d);
    }
  }
  if (cueTriggered(text)) {
    for (const m of text.matchAll(ROT13_CUE)) out.push(inPlace(text, m, rot13(m[1])));
    for (const m of text.matchAll(REVERSED_CUE)) {
      out.push(inPlace(text, m, Array.from(m[1]).reverse().join("")));
    }
    for (const m of text.matchAll(BASE32_CUE)) out.push(inPlace(text, m, base32(m[1])));
    for (const m of text.matchAll(HEX_CUE)) out.push(inPlace(text, m, hex(m[1])));
  }
  out.push(...moreReadings(text));
  out.push(...cipherReadings(text));
  out.push(...letterNumberReadings(text));
  if (text.includes("@") || text.includes("//:")) out.push(...reversedReadings(text));
  return out;
}
