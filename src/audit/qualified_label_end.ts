// Whether an ai-qualified-label match (label_rules.ts, flags im) can use the machine noun the word
// search found at `p`: a test that lets labelStarts skip the noun's openers unread (cost round 30:
// on 60 KB of AI-product prose ~200 nouns list ~300 openers, and none ends a label). It reads the
// regex as follows (units "not blank" are those `\s` does not match; `\s` runs are unbounded):
// - The noun found is the MACHINE's first word, or the "-" before alternative 2's word: the unit
//   before MACHINE is a blank, an opener (`[\n.!?;(\[]`) or a line start, never "-" or a word.
// - MACHINE holds at most 32 units neither blank nor digits ("large language models" + "coding
//   agents" + "s"; "gpt-?\\d*" holds any number of digits, so digits are not counted), and a "."
//   only in its first four ("a.i.").
// - Alternative 1 ends `MACHINE\s*[)\]]`: a `)` or `]` within 32 units not blank.
// - Alternative 2 ends `-word\s+note-word\s*:`: a colon within 22 ("-assistant instructions").
// - Alternatives 3 and 4 end `MACHINE\s+(?:is\s+)?QUALIFIER[:,]` (the comma, and "is", only in 4):
//   QUALIFIER is a word of at most 14 units not blank ("responsible for"), then `[^:.\n]{0,50}?`.
//   So no "." after MACHINE's first four units, the end within 32 + 2 + 14 + 50 = 98 units not
//   blank, and before a comma a blank, "is" and a blank.
// A change to LABEL, MACHINE, QUALIFIER or AI_NOUN must be checked here.

/** Units neither blank nor digits: alternative 1's end within, and any end within. */
export const PAREN_REACH = 32;
export const QUALIFIED_REACH = 98;

// Per ASCII unit (bits). Every unit from 0x80 on is read as a blank that is not counted (a
// superset of `\s`'s Unicode blanks: counting fewer units, and more blanks, only keeps more nouns).
const PAREN = 1, COLON = 2, COMMA = 4, DOT = 8, UNCOUNTED = 16, BLANK = 32;
const WIDE = UNCOUNTED | BLANK;
const ASCII = new Uint8Array(128);
ASCII[41] = ASCII[93] = PAREN; // ) ]
ASCII[58] = COLON;
ASCII[44] = COMMA;
ASCII[46] = DOT;
for (const c of " \t\n\v\f\r") ASCII[c.charCodeAt(0)] = WIDE;
for (let c = 48; c <= 57; c++) ASCII[c] = UNCOUNTED;

function kindAt(part: string, i: number): number {
  const c = part.charCodeAt(i);
  return c < 128 ? ASCII[c] : WIDE;
}

/** `\s+is\s+` (flag i, no u: only ASCII letters fold) with its "i" at `i`, blanks read widely. */
function isWordAt(part: string, i: number): boolean {
  return (part.charCodeAt(i + 1) | 0x20) === 115 && (kindAt(part, i - 1) & BLANK) !== 0 &&
    i + 2 < part.length && (kindAt(part, i + 2) & BLANK) !== 0;
}

/**
 * False only when no ai-qualified-label can hold the noun the word search found at `p` of `part`
 * (see above): reads at most `reach` + 1 counted units from `p` (and the others between).
 */
export function qualifiedLabelCanEnd(
  part: string,
  p: number,
  reach = QUALIFIED_REACH,
  parenReach = PAREN_REACH,
): boolean {
  let solid = 0;
  let sawIs = false;
  for (let i = p; i < part.length; i++) {
    const kind = kindAt(part, i);
    // The first colon ends every label that has not ended before it (the tail holds none).
    if ((kind & COLON) !== 0) return true;
    if ((kind & PAREN) !== 0 && solid <= parenReach) return true;
    if ((kind & COMMA) !== 0 && sawIs) return true;
    if ((kind & DOT) !== 0 && i >= p + 4) return false;
    if ((part.charCodeAt(i) | 0x20) === 105 && i > p && isWordAt(part, i)) sawIs = true;
    if ((kind & UNCOUNTED) === 0 && ++solid > reach) return false;
  }
  return false;
}
