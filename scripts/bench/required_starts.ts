// Whole-text searches tried only where a regex's required literals allow a match to start
// (required_literal.ts): the literals' occurrences, found once per text for the rules sharing them.
// Cost round 29's experiment (docs/rounds/cost29.md): output-identical, but no cheaper, so it is a
// measurement aid here, not a part of src/audit/windows.ts.
import { isSpace, requiredLiterals, type RequiredScan } from "./required_literal.ts";

// Literals outside printable ASCII (and tab, line feed, return) are scanned with the regex.
const NON_ASCII = /[^\x20-\x7e\t\n\r]/;

// Per text recently searched (the phrase pass reads a text and its readings in turn): each
// literal set's occurrences (rules share sets), the text lower-cased when that keeps every offset
// (no U+0130, whose lower case is two units; ASCII literals are then found with indexOf).
interface Seen {
  lowered?: string | null;
  occurrences: Map<string, number[]>;
}
const SEEN = new Map<string, Seen>();
const SEEN_TEXTS = 4;

function seenOf(text: string): Seen {
  let seen = SEEN.get(text);
  if (seen === undefined) {
    if (SEEN.size >= SEEN_TEXTS) SEEN.delete(SEEN.keys().next().value!);
    SEEN.set(text, seen = { occurrences: new Map() });
  }
  return seen;
}

/** Lower-case ASCII literals, or null when `req` must be scanned with its regex. */
function asciiLiterals(req: RequiredScan, text: string, seen: Seen): string[] | null {
  if (!req.lits.every((s) => !NON_ASCII.test(s))) return null;
  // Under u and i, U+017F folds to s and U+212A to k: a lower-cased text keeps the first.
  if (req.scanner.unicode && text.includes("\u017f")) return null;
  if (seen.lowered === undefined) {
    seen.lowered = text.includes("\u0130") ? null : text.toLowerCase();
  }
  return seen.lowered === null ? null : req.lits.map((s) => s.toLowerCase());
}

/**
 * Every offset where one of the literals starts (overlapping ones included), or a superset:
 * lower-casing also turns U+212A into k, which a non-u regex does not match.
 */
function occurrences(req: RequiredScan, text: string, seen: Seen): number[] {
  const key = req.scanner.source + "/" + req.scanner.flags;
  let at = seen.occurrences.get(key);
  if (at !== undefined) return at;
  at = [];
  const lits = asciiLiterals(req, text, seen);
  const lowered = seen.lowered;
  if (lits !== null && lowered) {
    for (const s of lits) {
      for (let i = lowered.indexOf(s); i >= 0; i = lowered.indexOf(s, i + 1)) {
        at.push(i);
      }
    }
    if (lits.length > 1) at = [...new Set(at)].sort((a, b) => a - b);
  } else {
    const scanner = req.scanner;
    for (let from = 0; from <= text.length;) {
      scanner.lastIndex = from;
      const m = scanner.exec(text);
      if (m === null) break;
      if (m.index >= from) at.push(m.index);
      from = Math.max(from, m.index) + 1;
    }
  }
  seen.occurrences.set(key, at);
  return at;
}

/**
 * The first offset p with at most `lead` units of text[p, q) that are not white space: read back
 * from q, so the work is per occurrence (few), not per candidate start (many).
 */
function reachBack(text: string, q: number, lead: number): number {
  let p = q, solid = 0;
  while (p > 0) {
    const more = isSpace(text.charCodeAt(p - 1)) ? 0 : 1;
    if (solid + more > lead) break;
    solid += more;
    p--;
  }
  return p;
}

/** Below this many candidate starts the literal scan would cost more than it saves. */
export const MIN_NARROWED = 32;

/**
 * The sorted candidate `starts` of `re` over all of `text` that a match could begin at given its
 * required literals: those with one starting at q ≥ p - 1 (a u-mode try inside a surrogate pair
 * begins at its first half) after at most `lead` units of text[p, q) that are not white space. A
 * match at p holds such a literal, so a search tried only at the kept starts finds the same
 * matches; `starts` itself is not changed.
 */
export function narrowedStarts(re: RegExp, text: string, starts: number[]): number[] {
  if (starts.length < MIN_NARROWED) return starts;
  const req = requiredLiterals(re);
  // A literal every match opens with is one the index already placed the starts at.
  if (req === null || req.lead === 0) return starts;
  const seen = seenOf(text);
  const occ = occurrences(req, text, seen);
  // Starts allowed by occurrence q form [reachBack(q), q + 1]; occurrences come sorted, so the
  // stretches are too (by their ends) and one pass over both lists keeps the starts inside one.
  const kept: number[] = [];
  let j = 0, lo = -1, hi = -2;
  for (const p of starts) {
    while (hi < p && j < occ.length) {
      const q = occ[j++];
      if (q + 1 < p) continue;
      (lo = reachBack(text, q, req.lead), hi = q + 1);
    }
    if (hi < p) break;
    if (p >= lo) kept.push(p);
  }
  return kept;
}
