// A regex some of whose top-level alternatives open with literals and some do not: the regex
// index (regex_index.ts) can then find where the literal-led ones may start, and a regex of the
// other alternatives (the residue) finds where those start. A match of the whole regex starts at
// one of those positions, and at a residue match the whole regex matches too (it tries every
// alternative there), so a search tried only at both sets of positions finds the same matches.
import { leadingLiterals } from "./regex_prefix.ts";
import { BACKREFERENCE, topAlternatives } from "./split_alternation.ts";

export interface LiteralSplit {
  /** Leading literals of the literal-led alternatives (see regex_prefix.leadingLiterals). */
  literals: string[];
  /** The other alternatives as one global regex with the same flags. */
  residue: RegExp;
}

function ledByLiterals(source: string, flags: string): boolean {
  try {
    return leadingLiterals(new RegExp(source, flags)) !== undefined;
  } catch {
    return false; // a part that is no regex on its own: keep it in the residue
  }
}

/** The split of `re`, or undefined when all or none of its alternatives open with literals. */
export function splitByLiterals(re: RegExp): LiteralSplit | undefined {
  // Backreferences tie alternatives to group numbers; a split would renumber them.
  if (re.sticky || BACKREFERENCE.test(re.source)) return undefined;
  const flags = re.flags.replace("g", "");
  const led: string[] = [];
  const rest: string[] = [];
  for (const alt of topAlternatives(re.source)) (ledByLiterals(alt, flags) ? led : rest).push(alt);
  if (led.length === 0 || rest.length === 0) return undefined;
  const literals = leadingLiterals(new RegExp(led.join("|"), flags));
  if (literals === undefined) return undefined;
  return { literals, residue: new RegExp(rest.join("|"), flags + "g") };
}
