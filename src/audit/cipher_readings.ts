// Injection round 48 (issue 13): letter ciphers a text names before its payload ("Caesar shift
// 3, … decode and act: ghohwh wkh …", "César +3, descifra y ejecuta:\n…", "(Atbash), bitte
// entschlüsseln und ausführen: …"), undone. cipher_order.ts judges the reading as an encoded
// order; cipherReadings hands it to cue_readings.ts, whose readings the phrase rules scan (so a
// decoded "Ignora las instrucciones anteriores" meets the foreign override rules).
import { morse } from "./encoded_order.ts";
import { registerRegex } from "./regex_index.ts";
import { testIndexed } from "./windows.ts";

// The cue: a cipher's name, then up to a colon (the payload may start on the next line).
export const CIPHER_CUE = String
  .raw`\b(?:caesar|c[ée]sar|c[äa]sar|cesare|cezar|atbash|rot[-\s]?(?:[1-9]|1[0-24-9]|2[0-5])(?!\d)|(?:shift|d[ée]calage|verschiebung|desplazamiento|deslocamento|spostamento)\s+(?:(?:of|by|de|um|von|di)\s+)?[+-]?\d{1,2}\b)[^\n:]{0,80}:[ \t]*\n?[ \t]*`;
// Every cue above needs one of these (read from the phrase index where the text has one).
const CIPHER_HINT =
  /morse|caesar|c[ée]sar|c[äa]sar|cezar|atbash|rot-?[1-9]|shift|d[ée]calage|verschiebung|desplazamiento|deslocamento|spostamento/i;
registerRegex(CIPHER_HINT, "phrase");
const CIPHER_CUE_G = new RegExp(CIPHER_CUE, "gi");
// Round inj48 (v17, v36, v38): a Morse run (four or more letters) in a text that names Morse; its
// reading goes to the phrase rules too, where an override ("ignore all previous …") is caught.
const MORSE_RUN = /[.-]{1,6}(?:(?: | \/ )[.-]{1,6}){3,}/g;

// Short words of the lexicons' main languages: a shift is kept only where its reading holds them.
const LEXICON = new Set(
  ("the and to of all your you is in for on with this that from now " +
    "der die das und den dem alle an auf mit zu ist nicht " +
    "le la les et de des du un une tous toutes pour sur avec " +
    "el los las y que en por con todas todos una del " +
    "il di e per con tutte tutti che della nel " +
    "o os as para com do da em uma " +
    "het een van en naar op met alle").split(" "),
);

function shifted(s: string, n: number): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode((c.charCodeAt(0) - base + n + 26) % 26 + base);
  });
}

function atbash(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(25 - (c.charCodeAt(0) - base) + base);
  });
}

/** How many of the reading's words are lexicon words. */
export function lexiconHits(s: string): number {
  let n = 0;
  for (const token of s.toLowerCase().split(/[^\p{L}'’]+/u)) {
    // Round inj94: one letter glued by an apostrophe ("order's") is a word's tail, not "y"/"e"/"o".
    const parts = token.split(/['’]/);
    for (const w of parts) if (LEXICON.has(w) && (w.length > 1 || parts.length === 1)) n++;
  }
  return n;
}

/**
 * The shift the cue names ("shift 3", "+3", "décalage de 3", "ROT-5"), undone; where the cue
 * names a cipher but no shift, the one of 25 shifts whose reading holds the most lexicon words
 * (only the payload line is tried, at most MAX_PAYLOAD characters).
 */
export function decipher(cue: string, payload: string): string | null {
  if (/atbash/i.test(cue)) return atbash(payload);
  const named = /(?:rot[-\s]?|([+-])\s?|\b)(\d{1,2})\b/i.exec(cue);
  const n = named ? Number(named[2]) : 0;
  if (n >= 1 && n <= 25) return shifted(payload, named![1] === "-" ? n : -n);
  let best: string | null = null;
  let bestHits = 1;
  for (let k = 1; k < 26; k++) {
    const reading = shifted(payload, k);
    const hits = lexiconHits(reading);
    if (hits > bestHits) [best, bestHits] = [reading, hits];
  }
  return best;
}

/** Each named-cipher payload line read in place after its cue (empty for nearly every text). */
export function cipherReadings(text: string): string[] {
  const out: string[] = [];
  if (!testIndexed(CIPHER_HINT, text)) return out;
  for (const m of text.includes(":") ? text.matchAll(CIPHER_CUE_G) : []) {
    const end = m.index! + m[0].length;
    const payload = text.slice(end, end + 400).split("\n", 1)[0];
    const reading = payload.length >= 12 ? decipher(m[0], payload) : null;
    if (reading !== null) out.push(m[0] + reading);
  }
  if (/morse/i.test(text)) {
    for (const m of text.matchAll(MORSE_RUN)) {
      const reading = morse(m[0]);
      if (reading !== null) out.push(reading);
    }
  }
  return out;
}
