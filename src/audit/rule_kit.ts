// Building blocks shared by the text redaction rules.
import { shannonEntropy } from "./checksums.ts";
import { registerRegex } from "./regex_index.ts";
import { execWindows } from "./windows.ts";
import { looksFake } from "./placeholders.ts";

/** A character range of a scanned string to be replaced by a marker. */
export interface Span {
  start: number;
  end: number;
  rule: string;
  category: "secret" | "pii" | "key-name";
  /** Invisible characters inside the span, written after its marker (red54: see visible_spans). */
  keep?: string;
}

export interface TextRule {
  id: string;
  category: Span["category"];
  /** Lower-case substrings, at least one of which must occur; empty means always run. */
  keywords: string[];
  /** Keyword-less rules run only when this cheap test passes. */
  hint?: RegExp;
  /** The same answers as `hint`, found at less cost; used in its place when set (cost round 48). */
  hintHolds?: (text: string) => boolean;
  /** Broad rules only see the first MAX_BROAD_SCAN characters of a string (ReDoS/time bound). */
  broad?: boolean;
  /** `at`: start offsets of keyword hits to search around, or null for the whole text. */
  find(text: string, at: number[] | null): Span[];
}

export interface RegexRuleSpec {
  id: string;
  keywords: string[];
  /** Must carry the `g` flag; gets `d` added when `group` is set. */
  re: RegExp;
  /** Capture group holding the secret; 0 (default) replaces the whole match. */
  group?: number;
  /** Minimum Shannon entropy (bits/char) of the secret; default 3. */
  minEntropy?: number;
  category?: "secret" | "pii";
  broad?: boolean;
  /** Search only [hit - before, hit + after] around keyword hits instead of the whole text. */
  window?: { before: number; after: number };
  validate?: (secret: string, match: RegExpExecArray) => boolean;
  /** For keyword-less rules: a cheap test that must pass before the rule runs. */
  hint?: RegExp;
}

/** Every match of a global pattern that `keep` accepts, as a secret span under `rule`. */
export function spansWhere(
  text: string,
  pattern: RegExp,
  rule: string,
  keep: (m: RegExpMatchArray & { index: number }) => boolean,
): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(pattern)) {
    if (!keep(m)) continue;
    spans.push({ start: m.index, end: m.index + m[0].length, rule, category: "secret" });
  }
  return spans;
}

/** Turns a regex description into a rule; documentation-style fakes and low-entropy runs are skipped. */
export function regexRule(spec: RegexRuleSpec): TextRule {
  const group = spec.group ?? 0;
  const flags = group > 0 && !spec.re.flags.includes("d") ? spec.re.flags + "d" : spec.re.flags;
  const re = new RegExp(spec.re.source, flags);
  registerRegex(re, "text", true);
  const minEntropy = spec.minEntropy ?? 3;
  const category = spec.category ?? "secret";
  return {
    id: spec.id,
    category,
    keywords: spec.keywords,
    hint: spec.hint,
    broad: spec.broad,
    find(text, at) {
      const spans: Span[] = [];
      const win = spec.window;
      execWindows(re, text, win ? at : null, win?.before ?? 0, win?.after ?? 0, (m, offset) => {
        const secret = m[group];
        if (secret === undefined || looksFake(secret)) return;
        if (shannonEntropy(secret) < minEntropy) return;
        if (spec.validate && !spec.validate(secret, m)) return;
        const start = offset + (group > 0 ? m.indices![group]![0] : m.index);
        spans.push({ start, end: start + secret.length, rule: spec.id, category });
      });
      return spans;
    },
  };
}

/** Each distinct line holding a keyword hit (every line when `at` is null), read once. */
export function hitLines(text: string, at: number[] | null, visit: (s: number, e: number) => void) {
  let done = -1;
  const lineEnd = (p: number) => (text.indexOf("\n", p) + 1 || text.length + 1) - 1;
  for (const p of at ?? [0]) {
    if (p < done) continue;
    let s = text.lastIndexOf("\n", p - 1) + 1;
    // Without hits, walk every line from the start.
    for (let e = lineEnd(p);; s = e + 1, e = lineEnd(s)) {
      done = e + 1;
      visit(s, e);
      if (at !== null || e >= text.length) break;
    }
  }
}

/** Runs `re` over the line of each keyword hit and the line after it; one span per value. */
export function lineWindows(
  text: string,
  at: number[] | null,
  re: RegExp,
  keep: (m: RegExpExecArray, window: string) => boolean,
  rule: string,
): Span[] {
  const spans: Span[] = [];
  const seen = new Set<number>();
  let done = -1;
  for (const p of at ?? [0]) {
    const s = at === null ? 0 : text.lastIndexOf("\n", p - 1) + 1;
    if (s <= done) continue;
    const next = at === null ? text.length : text.indexOf("\n", p);
    const end = at === null || next < 0 ? text.length : (text.indexOf("\n", next + 1) + 1 ||
      text.length + 1) - 1;
    done = s;
    const window = text.slice(s, end);
    re.lastIndex = 0;
    for (let m = re.exec(window); m; m = re.exec(window)) {
      const start = s + m.index + m[0].length - m[1].length;
      if (seen.has(start) || !keep(m, window)) continue;
      seen.add(start);
      spans.push({ start, end: start + m[1].length, rule, category: "secret" });
    }
  }
  return spans;
}
