// Literals a regex's every match holds near its start, proven from its syntax tree (cost round 29,
// issue 13): a whole-text search (the keyword gate's fallback when a rule's keywords are common)
// could try the regex only at starts with such a literal close ahead (required_starts.ts).
// Measured and kept out of src/audit: the attempts it saves cost less than finding the literals.
import { type AST, RegExpParser } from "@eslint-community/regexpp";

/**
 * Every match holds one of `lits` (under `scanner`'s case folding) starting after at most `lead`
 * UTF-16 units of the match that are not white space.
 */
export interface Required {
  lits: string[];
  lead: number;
}

type Node = AST.Alternative | AST.Element | AST.Pattern;

/** JavaScript's `\s` on one UTF-16 unit (white space and line terminators). */
export function isSpace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Whether a class or set matches white space only (`\s`, `[ \t]`, `[\r\n]`…). */
function spaceOnly(n: AST.Node): boolean {
  if (n.type === "Character") return isSpace(n.value);
  if (n.type === "CharacterSet") return n.kind === "space" && !n.negate;
  if (n.type === "CharacterClass") {
    return !n.negate && n.elements.length > 0 && n.elements.every((e) => spaceOnly(e));
  }
  return false;
}

/**
 * Most UTF-16 units that are not white space a node can match (Infinity when unbounded or
 * unknown): runs of white space (`\s+` between words) may be any length, they count nothing.
 */
function maxLen(n: Node, wide: boolean): number {
  if (spaceOnly(n)) return 0; // white space is one unit a character, never a surrogate pair
  switch (n.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      return Math.max(0, ...n.alternatives.map((a) => maxLen(a, wide)));
    case "Alternative":
      return n.elements.reduce((s, e) => s + maxLen(e, wide), 0);
    case "Character":
      return n.value > 0xffff ? 2 : 1;
    case "CharacterClass":
    case "CharacterSet":
      // Under u a class or `.` matches a code point, which may be a surrogate pair.
      return wide ? 2 : 1;
    case "Quantifier": {
      const one = maxLen(n.element, wide);
      return one === 0 ? 0 : one * n.max;
    }
    case "Assertion":
      return 0;
    default: // back-references, class expressions: not bounded here
      return Infinity;
  }
}

/**
 * A better requirement: one past the match's start first (a literal the match opens with is
 * already where the regex index tries it), then the longer shortest literal, then fewer
 * literals, then the nearer.
 */
function better(a: Required | null, b: Required | null): Required | null {
  if (a === null) return b;
  if (b === null) return a;
  if ((a.lead > 0) !== (b.lead > 0)) return a.lead > 0 ? a : b;
  const la = Math.min(...a.lits.map((s) => s.length));
  const lb = Math.min(...b.lits.map((s) => s.length));
  if (la !== lb) return la > lb ? a : b;
  if (a.lits.length !== b.lits.length) return a.lits.length < b.lits.length ? a : b;
  return a.lead <= b.lead ? a : b;
}

/** All alternatives must hold a literal: the union of theirs, at the farthest lead. */
function anyOf(alts: AST.Alternative[], wide: boolean): Required | null {
  const lits = new Set<string>();
  let lead = 0;
  for (const a of alts) {
    const r = required(a, wide);
    if (r === null) return null;
    for (const s of r.lits) lits.add(s);
    lead = Math.max(lead, r.lead);
  }
  return lits.size === 0 ? null : { lits: [...lits], lead };
}

/** A sequence: consecutive characters make one literal; any element's own requirement holds
 * too, moved by the most its predecessors can match. */
function inSequence(elements: AST.Element[], wide: boolean): Required | null {
  let best: Required | null = null;
  let before = 0; // most units (not white space) the elements before the current one match
  let run = "", runAt = 0;
  const endRun = () => {
    if (run !== "" && Number.isFinite(runAt)) best = better(best, { lits: [run], lead: runAt });
    run = "";
  };
  for (const e of elements) {
    if (e.type === "Character") {
      if (run === "") runAt = before;
      run += String.fromCodePoint(e.value);
    } else {
      endRun();
      const r = required(e, wide);
      if (r !== null && Number.isFinite(before)) {
        best = better(best, { ...r, lead: before + r.lead });
      }
    }
    before += maxLen(e, wide);
  }
  endRun();
  return best;
}

function required(n: Node, wide: boolean): Required | null {
  switch (n.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      return anyOf(n.alternatives, wide);
    case "Alternative":
      return inSequence(n.elements, wide);
    case "Character":
      return { lits: [String.fromCodePoint(n.value)], lead: 0 };
    case "Quantifier":
      // The first repetition starts where the quantifier does.
      return n.min >= 1 ? required(n.element, wide) : null;
    default: // classes, assertions (zero-width), back-references: no literal
      return null;
  }
}

/** A requirement of `re` with its scanner, or null (v-flag regexes and parse failures too). */
export interface RequiredScan extends Required {
  /** Global, case-insensitive, with `re`'s u flag: finds every occurrence `re` can match. */
  scanner: RegExp;
}

const MEMO = new WeakMap<RegExp, RequiredScan | null>();
const SYNTAX = /[\\^$.*+?()[\]{}|\/]/g; // what u mode lets (and non-u needs) escape

export function requiredLiterals(re: RegExp): RequiredScan | null {
  let got = MEMO.get(re);
  if (got !== undefined) return got;
  got = null;
  if (!re.unicodeSets) {
    try {
      const ast = new RegExpParser({ ecmaVersion: 2025 }).parseLiteral(`/${re.source}/${re.flags}`);
      const r = required(ast.pattern, re.unicode);
      if (r !== null) {
        // i is a superset of any case rule in `re` (flags, (?i:) and (?-i:) groups alike).
        const source = r.lits.map((s) => s.replace(SYNTAX, "\\$&")).join("|");
        got = { ...r, scanner: new RegExp(source, re.unicode ? "giu" : "gi") };
      }
    } catch {
      got = null; // a syntax the parser does not know: no requirement, the search is unchanged
    }
  }
  MEMO.set(re, got);
  return got;
}
