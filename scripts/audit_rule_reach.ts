/**
 * How far each phrase rule reads around a match, derived from its regex's syntax tree: the most
 * characters a match spans plus what its lookarounds and boundaries read beyond it (Infinity when
 * a quantifier is unbounded). Goal 2 of cost round 16 (issue 13): a reading of a text (canonical
 * view, cue readings) could be scanned only near where it differs from the text already scanned,
 * but only for rules whose reach is bounded, and only where `accept`, `starts` and `unless` (code,
 * not syntax) read no further. Run: deno run -A scripts/audit_rule_reach.ts [--rules]
 */
import { RegExpParser } from "@eslint-community/regexpp";
import type { AST } from "@eslint-community/regexpp";
import { PHRASE_RULES } from "../src/audit/injection_rules.ts";
import type { PhraseRule } from "../src/audit/phrase_rule.ts";

/** Span of a match and what lookarounds/boundaries read before and after it (UTF-16 units). */
export interface Reach {
  match: number;
  before: number;
  after: number;
}

type Node = AST.Alternative | AST.Element | AST.Pattern;

const ZERO: Reach = { match: 0, before: 0, after: 0 };

/** Longest of several alternatives: each field at its maximum (an upper bound). */
function widest(rs: Reach[]): Reach {
  return rs.reduce((a, b) => ({
    match: Math.max(a.match, b.match),
    before: Math.max(a.before, b.before),
    after: Math.max(a.after, b.after),
  }), ZERO);
}

/** A sequence: matches add up; a lookaround inside reads at most the sequence plus its own. */
function sequence(rs: Reach[]): Reach {
  const match = rs.reduce((s, r) => s + r.match, 0);
  // Conservative: any element's look-behind may reach back past everything before it, and any
  // look-ahead past everything after it.
  return {
    match,
    before: Math.max(0, ...rs.map((r) => r.before)),
    after: Math.max(0, ...rs.map((r) => r.after)),
  };
}

function reachOf(n: Node, unicode: boolean, groups: Map<string | number, Reach>): Reach {
  switch (n.type) {
    case "Pattern":
      return widest(n.alternatives.map((a) => reachOf(a, unicode, groups)));
    case "Alternative":
      return sequence(n.elements.map((e) => reachOf(e, unicode, groups)));
    case "Group":
    case "CapturingGroup":
      return widest(n.alternatives.map((a) => reachOf(a, unicode, groups)));
    case "Character":
      return { match: n.value > 0xffff ? 2 : 1, before: 0, after: 0 };
    case "CharacterClass":
    case "CharacterSet":
    case "ExpressionCharacterClass":
      // A code point outside the BMP is two units under the u or v flag.
      return { match: unicode ? 2 : 1, before: 0, after: 0 };
    case "Quantifier": {
      const r = reachOf(n.element, unicode, groups);
      return { match: r.match === 0 ? 0 : r.match * n.max, before: r.before, after: r.after };
    }
    case "Assertion": {
      if (n.kind === "lookahead" || n.kind === "lookbehind") {
        const inner = widest(n.alternatives.map((a) => reachOf(a, unicode, groups)));
        const span = inner.match + inner.before + inner.after;
        return n.kind === "lookahead"
          ? { match: 0, before: inner.before, after: span }
          : { match: 0, before: span, after: inner.after };
      }
      // \b, ^ and $ (multiline) look at one character either side.
      return { match: 0, before: 1, after: 1 };
    }
    case "Backreference":
      // Bounded only if the group is; take the widest group as an upper bound.
      return widest([...groups.values()]);
    default:
      return { match: Infinity, before: Infinity, after: Infinity };
  }
}

/** Reach of a regex (Infinity in some field when unbounded). */
export function regexReach(re: RegExp): Reach {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  const ast = parser.parseLiteral(`/${re.source}/${re.flags}`);
  const unicode = ast.flags.unicode || ast.flags.unicodeSets;
  // Groups first (for back-references): an unbounded group makes its references unbounded.
  const groups = new Map<string | number, Reach>();
  const visit = (n: AST.Node) => {
    if (n.type === "CapturingGroup") {
      groups.set(
        n.name ?? groups.size,
        widest(n.alternatives.map((a) => reachOf(a, unicode, groups))),
      );
    }
    for (const k of ["alternatives", "elements", "element"] as const) {
      const c = (n as unknown as Record<string, unknown>)[k];
      if (Array.isArray(c)) c.forEach(visit);
      else if (c && typeof c === "object") visit(c as AST.Node);
    }
  };
  visit(ast.pattern);
  return reachOf(ast.pattern, unicode, groups);
}

/** The unbounded quantifiers of a regex (their source), and whether each can match a line break. */
export function unboundedParts(re: RegExp): Array<{ raw: string; crossesLines: boolean }> {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  const ast = parser.parseLiteral(`/${re.source}/${re.flags}`);
  const flags = re.flags.replace(/[gy]/g, "");
  const out: Array<{ raw: string; crossesLines: boolean }> = [];
  const leaves = (n: AST.Node, acc: string[]) => {
    if (n.type === "Character" || n.type === "CharacterClass" || n.type === "CharacterSet") {
      if (n.type !== "CharacterSet" || (n.kind !== "word" || n.negate) && n.kind !== "digit") {
        acc.push(n.raw);
      }
      if (n.type === "CharacterClass") return;
    }
    if (n.type === "Assertion" && (n.kind === "lookahead" || n.kind === "lookbehind")) return;
    for (const k of ["alternatives", "elements", "element"] as const) {
      const c = (n as unknown as Record<string, unknown>)[k];
      if (Array.isArray(c)) c.forEach((x) => leaves(x, acc));
      else if (c && typeof c === "object") leaves(c as AST.Node, acc);
    }
  };
  const visit = (n: AST.Node) => {
    if (n.type === "Quantifier" && n.max === Infinity) {
      const acc: string[] = [];
      leaves(n.element, acc);
      const crossesLines = acc.some((raw) => {
        try {
          return new RegExp(`^(?:${raw})$`, flags).test("\n");
        } catch {
          return true;
        }
      });
      out.push({ raw: n.raw, crossesLines });
    }
    for (const k of ["alternatives", "elements", "element"] as const) {
      const c = (n as unknown as Record<string, unknown>)[k];
      if (Array.isArray(c)) c.forEach(visit);
      else if (c && typeof c === "object") visit(c as AST.Node);
    }
  };
  visit(ast.pattern);
  return out;
}

export function bounded(r: Reach): boolean {
  return Number.isFinite(r.match + r.before + r.after);
}

/** Code beside the regex that may read the text anywhere: its reach is not in the syntax. */
function codeParts(rule: PhraseRule): string[] {
  const out: string[] = [];
  if (rule.accept) out.push("accept");
  if (rule.starts) out.push("starts");
  if (rule.unless) out.push("unless");
  if (rule.hint) out.push("hint");
  return out;
}

if (import.meta.main) {
  const rows = PHRASE_RULES.map((rule) => {
    const r = regexReach(rule.re);
    return { id: rule.id, reach: r, bounded: bounded(r), code: codeParts(rule) };
  });
  const ids = new Set(rows.map((r) => r.id));
  const boundedRows = rows.filter((r) => r.bounded);
  const plain = boundedRows.filter((r) => !r.code.includes("accept") && !r.code.includes("unless"));
  const parts = PHRASE_RULES.map((rule) => unboundedParts(rule.re));
  const lineLocal = parts.filter((p) => p.length > 0 && p.every((q) => !q.crossesLines)).length;
  const causes = new Map<string, number>();
  for (const p of parts) {
    for (const q of new Set(p.map((x) => x.raw))) causes.set(q, (causes.get(q) ?? 0) + 1);
  }
  if (Deno.args.includes("--causes")) {
    for (const [raw, k] of [...causes].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(k, raw);
    }
  }
  if (Deno.args.includes("--rules")) {
    for (const r of rows) {
      const { match, before, after } = r.reach;
      console.log(`${r.id}\t${match}\t${before}\t${after}\t${r.code.join(",")}`);
    }
  }
  console.log(
    JSON.stringify(
      {
        phraseRules: rows.length,
        distinctIds: ids.size,
        boundedRegex: boundedRows.length,
        unboundedRegex: rows.length - boundedRows.length,
        unboundedButWithinALine: lineLocal,
        withAccept: rows.filter((r) => r.code.includes("accept")).length,
        boundedWithoutAcceptOrUnless: plain.length,
        largestBoundedSpan: Math.max(
          0,
          ...boundedRows.map((r) => r.reach.match + r.reach.before + r.reach.after),
        ),
      },
      null,
      1,
    ),
  );
}
