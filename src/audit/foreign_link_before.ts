// Redaction round 32b (issue 13), moved here in round 34: the value before its credential noun,
// as the foreign-link grammar (foreign_link_rules.ts) reads it ("V comme Bluesky app password",
// "V를 password로 …", "V als Passwort").
import { valueFits } from "./foreign_link_value.ts";
import { ABOUT_WORDS, type NounKind, REVERSE_GLUED, REVERSE_WORDS } from "./foreign_link_words.ts";

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A regex alternation of the words, longest first. */
export const alternation = (words: string[]) =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join("|");
const ABOUT = new Set(ABOUT_WORDS);

// The value before its name: "J'ai mis V comme Bluesky app password", "V를 password로 …",
// "V als Passwort": a pointer word between blanks or a particle glued to the value, then up to
// three words and the noun.
const POINTERS = new Set(REVERSE_WORDS);
const GLUED_BEFORE = new RegExp(`^(.{4,200}?)(?:${alternation(REVERSE_GLUED)})$`, "u");
const VALUE_WORD = /^[!#-&*+\--:=?-~]+$/;

/**
 * The value before the noun starting at `start`: up to three words (none about the secret) before
 * the noun, a pointer word before them and the value before it, or the value with a particle.
 * Read word by word backwards (a regex anchored at the noun would be tried at every position).
 */
export function valueBefore(
  text: string,
  start: number,
  kind: NounKind,
): [number, string] | undefined {
  if (kind === "code") return undefined;
  let end = start;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  const floor = Math.max(0, start - 160);
  for (let k = 0; k <= 3 && end > floor; k++) {
    const s0 = wordStart(text, end, floor);
    const w = text.slice(s0, end);
    if (w.length === 0) return undefined;
    const pointer = POINTERS.has(w.toLowerCase());
    const glued = pointer || w.charCodeAt(w.length - 1) <= 0x7f ? null : GLUED_BEFORE.exec(w);
    if (pointer || glued !== null) {
      let from = s0;
      if (pointer) {
        let e = s0;
        while (e > floor && (text[e - 1] === " " || text[e - 1] === "\t")) e--;
        from = wordStart(text, e, floor);
        if (from === e) return undefined;
      }
      const raw = pointer ? text.slice(from, text.slice(0, s0).trimEnd().length) : glued![1];
      if (!VALUE_WORD.test(raw)) return undefined;
      const v = raw.replace(/(?<=[\p{L}\p{N}])[.:!?]+$/u, "");
      return valueFits(kind, v) ? [from, v] : undefined;
    }
    // The words between are a name's (no bracket, no mark), none about the secret.
    if (ABOUT.has(w.toLowerCase()) || !/^[\p{L}\p{N}.-]+$/u.test(w)) return undefined;
    end = s0;
    while (end > floor && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  }
  return undefined;
}

/** Where the word (a run without blanks or line breaks) ending at `end` starts. */
function wordStart(text: string, end: number, floor: number): number {
  let i = end;
  while (i > floor && text.charCodeAt(i - 1) > 32) i--;
  return i;
}
