// What a regex needs to match in a text of ASCII characters only, proven from its source (cost
// round 25): a lexicon's word list in another script ("отправь|пришли|…") needs a character
// outside ASCII, one in a Latin script one of its words. On an ASCII text without them the regex
// is skipped instead of run, and its compiled code is not read back into the CPU caches.

/**
 * Non-ASCII characters that case-insensitive matching (with or without `u`) equates with an
 * ASCII one: U+017F (long s) with "s", U+212A (Kelvin sign) with "k". No other code point folds
 * onto ASCII (tests/audit/cost25_ascii_proof_test.ts checks every one).
 */
export const FOLDS_TO_ASCII = new Set([0x17f, 0x212a]);

const BOUNDED_START = String.raw`(?<![\p{L}\p{N}_])`;
const BOUNDED_END = String.raw`(?![\p{L}\p{N}_])`;
const WHITESPACE = String.raw`\s+`;
/** Characters that are syntax when not escaped: an alternative holding one is not proven. */
const SYNTAX = new Set([..."()[]{}.*+?^$|\\/"]);
/** Escapes that stand for the character itself (ASCII punctuation only). */
const PUNCTUATION = new Set([..."()[]{}.*+?^$|\\/-=,:;!'\"#%&<>@`~ "]);

/**
 * What an ASCII text must hold for `re` to match in it, proven from its source; undefined when
 * not proven (the regex is always run). Proven only for an alternation of literal words (the
 * intent_lexicon.ts form: optional word-edge assertions, escaped punctuation, `\s+` between
 * words), neither global nor sticky (skipping their exec would leave `lastIndex` as it was). Each
 * alternative with a literal character outside ASCII that no ASCII character equals cannot match;
 * each other one needs its longest word, lower-cased (long s as "s", Kelvin sign as "k"), inside
 * the lower-cased text. An empty list: `re` matches no ASCII text at all.
 */
export function asciiNeeds(re: RegExp): string[] | undefined {
  if (re.global || re.sticky) return undefined;
  let src = re.source;
  if (src.startsWith(BOUNDED_START)) src = src.slice(BOUNDED_START.length);
  if (!src.startsWith("(?:") || !src.endsWith(")")) return undefined;
  return alternatives(src.slice(3, -1));
}

/** True unless `needs` (from asciiNeeds) proves the regex finds nothing in `lower`. */
export function mayMatchAscii(needs: string[] | undefined, lower: string): boolean {
  return needs === undefined || (needs.length > 0 && anyOf(needs).test(lower));
}

// `needs.some((w) => lower.includes(w))` as one regex of the words, escaped (no flags: the words
// and `lower` are lower case): one pass over `lower` instead of one per word, 4-8x cheaper on
// the short bodies firstAct reads (cost round 47). Made once per list (needsOf keeps its lists).
const ANY_OF = new WeakMap<string[], RegExp>();
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|\/-]/g;

function anyOf(needs: string[]): RegExp {
  let re = ANY_OF.get(needs);
  if (re === undefined) {
    re = new RegExp(needs.map((w) => w.replace(REGEX_SYNTAX, "\\$&")).join("|"));
    ANY_OF.set(needs, re);
  }
  return re;
}

const NEEDS = new WeakMap<RegExp, string[] | null>();

/** asciiNeeds of `re`, worked out once per regex. */
export function needsOf(re: RegExp): string[] | undefined {
  let needs = NEEDS.get(re);
  if (needs === undefined) NEEDS.set(re, needs = asciiNeeds(re) ?? null);
  return needs ?? undefined;
}

/**
 * Records `words` as what an ASCII text must hold (one of them, lower-cased) for `re` to match,
 * proven by hand for a regex asciiNeeds cannot read; each such proof has a test that also holds the
 * regex's source to the one proven. Neither global nor sticky, as for asciiNeeds.
 */
export function provenNeeds(re: RegExp, words: string[]): RegExp {
  if (re.global || re.sticky || NEEDS.has(re)) throw new Error(`no hand proof for ${re}`);
  NEEDS.set(re, words);
  return re;
}

/**
 * `regexes.some((re) => re.test(text))`, without running the regexes proven to find nothing in
 * `text` when it is ASCII (those are neither global nor sticky, so skipping them changes no
 * `lastIndex`; the others run in the same order as before).
 */
export function someMatches(regexes: readonly RegExp[], text: string): boolean {
  const may = isAscii(text) ? mayMatchEach(regexes, text.toLowerCase()) : undefined;
  for (let k = 0; k < regexes.length; k++) {
    if (may !== undefined && may[k] === 0) continue;
    if (regexes[k].test(text)) return true;
  }
  return false;
}

// Cost round 50 (issue 13): on an ASCII text, firstAct and someMatches skip each regex of a list
// whose proven words the text lacks. Asked one regex at a time, that was one small word regex per
// member (~60 for the act lexicons, 9 firstAct calls an attack-heavy audit), each a cold call. One
// pass of a trie of every member's words over the lower-cased text answers them all: a member may
// match when one of its words starts at some offset, that is, occurs in the text.

/** Per list: the trie of its members' words and, per member, the flags no word is needed for. */
interface NeedsTrie {
  /** Child of (node, code unit) under key node * 128 + unit; node 0 is the root. */
  next: Map<number, number>;
  /** Per node: the members one of whose words ends there. */
  ends: Array<number[] | undefined>;
  /** 1 for a member that may match any ASCII text (unproven, or a word that is empty). */
  always: Uint8Array;
}

const TRIES = new WeakMap<readonly RegExp[], NeedsTrie>();

function build(regexes: readonly RegExp[]): NeedsTrie {
  const trie: NeedsTrie = {
    next: new Map(),
    ends: [undefined],
    always: new Uint8Array(regexes.length),
  };
  regexes.forEach((re, k) => {
    const needs = needsOf(re);
    if (needs === undefined) return void (trie.always[k] = 1);
    for (const word of needs) {
      if (word === "") trie.always[k] = 1;
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const key = node * 128 + word.charCodeAt(i); // the words are ASCII (Alternative.add)
        let child = trie.next.get(key);
        if (child === undefined) {
          trie.next.set(key, child = trie.ends.length);
          trie.ends.push(undefined);
        }
        node = child;
      }
      if (node !== 0) (trie.ends[node] ??= []).push(k);
    }
  });
  return trie;
}

/**
 * Per member of `regexes` (a list kept for the process), 1 when `mayMatchAscii(needsOf(re), lower)`
 * holds: its words are unproven, or one of them occurs in `lower` (an ASCII text, lower-cased).
 */
export function mayMatchEach(regexes: readonly RegExp[], lower: string): Uint8Array {
  let trie = TRIES.get(regexes);
  if (trie === undefined) TRIES.set(regexes, trie = build(regexes));
  const { next, ends } = trie;
  const out = trie.always.slice();
  for (let i = 0; i < lower.length; i++) {
    let node = 0;
    for (let j = i; j < lower.length; j++) {
      const c = lower.charCodeAt(j);
      const child = c < 128 ? next.get(node * 128 + c) : undefined; // no word holds a c >= 128
      if (child === undefined) break;
      node = child;
      const members = ends[node];
      if (members !== undefined) { for (const k of members) out[k] = 1; }
    }
  }
  return out;
}

/** One literal alternative being read: its words so far, and whether it can match ASCII. */
class Alternative {
  words: string[] = [""];
  possible = true;
  empty = true;
  add(ch: string): void {
    const c = ch.codePointAt(0)!;
    if (c >= 0x80 && !FOLDS_TO_ASCII.has(c)) this.possible = false;
    const folded = c === 0x17f ? "s" : c === 0x212a ? "k" : ch.toLowerCase();
    this.words[this.words.length - 1] += folded;
    this.empty = false;
  }
  /** Its longest word: every match holds it (case-folded). */
  need(): string {
    return this.words.reduce((a, b) => (b.length > a.length ? b : a));
  }
}

/** asciiNeeds of a literal alternation's body; undefined when any part is not a plain literal. */
function alternatives(body: string): string[] | undefined {
  const out: string[] = [];
  let alt = new Alternative();
  const close = (): boolean => {
    if (alt.empty) return false; // an empty alternative matches anything
    if (alt.possible) out.push(alt.need());
    alt = new Alternative();
    return true;
  };
  for (let i = 0; i < body.length;) {
    if (body.startsWith(BOUNDED_END, i)) {
      i += BOUNDED_END.length;
    } else if (body.startsWith(WHITESPACE, i)) {
      alt.words.push(""); // one or more whitespace characters between two words
      alt.empty = false;
      i += WHITESPACE.length;
    } else if (body[i] === "|") {
      if (!close()) return undefined;
      i++;
    } else if (body[i] === "\\") {
      // An escaped ASCII punctuation mark is itself; any other escape is not read here.
      const next = body[i + 1];
      if (next === undefined || !PUNCTUATION.has(next)) return undefined;
      alt.add(next);
      i += 2;
    } else {
      const ch = String.fromCodePoint(body.codePointAt(i)!);
      if (SYNTAX.has(ch)) return undefined;
      alt.add(ch);
      i += ch.length;
    }
  }
  return close() ? out : undefined;
}

/** True when every UTF-16 code unit of `text` is ASCII. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}
