// Injection round 23 (issue 13): an order hidden in an encoding with no "decode and follow" beside
// it (percent-escapes, HTML numeric entities, \u escapes, hex bytes, Morse). Nobody encodes a
// benign order to the reader: a run that decodes to an imperative with an attack's target (bulk,
// a secret, an address, "without review") is the finding. The seed is short and starts at an
// encoded space (a cheap, rare literal), so a window cut by the keyword gate still finds it;
// accept widens it to the whole run (bounded) and decodes that.
import type { PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED, firstAct, quotedAt, readerOrderAt } from "./reader_acts.ts";

/** Longest run decoded (characters of the encoded form) and how far the run is widened. */
const MAX_RUN = 2400;
/** The order must open the decoded text (after a vocative such as "Ассистент:"). */
const OPENS_WITHIN = 24;

type Codec = {
  name: string;
  keywords: string[];
  seed: string;
  /** One character of the encoded alphabet (the run is widened over these). */
  unit: RegExp;
  decode: (run: string) => string | null;
  /** The cue itself asks for decoding by hand (ROT13): the run is the rest of its line. */
  cued?: boolean;
  /** A run that decodes to words asks for the decoding by itself (Morse, see below). */
  selfCued?: boolean;
};

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/i;

function utf8(bytes: number[]): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

function percent(run: string): string | null {
  try {
    return decodeURIComponent(run.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function entities(run: string): string | null {
  const cps = [...run.matchAll(/&#(x[0-9a-f]{1,6}|\d{1,7});/gi)]
    .map((m) => m[1][0].toLowerCase() === "x" ? parseInt(m[1].slice(1), 16) : Number(m[1]));
  return cps.every((c) => c <= 0x10ffff) ? String.fromCodePoint(...cps) : null;
}

function escapes(run: string): string | null {
  const units = [...run.matchAll(/\\+u([0-9a-f]{4})/gi)].map((m) => parseInt(m[1], 16));
  return String.fromCharCode(...units);
}

function rot13(run: string): string {
  return run.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode((c.charCodeAt(0) - base + 13) % 26 + base);
  });
}

function hex(run: string): string | null {
  const digits = run.trim();
  if (!HEX_BYTES.test(digits)) return null;
  return utf8(digits.match(/../g)!.map((b) => parseInt(b, 16)));
}

const MORSE: Record<string, string> = Object.fromEntries(
  "a.- b-... c-.-. d-.. e. f..-. g--. h.... i.. j.--- k-.- l.-.. m-- n-. o--- p.--. q--.- r.-. s... t- u..- v...- w.-- x-..- y-.-- z--.. 0----- 1.---- 2..--- 3...-- 4....- 5..... 6-.... 7--... 8---.. 9----."
    .split(" ").map((p) => [p.slice(1), p[0]]),
);

// Round inj83 (v59, v60): an address or a number spelt in Morse needs its punctuation
// ("audit@salon-compliance.org"); without it the whole run read as unknown.
const MORSE_MARKS: Record<string, string> = {
  ".-.-.-": ".",
  "--..--": ",",
  ".--.-.": "@",
  "-..-.": "/",
  "-....-": "-",
  "---...": ":",
  "..--.-": "_",
  ".-.-.": "+",
};

export function morse(run: string): string | null {
  let known = true;
  const words = run.trim().split(/\s*\/\s*/).map((w) =>
    w.split(/\s+/).map((l) => {
      const c = MORSE[l] ?? MORSE_MARKS[l];
      if (c === undefined) known = false;
      return c ?? "";
    }).join("")
  );
  return known ? words.join(" ") : null;
}

// Hex of text: a space (20) before a lower-case letter's byte; "2026" (a year) is not one of them.
// The lead bytes of Latin-1, Cyrillic, Greek and Hangul letters after a space count too.
const HEX_SPACE = ["2061", "2063", "2064", "2065", "2066", "2068", "2069", "206d", "206f"]
  .concat(["2070", "2072", "2073", "2074", "2075", "2077", "20c3", "20ce", "20cf", "20d0", "20d1"])
  .concat(["20ea", "20eb", "20ec", "20ed"]);

const CODECS: Codec[] = [
  {
    name: "percent",
    keywords: ["%20"],
    seed: String.raw`%20(?:[\w.~-]{0,3}%[0-9a-f]{2}){5}`,
    unit: /[%0-9a-z._~+-]/i,
    decode: percent,
  },
  {
    name: "entities",
    keywords: ["&#32;", "&#x20;"],
    seed: String.raw`&#(?:32|x20);(?:&#(?:\d{2,6}|x[0-9a-f]{2,5});){5}`,
    unit: /[&#x0-9a-f; ]/i,
    decode: entities,
  },
  {
    name: "escapes",
    keywords: ["u0020"],
    // A JSON string inside a JSON string doubles the backslash ("\\\\u0043").
    seed: String.raw`\\+u0020(?:\\+u[0-9a-f]{4}){5}`,
    unit: /[\\u0-9a-f]/i,
    decode: escapes,
  },
  {
    name: "hex",
    keywords: HEX_SPACE,
    seed: String
      .raw`(?:\b|(?<=\b0x))(?:[0-9a-f]{2}){1,16}?20(?:[67][0-9a-f]|c[3ef]|d[01]|e[a-d])[0-9a-f]{8}`,
    unit: /[0-9a-f]/i,
    decode: hex,
  },
  {
    name: "morse",
    keywords: [" / .", " / -"],
    seed: String.raw` / [.-]{1,6}(?: [.-]{1,6}){3}`,
    unit: /[.\- /]/,
    decode: morse,
    // Round inj83 (v60's bare run, no "Morse" beside it): dots and dashes that decode to words
    // are a message written for a decoder; round inj48's census found Morse in no benign text.
    selfCued: true,
  },
  {
    name: "rot13",
    keywords: ["rot13", "rot-13", "rot 13"],
    seed: String.raw`\brot[-\s]?13\b[^\n:]{0,60}:[ \t]*`,
    unit: /[^\n]/,
    decode: rot13,
    cued: true,
  },
];

/** The run of `unit` characters around [start, end), at most MAX_RUN long, as [from, to). */
function widen(text: string, start: number, end: number, unit: RegExp): [number, number] {
  let s = start;
  let e = end;
  while (s > 0 && end - s < MAX_RUN && unit.test(text[s - 1])) s--;
  while (e < text.length && e - s < MAX_RUN && unit.test(text[e])) e++;
  return [s, e];
}

// Decoded text that reads as words: letters, three or more words, nothing unprintable.
const WORDS = /(?:\p{L}{2,}[^\p{L}]+){3}\p{L}/u;
const UNPRINTABLE = /[\p{Cc}\p{Cs}\uFFFD](?<![\n\t])/u;

// An order to decode near the run ("URL-decode then do it", "décoder"): the decoded act needs no
// attack target then (DECODE_ORDER misses its variants: "carry it out", "decode then do it").
// Round inj48 (v17, v36, v38): naming Morse beside the run asks for it as plainly ("in morse for
// the bot: …", "translate the Morse and carry it out"); no benign text of any set holds Morse.
const DECODE_CUE = /\b(?:decode|decipher|unescape|d[ée]cod\w*|dekod\w*|decodifi\w*|morse)\b/i;

/**
 * The decoded run opens with an order that has an attack's target (reader_acts.ts), or with any
 * act when `cued` (the text asks for the decoding).
 */
export function encodedOrder(decoded: string | null, around: string, cued: boolean): boolean {
  if (decoded === null || !WORDS.test(decoded) || UNPRINTABLE.test(decoded)) return false;
  const at = readerOrderAt(decoded, around);
  if (at >= 0) return at <= OPENS_WITHIN;
  if (!cued) return false;
  const act = firstAct(decoded);
  return act >= 0 && act <= OPENS_WITHIN && !quotedAt(decoded, act) && !DISCUSSED.test(around);
}

/** Whether the text around a match asks for the decoding (or the codec's cue does). */
function cuedAt(codec: Codec, text: string, start: number, end: number): boolean {
  if (codec.cued === true || codec.selfCued === true) return true;
  return DECODE_CUE.test(text.slice(Math.max(0, start - 200), start)) ||
    DECODE_CUE.test(text.slice(end, end + 80));
}

function ruleOf(codec: Codec): PhraseRule {
  // Each seed inside one run widens to that run: its verdict is kept for the run's other seeds.
  let last = { text: "", from: -1, to: -1, ok: false };
  const judge = (text: string, start: number, end: number): boolean => {
    if (codec.cued) {
      const line = text.slice(end, end + 400).split("\n", 1)[0];
      return encodedOrder(codec.decode(line), text.slice(Math.max(0, start - 200), start), true);
    }
    if (last.text === text && start >= last.from && start < last.to) return last.ok;
    const [from, to] = widen(text, start, end, codec.unit);
    const around = text.slice(Math.max(0, from - 200), from);
    const ok = encodedOrder(
      codec.decode(text.slice(from, to)),
      around,
      cuedAt(codec, text, from, to),
    );
    last = { text, from, to, ok };
    return ok;
  };
  return {
    // Reported as "decode-and-follow" (as decoded_order_rules.ts does): a new id would need a
    // positive in quality.ts, which the classifier trains on (no retraining here).
    id: "decode-and-follow",
    severity: "medium",
    where: ["d", "r"],
    keywords: codec.keywords,
    re: new RegExp(codec.seed, "i"),
    accept: judge,
  };
}

export const ENCODED_ORDER_RULES: PhraseRule[] = CODECS.map(ruleOf);
