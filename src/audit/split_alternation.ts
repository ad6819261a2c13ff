// Whole-text tests of a regex whose top-level alternatives open in different scripts. V8 skips
// quickly through a text for an alternation whose alternatives all open with non-ASCII characters
// ("モデルカード|шаблон…"), but not once ASCII-led ones are mixed in (under /i every "p", "m" or
// "t" then starts an attempt): the two groups are tested apart. A test is true exactly when some
// alternative matches somewhere, so any split of the alternatives gives the same answer.

/** The top-level alternatives of a regex source (outside groups and character classes). */
export function topAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0, inClass = false, from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) (parts.push(source.slice(from, i)), from = i + 1);
  }
  parts.push(source.slice(from));
  return parts;
}

// Backreferences tie alternatives to group numbers; a split would renumber them.
export const BACKREFERENCE = /\\(?:[1-9]|k<)/;

/** `re.test(text)` for a regex neither global nor sticky, as one test per group of alternatives. */
export function splitTest(re: RegExp): (text: string) => boolean {
  if (re.global || re.sticky || BACKREFERENCE.test(re.source)) return (text) => re.test(text);
  const parts = topAlternatives(re.source);
  const other = parts.filter((p) => p.charCodeAt(0) >= 128);
  const ascii = parts.filter((p) => p.charCodeAt(0) < 128);
  if (other.length === 0 || ascii.length === 0) return (text) => re.test(text);
  const a = new RegExp(other.join("|"), re.flags);
  const b = new RegExp(ascii.join("|"), re.flags);
  return (text) => a.test(text) || b.test(text);
}

/** Index of the `)` closing the group opened at `open` in `source`, or -1. */
export function groupEnd(source: string, open: number): number {
  let depth = 0, inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}
