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
import { valueBelowField, valueSaidTwice } from "./foreign_link_field.ts";
import { codeAfter, quotedNext, strong, valueAt, valueFits } from "./foreign_link_value.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import {
  NOUN_KEYWORDS,
  type NounAt,
  nounsAt,
  OTHER_HINT,
  otherNouns,
} from "./foreign_link_nouns.ts";
import { LINK_WORDS } from "./slot_link.ts";
import { alternation, valueBefore } from "./foreign_link_before.ts";
import {
  ABOUT_WORDS,
  CLOSERS,
  GLUED_LINKS,
  LINKLESS,
  MORE_LINK_WORDS,
  NOT_SECRET_BEFORE,
  type NounKind,
} from "./foreign_link_words.ts";

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
// Round 34: the Ethiopic colon (`ፒን፡ V`) and 🔄 ("the new one") too.
const MARK = /[ \t]*(?:[:：=፡]|→|⇒|=>|-{1,2}>|🔄)[ \t]*|[ \t]+[—–-][ \t]+/y;
const ARROW = /→|⇒|>|🔄/;
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
    const below = (text[end] === "\n" || text[end] === "\r") && /[:：፡]/.test(text.slice(at, end));
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
  let stepped = false;
  for (let words = 0; words <= 10; words++) {
    const [link, below] = linkAt(text, at, words === 0, nya);
    if (below) {
      const found = valueAt(text, link + (/^[ \t]*/.exec(text.slice(link, link + 40))![0].length));
      if (found === undefined || !valueFits(kind, found[1])) return undefined;
      return sticky(LINE_END, text, found[0] + found[1].length) ? found : undefined;
    }
    // No link: a closer after it, another script, a key noun, or quotes (round 34: `pin "V"`).
    const quoted = link < 0 && words === 0 && quotedNext(text, at);
    const open = link < 0 && (closers || (words === 0 && linkless) || quoted) &&
      sticky(BLANK, text, at);
    if (link >= 0 || open) {
      const found = valueAt(text, link >= 0 ? link : BLANK.lastIndex);
      const after = found === undefined
        ? ""
        : text.slice(found[0] + found[1].length, found[0] + found[1].length + 8);
      const closed = link >= 0 || quoted || CLOSER.test(after) || OTHER_SCRIPT_AFTER.test(after) ||
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
    // Round 34: an arrow before words, then the link ("parol → noviy teper: V"): one qualifier.
    if (link >= 0 && !stepped && ARROW.test(text.slice(at, link))) {
      (stepped = true, at = link);
      continue;
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
      valueBefore(text, n.start, n.kind) ?? valueAboveCaret(text, n.start, n.end, n.kind) ??
      valueBelowField(text, n.start, n.end, n.kind) ?? valueSaidTwice(text, n.end, n.kind);
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
