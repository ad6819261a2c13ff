// Cost round 52: hint_holds.ts asks which code units past ASCII a long text holds, as
// `[...new Set(text.match(/[\u0080-\uffff]/g))].join("")` did (0.2-0.3 ms a 60 KB text of other
// scripts: one string per match), and asked it again for the same text as the scan alternated
// texts. Read here by runs, once per text in an audit (text_memo.ts's scope: nothing kept after).
import { memoized } from "./text_memo.ts";

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
const KEY = {};
/** Marks of the code units listed by the call running now (cleared before it returns). */
const listed = new Uint8Array(0x10000);

/** Every code unit of `text` past ASCII, each once, in order of first occurrence. */
export function otherUnitsOf(text: string): string {
  const codes: number[] = [];
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(text); m !== null; m = NON_ASCII_RUN.exec(text)) {
    for (let i = m.index; i < NON_ASCII_RUN.lastIndex; i++) {
      const c = text.charCodeAt(i);
      if (listed[c] === 0) (listed[c] = 1, codes.push(c));
    }
  }
  for (const c of codes) listed[c] = 0;
  let out = ""; // in pieces: one call with tens of thousands of arguments could overflow the stack
  for (let i = 0; i < codes.length; i += 4096) {
    out += String.fromCharCode(...codes.slice(i, i + 4096));
  }
  return out;
}

/** otherUnitsOf(text), once per text inside an audit. */
export const otherUnits = (text: string): string => memoized(KEY, text, otherUnitsOf);
