// Redaction round 32b (issue 13): where the credential nouns of foreign_link_words.ts stand in a
// text, found without a regex of all of them (an alternation of ~250 words tried at every
// position cost ~8 ms a 60 KB text). ASCII nouns are the keyword gate's (a hit is a noun's start);
// a noun outside ASCII is found from its first such character, a class the text's character
// census answers (char_census.ts): the gate's second automaton has room for 255 distinct
// characters in all rules, and these nouns would take a third of it.
import { execWindows } from "./windows.ts";
import { type NounKind, NOUNS } from "./foreign_link_words.ts";

/** A noun found at [start, end), with the lexicon's spelling and kind. */
export interface NounAt {
  start: number;
  end: number;
  noun: string;
  kind: NounKind;
}

interface Entry {
  folded: string;
  noun: string;
  kind: NounKind;
  /** Written without spaces (Han, kana, Thai): may follow any letter ("服务器的密码"). */
  unspaced: boolean;
  /** Offset of the character the entry is indexed by. */
  off: number;
  /** No blank, `_` or `-` inside: compared in lower case, unfolded. */
  plain: boolean;
}

// A noun's blanks also match `_` and `-` (`api_key`, `pin-code`), in any case.
const fold = (s: string) => s.toLowerCase().replace(/[\t_-]/g, " ");
const ascii = (w: string) => /^[ -~]+$/.test(w);
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
// A noun of a spaced script starts a word (not after a query's `?`, `&`, `=`: the URL rules read
// those) and ends one (a glued particle of another script may follow: "password을", "code는").
const BEFORE = /[\p{L}\p{N}.:\/?&=#-]/u;
const AFTER = /[\p{Script=Latin}\p{N}_]/u;

const BY_FIRST = new Map<string, Entry[]>();
const BY_OTHER = new Map<string, Entry[]>();
for (const [noun, kind] of NOUNS) {
  const off = ascii(noun) ? 0 : noun.search(/[^ -~]/);
  const index = ascii(noun) ? BY_FIRST : BY_OTHER;
  const plain = !/[ _-]/.test(noun);
  const entry = { folded: fold(noun), noun, kind, unspaced: UNSPACED.test(noun), off, plain };
  const list = index.get(noun[off]) ?? [];
  index.set(noun[off], [...list, entry]); // NOUNS is longest first, so is each list
}

function matchAt(text: string, start: number, e: Entry): NounAt | undefined {
  const end = start + e.folded.length;
  if (start < 0 || end > text.length || text[start].toLowerCase() !== e.folded[0]) return;
  const slice = text.slice(start, end);
  if ((e.plain ? slice.toLowerCase() : fold(slice)) !== e.folded) return;
  const before = start > 0 ? text[start - 1] : "";
  if (!e.unspaced && before !== "" && BEFORE.test(before)) return;
  // Only a password is named by a compound's tail (`POSTGRES_PASSWORD`); `gpio_pin`,
  // `hashed_secret` and `one_time_code` are other things or other rules' names.
  if (before === "_" && e.kind !== "password") return;
  if (end < text.length && AFTER.test(text[end])) return;
  return { start, end, noun: e.noun, kind: e.kind };
}

/** ASCII keywords of the gate: each noun, with `_` and `-` for its blanks. */
export const NOUN_KEYWORDS = [
  ...new Set(
    NOUNS.filter(([w]) => ascii(w)).flatMap(([w]) => [
      w,
      w.replace(/ /g, "_"),
      w.replace(/ /g, "-"),
    ]),
  ),
];
// Past the shared gate's window cap (`at` null: a long text, "token" on every other line) only
// the keywords within 200 characters of a letter of another language (accented Latin included)
// are read, from the text index (regex_index.ts): the English rules read the rest, and this
// grammar costs ~4 µs a noun over hundreds of them.
const KEYWORD_AT = new RegExp(
  NOUN_KEYWORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  "gi",
);
const OTHER_CHAR = /[^\t\n\r -~]/g;

/** Where the keywords start within 200 characters of a letter outside ASCII. */
function keywordStarts(text: string): number[] {
  const near: number[] = [];
  OTHER_CHAR.lastIndex = 0;
  for (let m = OTHER_CHAR.exec(text); m !== null; m = OTHER_CHAR.exec(text)) {
    if (!/\p{L}/u.test(m[0])) continue; // a dash or a quote mark is no language
    if (near.length === 0 || m.index - near[near.length - 1] > 100) near.push(m.index);
    OTHER_CHAR.lastIndex = m.index + 100; // one window reaches this far
  }
  const out: number[] = [];
  if (near.length === 0) return out;
  execWindows(KEYWORD_AT, text, near, 200, 200, (m, offset) => void out.push(offset + m.index));
  return out;
}

/** The ASCII nouns starting at the gate's hits (every keyword's place when `at` is null). */
export function nounsAt(text: string, at: number[] | null): NounAt[] {
  const starts = at ?? keywordStarts(text);
  const out: NounAt[] = [];
  let last = -1;
  for (const p of starts) {
    if (p < last) continue; // inside the noun found before ("one-time password")
    for (const e of BY_FIRST.get(text[p].toLowerCase()) ?? []) {
      const m = matchAt(text, p, e);
      if (m === undefined) continue;
      out.push(m);
      last = m.end;
      break;
    }
  }
  return out;
}

// Upper case of some letters is ASCII (`ı` → `I`): those would wake the search on every text.
const FIRST_OTHER = [
  ...new Set([...BY_OTHER.keys()].flatMap((c) => [c, c.toUpperCase()])),
].filter((c) => c.length === 1 && /[^ -~]/.test(c));
/** The census class that wakes the search for nouns outside ASCII. */
export const OTHER_HINT = new RegExp(`[${FIRST_OTHER.join("")}]`, "u");
const OTHER_AT = new RegExp(OTHER_HINT.source, "gu");

/** The nouns outside ASCII, found from their first such character. */
export function otherNouns(text: string): NounAt[] {
  const out: NounAt[] = [];
  OTHER_AT.lastIndex = 0;
  for (let m = OTHER_AT.exec(text); m !== null; m = OTHER_AT.exec(text)) {
    const last = out[out.length - 1];
    for (const e of BY_OTHER.get(m[0].toLowerCase()) ?? []) {
      const found = matchAt(text, m.index - e.off, e);
      if (found === undefined || (last !== undefined && found.start < last.end)) continue;
      out.push(found);
      break;
    }
  }
  return out;
}
