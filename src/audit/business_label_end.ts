// Whether a business-order label (business_order_rules.ts, LABEL) can end after a label word the
// word search found at `at`: a first test that lets the starts listing skip a word's openers
// unread (cost round 27: on 60 KB of AI-product prose almost no word can, and each listed opener
// costs a ~0.5 µs attempt of the label regex). It reads the rule's regex as follows; a change to
// LABEL's alternatives, its word lists' characters or its tail's class must be checked here.
// - The label words (AI_WORD, MORE_AI, MODEL_AI, VOICE_WORD) hold only letters, marks, digits,
//   `_` and blanks, at most one blank run each; a word the regex takes at a found word's offset,
//   or inside it, holds none of STOPS and no ASCII punctuation.
// - Lead-and-word labels end with `[:：]`, `へ[。、]` or `에게` after a tail `[^\n:：。'"‘“«„「]`: a
//   colon must be the first of STOPS after the word, or a へ / 에 comes before that.
// - A vocative is a word, blanks, then `[,，、]`: the word's start, at most three blank runs (one in
//   the found word, one in the regex's word, the blanks after it), then the comma.
// - A bracket label opens at a found "[", an `@assistant` label just after "@": never skipped.

// 1: a colon (a label may end there); 2: another stop (no lead-and-word label reaches past it).
const STOPS = new Uint8Array(0x10000);
for (const c of ":：") STOPS[c.charCodeAt(0)] = 1;
for (const c of "。'\"‘“«„「") STOPS[c.charCodeAt(0)] = 2;
const COMMAS = new Set([..."，、,"].map((c) => c.charCodeAt(0)));
const HE = 0x3078, E = 0xc5d0; // へ, 에
/** Past this many code units undecided, the word is kept (a bound, so a long text stays linear). */
const SCAN = 512;

function asciiWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** False only when no business label can use a word starting in the found word at `at`. */
export function businessLabelCanEnd(part: string, at: number): boolean {
  if (part.charCodeAt(at) === 91 || (at > 0 && part.charCodeAt(at - 1) === 64)) return true;
  let vocative = true;
  let runs = 0;
  let blank = false;
  const stop = Math.min(part.length, at + SCAN);
  for (let i = at; i < stop; i++) {
    const c = part.charCodeAt(i);
    if (c === HE || c === E) return true;
    if (vocative) {
      if (COMMAS.has(c)) return true;
      if (c === 32 || (c >= 9 && c <= 13)) {
        if (!blank && ++runs > 3) vocative = false;
        blank = true;
      } else if (c >= 128 || asciiWord(c)) blank = false; // other units: read as word (kept)
      else vocative = false;
    }
    const kind = STOPS[c];
    if (kind === 1) return true;
    if (kind === 2 && !vocative) return false;
  }
  return stop < part.length;
}
