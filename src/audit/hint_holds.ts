// A phrase rule's hint is a whole-text test run before the rule is searched. Some hints have no
// index, or an index whose residue (literal_split.ts) is a scan of the whole text for alternatives
// in other scripts; on a long text that scan cost 0.2–0.3 ms a hint (cost round 34). An alternative
// holding an unquantified literal character cannot match a text without that character: such
// alternatives are left out, and a hint whose alternatives all open with one is tried only there.
import { BACKREFERENCE, topAlternatives } from "./split_alternation.ts";
import { candidateStarts, MIN_INDEXED, residueOf } from "./regex_index.ts";
import { sticky, testIndexed, testIndexedWith } from "./windows.ts";
import { heldPerAudit } from "./text_memo.ts";

interface Alternative {
  source: string;
  /** Characters every match of the alternative holds (ASCII letters, which fold, left out). */
  needs: string[];
  /** The character every match starts with (ASCII, not a letter), if known. */
  lead?: string;
}

interface Plan {
  alternatives: Alternative[];
  /** The regex's flags without g and y: what its literals are compared under. */
  flags: string;
  /** Regexes of the kept alternatives, by mask ("1" kept, "0" left out). */
  kept: Map<string, RegExp | undefined>;
}

const ESCAPED_SELF = new Set([..."()[]{}.*+?^$|\\/-=,:;!'\"#%&<>@`~ "]);
const CONTROL: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v" };
const ZERO_WIDTH_OR_CLASS = new Set([..."sSwWdDbB"]);
const ASCII_LETTER = /^[A-Za-z]$/;
const COUNT = /^\{(\d+)(?:,\d*)?\}/;

/** Index of the `]` closing the class opened at `open`, or of the `)` of a group; -1 if none. */
function closing(source: string, open: number): number {
  let depth = 0, inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) {
      if (c === "]") {
        inClass = false;
        if (depth === 0) return i;
      }
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The characters a match of `alt` must hold, read from its top level up to anything unsure. */
export function readAlternative(alt: string, flags: string): Alternative {
  const needs: string[] = [];
  let lead: string | undefined;
  for (let i = 0, first = true; i < alt.length; first = false) {
    const c = alt[i];
    let literal: string | undefined;
    let group: Alternative | undefined; // a non-capturing group of one alternative, read inside
    let next: number;
    if (c === "\\") {
      const d = alt[i + 1];
      if (d !== undefined && ESCAPED_SELF.has(d)) literal = d;
      else if (d !== undefined && d in CONTROL) literal = CONTROL[d];
      else if (d === undefined || !ZERO_WIDTH_OR_CLASS.has(d)) break; // \x, \u, \p, \1, \c …
      next = i + 2;
    } else if (c === "[" || c === "(") {
      const end = closing(alt, i);
      if (end < 0) break;
      next = end + 1;
      const inner = alt.slice(i + 3, end);
      if (alt.startsWith("(?:", i) && topAlternatives(inner).length === 1) {
        group = readAlternative(inner, flags);
      }
    } else if (c === "." || c === "^" || c === "$") next = i + 1;
    else if ("|)*+?{}]".includes(c) || (c >= "\ud800" && c <= "\udfff")) break;
    else (literal = c, next = i + 1);
    let optional = false;
    const q = alt[next];
    if (q === "?" || q === "*") (optional = true, next++);
    else if (q === "+") next++;
    else if (q === "{") {
      const m = COUNT.exec(alt.slice(next));
      if (m === null) break; // a literal "{" outside /u: not read
      optional = Number(m[1]) === 0;
      next += m[0].length;
    }
    if (next > i + 1 && q !== undefined && "?*+{".includes(q) && alt[next] === "?") next++; // lazy
    if (literal !== undefined && !optional && usable(literal, flags)) {
      needs.push(literal);
      if (first && literal < "\x80") lead = literal;
    }
    if (group !== undefined && !optional) {
      needs.push(...group.needs);
      if (first) lead = group.lead;
    }
    i = next;
  }
  return { source: alt, needs, lead };
}

const ALL_ASCII = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join("");

/**
 * An ASCII character that is no letter equals only itself under any flags; another one is usable
 * when, under the regex's flags, it equals no ASCII character (long s and Kelvin sign do).
 */
function usable(ch: string, flags: string): boolean {
  if (ch < "\x80") return !ASCII_LETTER.test(ch);
  return !classOf(ch, flags).test(ALL_ASCII);
}

const PLANS = new WeakMap<RegExp, Plan | null>();

/** The plan of `re` (its source's alternatives), or null when there is nothing to leave out. */
export function planOf(re: RegExp): Plan | null {
  let plan = PLANS.get(re);
  if (plan !== undefined) return plan;
  const flags = re.flags.replace(/[gy]/g, "");
  plan = null;
  // Under /v classes nest, which `closing` does not read.
  if (!BACKREFERENCE.test(re.source) && !re.unicodeSets) {
    const alternatives = topAlternatives(re.source).map((a) => readAlternative(a, flags));
    if (alternatives.some((a) => a.needs.length > 0)) {
      plan = { alternatives, flags, kept: new Map() };
    }
  }
  PLANS.set(re, plan);
  return plan;
}

/** What one long text holds, read as asked: ASCII characters, and its non-ASCII ones. */
let last: { text: string; has: Map<string, boolean>; other?: string } | undefined;
heldPerAudit("hint_holds", () => last ? [last.text, last.other ?? ""] : [], () => last = undefined);

const CLASSES = new Map<string, RegExp>();

/** `[ch]` under `flags`, made once (a regex made per text would be compiled per text). */
function classOf(ch: string, flags: string): RegExp {
  let re = CLASSES.get(ch + flags);
  if (re === undefined) CLASSES.set(ch + flags, re = new RegExp(`[${ch}]`, flags));
  return re;
}

function holds(text: string, ch: string, flags: string): boolean {
  if (last === undefined || last.text !== text) last = { text, has: new Map() };
  const key = ch < "\x80" ? ch : ch + flags;
  const known = last.has.get(key);
  if (known !== undefined) return known;
  let found: boolean;
  if (ch < "\x80") found = text.includes(ch);
  else {
    last.other ??= [...new Set(text.match(/[\u0080-\uffff]/g) ?? [])].join("");
    found = classOf(ch, flags).test(last.other);
  }
  last.has.set(key, found);
  return found;
}

/** Whether `text` can hold each of `plan`'s alternatives ("1") or not ("0"). */
function maskIn(plan: Plan, text: string): string {
  let mask = "";
  for (const a of plan.alternatives) {
    mask += a.needs.every((ch) => holds(text, ch, plan.flags)) ? "1" : "0";
  }
  return mask;
}

/** The regex of `plan`'s alternatives that `text` can hold (undefined: none; `re`: all). */
function keptIn(plan: Plan, re: RegExp, text: string): RegExp | undefined {
  const mask = maskIn(plan, text);
  if (!mask.includes("0")) return re;
  if (!plan.kept.has(mask)) {
    if (plan.kept.size >= 64) plan.kept.clear(); // texts with ever new mixes of scripts
    const parts = plan.alternatives.filter((_, k) => mask[k] === "1").map((a) => a.source);
    plan.kept.set(mask, parts.length === 0 ? undefined : new RegExp(parts.join("|"), re.flags));
  }
  return plan.kept.get(mask);
}

/** Whether `re` matches at an occurrence of one of `leads` (every match starts at one). */
function testAtLeads(re: RegExp, text: string, leads: Set<string>): boolean {
  const y = sticky(re);
  for (const ch of leads) {
    for (let p = text.indexOf(ch); p >= 0; p = text.indexOf(ch, p + 1)) {
      y.lastIndex = p;
      if (y.test(text)) return true;
    }
  }
  return false;
}

/**
 * `hint.test(text)` for a phrase rule's hint: from the phrase index when the text has one
 * (testIndexed), its residue without the alternatives the text cannot hold; on a long text without
 * an index, only the alternatives it can hold, tried where they can start when all have a lead.
 */
export function hintHolds(hint: RegExp, text: string): boolean {
  if (hint.global || hint.sticky) return hint.test(text);
  if (text.length < MIN_INDEXED) return testIndexed(hint, text);
  const starts = candidateStarts(hint, text, false);
  if (starts !== undefined) {
    const residue = residueOf(hint);
    const plan = residue && planOf(residue);
    if (!plan) return testIndexed(hint, text);
    return testIndexedWith(hint, text, starts, keptIn(plan, residue!, text));
  }
  const plan = planOf(hint);
  if (plan === null) return hint.test(text);
  const mask = maskIn(plan, text);
  const alternatives = plan.alternatives.filter((_, k) => mask[k] === "1");
  if (alternatives.length === 0) return false;
  // A regex of some alternatives can scan slower than the whole (V8 skips ahead differently).
  if (!alternatives.every((a) => a.lead !== undefined)) return hint.test(text);
  return testAtLeads(hint, text, new Set(alternatives.map((a) => a.lead!)));
}

/**
 * For a phrase rule's global `re` searched over `text` or its windows (cost round 37): null when
 * no alternative can match in `text`; else, when some cannot, the regex of the others and of its
 * residue's (same matches at every position, as the left-out ones match nowhere in the text).
 */
export function keptRun(
  re: RegExp,
  text: string,
): { re: RegExp; residue: RegExp | undefined } | null | undefined {
  const plan = planOf(re);
  if (plan === null) return undefined;
  const run = keptIn(plan, re, text);
  if (run === undefined) return null;
  const residue = residueOf(re);
  const rest = residue && planOf(residue);
  const keptResidue = rest ? keptIn(rest, residue!, text) : residue;
  return run === re && keptResidue === residue ? undefined : { re: run, residue: keptResidue };
}
