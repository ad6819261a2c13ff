// A regex some of whose top-level alternatives open with literals and some do not: the regex
// index (regex_index.ts) can then find where the literal-led ones may start, and a regex of the
// other alternatives (the residue) finds where those start. A match of the whole regex starts at
// one of those positions, and at a residue match the whole regex matches too (it tries every
// alternative there), so a search tried only at both sets of positions finds the same matches.
import { leadingLiterals } from "./regex_prefix.ts";
import { BACKREFERENCE, groupEnd, topAlternatives } from "./split_alternation.ts";

export interface LiteralSplit {
  /** Leading literals of the literal-led alternatives (see regex_prefix.leadingLiterals). */
  literals: string[];
  /** The other alternatives as one global regex with the same flags. */
  residue: RegExp;
}

// A capturing, non-capturing or modifier group, after any leading `\b`: "\b(?:", "(?i:", "(".
// A capturing one keeps its number in every part; the parts only find where matches can start.
const LEADING_GROUP = /^((?:\\b)*)(\((?!\?)|\(\?[a-z-]*:)/;

/**
 * An alternative that opens with an unquantified group (not a lookaround), with the group's own
 * alternatives distributed over the rest ("(?:a|b)c" gives "(?:a)c" and "(?:b)c"): the same
 * matches can start at each position, and each part may open with literals on its own.
 */
function distributed(alt: string): string[] {
  const m = LEADING_GROUP.exec(alt);
  if (m === null) return [alt];
  const open = m[1].length;
  const close = groupEnd(alt, open);
  const rest = close < 0 ? "" : alt.slice(close + 1);
  if (close < 0 || /^[?*+{]/.test(rest)) return [alt];
  const inner = topAlternatives(alt.slice(open + m[2].length, close));
  if (inner.length < 2) return [alt];
  return inner.map((x) => `${m[1]}${m[2]}${x})${rest}`);
}

// Round 13: a class of two to four letters after the alternative's opening (`\b`, group openings,
// letters): `[sş]ifre` gives `sifre` and `şifre`. At any position the class matches one character,
// which its own member then matches (also under /i), so the parts start where the whole does. The
// ASCII part can be indexed and the rest opens with a rare letter, not with `s`. Not under a
// quantifier, nor in a group that alternates or repeats (the class would be read more than once).
const CLASS_AFTER_OPENING =
  /^((?:\\b|\((?:\?:)?|[A-Za-z0-9_ ])*)\[([\p{L}\p{N}]{2,4})\](?![*+?{])/u;

function classDistributed(alt: string): string[] {
  const m = CLASS_AFTER_OPENING.exec(alt);
  if (m === null || /[\uD800-\uDFFF]/.test(m[2]) || !onceOnly(alt, m[1])) return [alt];
  const members = [...new Set(m[2])];
  if (members.length < 2) return [alt];
  return members.map((c) => m[1] + c + alt.slice(m[0].length));
}

/** Every group opened in `opening` (the start of `alt`) closes unquantified, with no `|` inside. */
function onceOnly(alt: string, opening: string): boolean {
  for (let i = opening.indexOf("("); i >= 0; i = opening.indexOf("(", i + 1)) {
    const close = groupEnd(alt, i);
    if (close < 0 || /^[*+?{]/.test(alt.slice(close + 1))) return false;
    if (topAlternatives(alt.slice(i + 1, close).replace(/^\?:/, "")).length > 1) return false;
  }
  return true;
}

function ledByLiterals(source: string, flags: string): boolean {
  try {
    return leadingLiterals(new RegExp(source, flags)) !== undefined;
  } catch {
    return false; // a part that is no regex on its own: keep it in the residue
  }
}

/**
 * The split of `re` (top-level alternatives, and the alternatives of a group that opens one),
 * or undefined when all or none of them open with literals.
 */
export function splitByLiterals(re: RegExp, blanks = false): LiteralSplit | undefined {
  // Backreferences tie alternatives to group numbers; a split would renumber them.
  if (re.sticky || BACKREFERENCE.test(re.source)) return undefined;
  const flags = re.flags.replace("g", "");
  const led: string[] = [];
  const rest: string[] = [];
  const parts = topAlternatives(re.source).flatMap(distributed);
  // Under /v a class has another syntax: its members are not read as plain letters there.
  for (const alt of re.unicodeSets ? parts : parts.flatMap(classDistributed)) {
    (ledByLiterals(alt, flags) ? led : rest).push(alt);
  }
  if (led.length === 0 || rest.length === 0) return undefined;
  try {
    const literals = leadingLiterals(new RegExp(led.join("|"), flags), blanks);
    const residue = new RegExp(rest.join("|"), flags + "g");
    return literals === undefined ? undefined : { literals, residue };
  } catch {
    return undefined; // parts that are no regex together: the regex stays unindexed
  }
}
