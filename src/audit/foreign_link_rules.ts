// Redaction round 32b (issue 13): a credential noun of any language, the language's own
// connector, then the value — read by one grammar fed by word lists (foreign_link_words.ts):
//   noun [glued particle] [up to ten qualifier words] link value      ("het DMR hotspot password
//     van de NAS is V", "Last.fm shared secret pentru server e V", "token是 V", "code는 V 입니다")
//   noun [particle] [qualifier words] value closer                   ("password V है", "… は V です")
// The link is a mark (`:`, `=`, an arrow, a dash), a copula between blanks (the shared grammar's
// and this round's), a topic particle glued to the noun, or an Indonesian `-nya` on the last
// qualifier word; with no link the value must be followed by the language's closing copula.
// The value and its test by what the noun names: foreign_link_value.ts.
import { CIRCUIT } from "./pin_rules.ts";
import { aboutAfter, valueAboveCaret } from "./foreign_link_caret.ts";
import { assembledAfter } from "./assembled_value.ts";
import { codeAfter, strong, valueAt, valueFits } from "./foreign_link_value.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import {
  NOUN_KEYWORDS,
  type NounAt,
  nounsAt,
  OTHER_HINT,
  otherNouns,
} from "./foreign_link_nouns.ts";
import { LINK_WORDS } from "./slot_link.ts";
import {
  ABOUT_WORDS,
  CLOSERS,
  GLUED_LINKS,
  LINKLESS,
  MORE_LINK_WORDS,
  NOT_SECRET_BEFORE,
  type NounKind,
  REVERSE_GLUED,
  REVERSE_WORDS,
} from "./foreign_link_words.ts";

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (words: string[]) =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join("|");
// With no link, a value in ASCII between words of another script ends its clause there
// ("كلمة سر الواي فاي في البيت <v> والشبكة …", "パスワードは <v> で").
const OTHER_SCRIPT_AFTER = /^[ \t]*(?!\p{Script=Latin})\p{L}/u;

// The copulas: one word looked up in a set, or a phrase ("đúng là", "is ingesteld op") by a
// pattern tried only where its first word stands; then an optional colon ("şu:") and blanks.
const ALL_LINKS = [...LINK_WORDS, ...MORE_LINK_WORDS].map((w) => w.toLowerCase());
const LINK_SET = new Set(ALL_LINKS.filter((w) => !w.includes(" ")));
const PHRASE_FIRST = new Set(ALL_LINKS.filter((w) => w.includes(" ")).map((w) => w.split(" ")[0]));
const PHRASE = new RegExp(
  `[ \t]+(?:${alternation(ALL_LINKS.filter((w) => w.includes(" ")))})(?=[ \t])`,
  "iuy",
);
const LINK_TAIL = /(?:[ \t]*[:：])?[ \t]+/y;
const GLUED = new RegExp(`[ \t]*(?:${alternation(GLUED_LINKS)})[ \t]*`, "uy");
const MARK = /[ \t]*(?:[:：=]|→|⇒|=>|-{1,2}>)[ \t]*|[ \t]+[—–-][ \t]+/y;
const BLANK = /[ \t]+/y;
// A qualifier word: letters first (any script), then letters, digits, marks inside a name.
const QUALIFIER = /[ \t]*([\p{L}\p{M}][\p{L}\p{M}\p{N}'’_-]*(?:\.[\p{L}\p{N}]+)*)(?![.,;!?])/uy;
const ABOUT = new Set(ABOUT_WORDS);
const CLOSER = new RegExp(`^[ \\t]*(?:${alternation(CLOSERS)})(?![\\p{Script=Latin}])`, "u");
// A closing copula can follow only where another script or a Latin closer is near.
const LATIN_CLOSER = new RegExp(
  `[ \\t](?:${alternation(CLOSERS.filter((w) => /^[a-z]+$/.test(w)))})\\b`,
  "i",
);

function closerNear(text: string, from: number): boolean {
  const to = Math.min(text.length, from + 160);
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return LATIN_CLOSER.test(text.slice(from, to));
}
// An aside in brackets between the noun and its link ("SMS login code (valid 10 minutes) = V").
const ASIDE = /[ \t]*\([^()\n]{1,40}\)/y;
// One comma may open a relative clause before the link ("the PIN, which for our Switch is V").
const COMMA = /[ \t]*,(?=[ \t])/y;
const LINE_END = /[ \t]*(?:\r?\n|$)/y;

const sticky = (re: RegExp, text: string, at: number) => (re.lastIndex = at, re.test(text));

/** The explicit link at `at` (a mark, a particle, a copula), or -1; `below`: a colon ends the line. */
function linkAt(text: string, at: number, first: boolean, nya: boolean): [number, boolean] {
  if (sticky(MARK, text, at)) {
    const end = MARK.lastIndex;
    const below = (text[end] === "\n" || text[end] === "\r") && /[:：]/.test(text.slice(at, end));
    return below ? [end + (text[end] === "\r" ? 2 : 1), true] : [end, false];
  }
  if (first && text.charCodeAt(at) > 0x7f && sticky(GLUED, text, at)) {
    return [GLUED.lastIndex, false];
  }
  if (nya && sticky(BLANK, text, at)) return [BLANK.lastIndex, false];
  QUALIFIER.lastIndex = at;
  const q = QUALIFIER.exec(text);
  const word = q?.[1].toLowerCase();
  if (word !== undefined && LINK_SET.has(word) && sticky(LINK_TAIL, text, QUALIFIER.lastIndex)) {
    return [LINK_TAIL.lastIndex, false];
  }
  if (word !== undefined && PHRASE_FIRST.has(word) && sticky(PHRASE, text, at)) {
    if (sticky(LINK_TAIL, text, PHRASE.lastIndex)) return [LINK_TAIL.lastIndex, false];
  }
  return [-1, false];
}

/** From a noun's end: the qualifier words, the link and the value, or undefined. */
function slotValueAfter(
  text: string,
  end: number,
  kind: NounKind,
  linkless: boolean,
): [number, string] | undefined {
  const closers = closerNear(text, end);
  let at = end;
  let comma = false;
  let nya = false;
  for (let words = 0; words <= 10; words++) {
    const [link, below] = linkAt(text, at, words === 0, nya);
    if (below) {
      const found = valueAt(text, link + (/^[ \t]*/.exec(text.slice(link, link + 40))![0].length));
      if (found === undefined || !valueFits(kind, found[1])) return undefined;
      return sticky(LINE_END, text, found[0] + found[1].length) ? found : undefined;
    }
    // No link: the value needs a closing copula after it, another script, or a key noun before.
    const open = link < 0 && (closers || (words === 0 && linkless)) && sticky(BLANK, text, at);
    if (link >= 0 || open) {
      const found = valueAt(text, link >= 0 ? link : BLANK.lastIndex);
      const after = found === undefined
        ? ""
        : text.slice(found[0] + found[1].length, found[0] + found[1].length + 8);
      const closed = link >= 0 || CLOSER.test(after) || OTHER_SCRIPT_AFTER.test(after) ||
        // A key noun right before random material needs no link ("ficou a chave <uuid> em …").
        (words === 0 && linkless && found !== undefined && strong(found[1]));
      // Digits (in groups) must end their clause: "recovery code = 82339301 and then some",
      // "backup code = 4821-9930 then press enter" read as a phrase's start, not a code.
      const digitsGoOn = found !== undefined && /^[\d -]+$/.test(found[1]) &&
        /^[ \t]+\p{Ll}/u.test(after);
      if (
        found !== undefined && closed && !digitsGoOn && !codeAfter(after) &&
        valueFits(kind, found[1])
      ) {
        return found;
      }
      // An explicit link with a value that fails ends the search: the slot is not filled here.
      if (link >= 0 && found !== undefined && !/^[\p{L}]/u.test(found[1])) return undefined;
    }
    if (sticky(ASIDE, text, at)) {
      // An aside that calls the value an id, a hash, a sample … ("API key (id on the screen) →").
      const aside = text.slice(at, ASIDE.lastIndex).toLowerCase().match(/\p{L}+/gu) ?? [];
      if (aside.some((w) => ABOUT.has(w))) return undefined;
      at = ASIDE.lastIndex;
      continue;
    }
    if (!comma && sticky(COMMA, text, at)) (comma = true, at = COMMA.lastIndex);
    QUALIFIER.lastIndex = at;
    const q = QUALIFIER.exec(text);
    if (q === null || ABOUT.has(q[1].toLowerCase())) return undefined;
    at = QUALIFIER.lastIndex;
    // Indonesian/Malay `-nya` ("its") on the last qualifier word links what follows.
    nya = /-?nya$/i.test(q[1]);
  }
  return undefined;
}

// The value before its name: "J'ai mis V comme Bluesky app password", "V를 password로 …",
// "V als Passwort": a pointer word between blanks or a particle glued to the value, then up to
// three words and the noun.
const POINTERS = new Set(REVERSE_WORDS);
const GLUED_BEFORE = new RegExp(`^(.{4,200}?)(?:${alternation(REVERSE_GLUED)})$`, "u");
const VALUE_WORD = /^[!#-&*+\--:=?-~]+$/;

/**
 * The value before the noun starting at `start`: up to three words (none about the secret) before
 * the noun, a pointer word before them and the value before it, or the value with a particle.
 * Read word by word backwards (a regex anchored at the noun would be tried at every position).
 */
function valueBefore(text: string, start: number, kind: NounKind): [number, string] | undefined {
  if (kind === "code") return undefined;
  let end = start;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  const floor = Math.max(0, start - 160);
  for (let k = 0; k <= 3 && end > floor; k++) {
    const s0 = wordStart(text, end, floor);
    const w = text.slice(s0, end);
    if (w.length === 0) return undefined;
    const pointer = POINTERS.has(w.toLowerCase());
    const glued = pointer || w.charCodeAt(w.length - 1) <= 0x7f ? null : GLUED_BEFORE.exec(w);
    if (pointer || glued !== null) {
      let from = s0;
      if (pointer) {
        let e = s0;
        while (e > floor && (text[e - 1] === " " || text[e - 1] === "\t")) e--;
        from = wordStart(text, e, floor);
        if (from === e) return undefined;
      }
      const raw = pointer ? text.slice(from, text.slice(0, s0).trimEnd().length) : glued![1];
      if (!VALUE_WORD.test(raw)) return undefined;
      const v = raw.replace(/(?<=[\p{L}\p{N}])[.:!?]+$/u, "");
      return valueFits(kind, v) ? [from, v] : undefined;
    }
    // The words between are a name's (no bracket, no mark), none about the secret.
    if (ABOUT.has(w.toLowerCase()) || !/^[\p{L}\p{N}.-]+$/u.test(w)) return undefined;
    end = s0;
    while (end > floor && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  }
  return undefined;
}

/** Where the word (a run without blanks or line breaks) ending at `end` starts. */
function wordStart(text: string, end: number, floor: number): number {
  let i = end;
  while (i > floor && text.charCodeAt(i - 1) > 32) i--;
  return i;
}

/** Each noun's value, after it or before it. */
function spansOf(text: string, nouns: NounAt[]): Span[] {
  const spans: Span[] = [];
  const read = { until: 0 };
  for (const n of nouns) {
    // "pin" is also an electronics word (pin_rules.ts CIRCUIT): "GPIO pin: 4000 Hz".
    const around = text.slice(Math.max(0, n.start - 60), n.end + 60);
    if (n.noun === "pin" && CIRCUIT.test(around)) continue;
    // A variable's reference (`${DB_PASSWORD:-…}`, `$env:API_KEY`, `%TOKEN%`) is no slot.
    const head = text.slice(Math.max(0, n.start - 40), n.start);
    if (/[$%{][\w.-]*$/.test(head) || NOT_SECRET_BEFORE.test(head)) continue;
    const found = slotValueAfter(text, n.end, n.kind, LINKLESS.has(n.noun)) ??
      valueBefore(text, n.start, n.kind) ?? valueAboveCaret(text, n.start, n.end, n.kind);
    // No slot: the value may come in pieces over the next messages (assembled_value.ts).
    if (found === undefined) {
      if (!aboutAfter(text, n.end)) spans.push(...assembledAfter(text, n.end, n.kind, read));
      continue;
    }
    const end = found[0] + found[1].length;
    spans.push({ start: found[0], end, rule: "foreign-link", category: "secret" });
  }
  return spans;
}

export const FOREIGN_LINK_RULES: TextRule[] = [
  {
    id: "foreign-link",
    category: "secret",
    keywords: NOUN_KEYWORDS,
    find: (text, at) => spansOf(text, nounsAt(text, at)),
  },
  {
    id: "foreign-link",
    category: "secret",
    keywords: [],
    hint: OTHER_HINT,
    find: (text) => spansOf(text, otherNouns(text)),
  },
];
