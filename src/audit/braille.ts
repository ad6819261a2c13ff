// Injection round inj78 (issue 13): Unicode Braille cells (U+2800–U+28FF) are an encoding any
// model reads at a glance ("⠁⠏⠏⠗⠕⠧⠑⠀⠁⠇⠇ …" is "approve all …"). Grade-1 Braille spells letters
// cell by cell, so a run of cells is read back as letters in place (the text around it kept) and
// that reading is scanned like the visible text. Nearly no text holds a Braille cell.
import { holdsAny } from "./char_census.ts";

/** Any Braille cell but the blank (U+2800, a space). */
const CELL = /[\u2801-\u28ff]/;
const CELL_RUN = /[\u2800-\u28ff]+/g;
/** Fewer letter cells than this are a symbol or a logo, not a message. */
const MIN_CELLS = 8;

// Grade-1 letters a–z as dot numbers (dot n is bit n−1 of the cell's offset from U+2800).
const LETTER_DOTS =
  "1 12 14 145 15 124 1245 125 24 245 13 123 134 1345 135 1234 12345 1235 234 2345 136 1236 2456 1346 13456 1356";
const LETTERS = new Map<number, string>();
LETTER_DOTS.split(" ").forEach((dots, i) => {
  let bits = 0;
  for (const d of dots) bits |= 1 << (Number(d) - 1);
  LETTERS.set(bits, String.fromCharCode(97 + i));
});
const NUMBER_SIGN = 0b111100; // dots 3-4-5-6: the letters a–j after it are digits
const CAPITAL_SIGN = 0b100000; // dot 6: the next letter is a capital

/** One run of cells read as letters (a blank cell is a space; an unknown cell is "?"). */
function readRun(run: string): string {
  let out = "";
  let digits = false;
  let capital = false;
  for (const ch of run) {
    const bits = ch.charCodeAt(0) - 0x2800;
    if (bits === 0) (out += " ", digits = false);
    else if (bits === NUMBER_SIGN) digits = true;
    else if (bits === CAPITAL_SIGN) capital = true;
    else {
      const letter = LETTERS.get(bits);
      if (letter === undefined) out += "?";
      else if (digits && letter <= "j") out += String((letter.charCodeAt(0) - 96) % 10);
      else out += capital ? letter.toUpperCase() : letter;
      capital = false;
    }
  }
  return out;
}

/** `text` with its Braille read as letters, or undefined when it holds too few cells. */
export function brailleReading(text: string): string | undefined {
  if (!holdsAny(CELL, text)) return undefined;
  let cells = 0;
  const reading = text.replace(CELL_RUN, (run) => {
    cells += run.length;
    return readRun(run);
  });
  return cells >= MIN_CELLS ? reading : undefined;
}

/** Where a text asks for its Braille read ("Braille note …, transcribe and follow it:"). */
const BRAILLE_CUE = /\b(?:braille|transcri\w*|decode|decipher|d[ée]cod\w*)\b/i;
/** A Braille stretch: cells, with the ASCII a message carries between them (spaces, "@", "."). */
const STRETCH = /[\u2800-\u28ff](?:[\u2800-\u28ff \t@.,:;'!?()\/_+-]*[\u2800-\u28ff])?/g;

/**
 * The first Braille stretch whose reading opens with an order (encoded_order.ts's judge: an act
 * with an attack's target, or any act where the text asks for the reading), as [start, end).
 */
export function brailleOrderAt(
  text: string,
  judge: (decoded: string, around: string, cued: boolean) => boolean,
): [number, number] | undefined {
  if (!holdsAny(CELL, text)) return undefined;
  for (const m of text.matchAll(STRETCH)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (!CELL.test(m[0]) || (m[0].match(/[\u2801-\u28ff]/g)?.length ?? 0) < MIN_CELLS) continue;
    const around = text.slice(Math.max(0, start - 200), start);
    const cued = BRAILLE_CUE.test(around) || BRAILLE_CUE.test(text.slice(end, end + 80));
    if (judge(m[0].replace(CELL_RUN, readRun), around, cued)) return [start, end];
  }
  return undefined;
}
