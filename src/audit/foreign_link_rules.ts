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
import { codeAfter, strong, valueAt, valueFits } from "./foreign_link_value.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { LINK_WORDS } from "./slot_link.ts";
import {
  ABOUT_WORDS,
  CLOSERS,
  GLUED_LINKS,
  LINKLESS,
  MORE_LINK_WORDS,
  type NounKind,
  NOUNS,
  REVERSE_GLUED,
  REVERSE_WORDS,
} from "./foreign_link_words.ts";

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (words: string[]) =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join("|");
// A noun's blanks also match `_` and `-` (`api_key`, `pin-code`); a noun of a spaced script
// starts a word and ends one (a glued particle of another script may follow); one of a script
// written without spaces (Han, kana, Thai) may follow any letter ("服务器的密码").
const nounSrc = (w: string) => escape(w).replace(/ /g, "[ \\t_-]");
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const KIND = new Map(NOUNS.map(([w, k]) => [w.replace(/[ _-]/g, ""), k]));
const nounsWhere = (unspaced: boolean) =>
  NOUNS.filter(([w]) => UNSPACED.test(w) === unspaced).map(([w]) => nounSrc(w)).join("|");
const NOUN = new RegExp(
  `(?:(?<![\\p{L}\\p{N}.:/-])(?:${nounsWhere(false)})|(?:${
    nounsWhere(true)
  }))(?![\\p{Script=Latin}\\p{N}_])`,
  "giu",
);
// With no link, a value in ASCII between words of another script ends its clause there
// ("كلمة سر الواي فاي في البيت <v> والشبكة …", "パスワードは <v> で").
const OTHER_SCRIPT_AFTER = /^[ \t]*(?!\p{Script=Latin})\p{L}/u;

const LINK_WORD = new RegExp(
  `[ \\t]+(?:${alternation([...LINK_WORDS, ...MORE_LINK_WORDS])})(?:[ \\t]*[:：])?[ \\t]+`,
  "iuy",
);
const GLUED = new RegExp(`[ \\t]*(?:${alternation(GLUED_LINKS)})[ \\t]*`, "uy");
const MARK = /[ \t]*(?:[:：=]|→|⇒|=>|-{1,2}>)[ \t]*|[ \t]+[—–-][ \t]+/y;
const BLANK = /[ \t]+/y;
// A qualifier word: letters first (any script), then letters, digits, marks inside a name.
const QUALIFIER = /[ \t]*([\p{L}\p{M}][\p{L}\p{M}\p{N}'’_-]*(?:\.[\p{L}\p{N}]+)*)(?![.,;!?])/uy;
const ABOUT = new Set(ABOUT_WORDS);

const CLOSER = new RegExp(`^[ \\t]*(?:${alternation(CLOSERS)})(?![\\p{Script=Latin}])`, "u");
/** The link read at `at` (after the noun or a qualifier word): [value start, needs a closer]. */
function linkAt(
  text: string,
  at: number,
  glued: boolean,
  blank = false,
): [number, boolean] | undefined {
  for (const re of glued ? [GLUED, MARK, LINK_WORD] : blank ? [BLANK] : [MARK, LINK_WORD]) {
    re.lastIndex = at;
    if (re.test(text)) return [re.lastIndex, false];
  }
  BLANK.lastIndex = at;
  return BLANK.test(text) ? [BLANK.lastIndex, true] : undefined;
}

// A lead that ends in a colon at the line's end: the value stands alone on the next line.
const BELOW = /[ \t]*[:：][ \t]*\r?\n[ \t]*/y;
const LINE_END = /[ \t]*(?:\r?\n|$)/y;
// An aside in brackets between the noun and its link ("SMS login code (valid 10 minutes) = V").
const ASIDE = /[ \t]*\([^()\n]{1,40}\)/y;
// One comma may open a relative clause before the link ("the PIN, which for our Switch is V").
const COMMA = /[ \t]*,(?=[ \t])/y;

/** From a noun's end: the qualifier words, the link and the value, or undefined. */
function slotValueAfter(
  text: string,
  end: number,
  kind: NounKind,
  linkless: boolean,
): [number, string] | undefined {
  let at = end;
  let comma = false;
  let nya = false;
  for (let words = 0; words <= 10; words++) {
    BELOW.lastIndex = at;
    if (BELOW.test(text)) {
      const found = valueAt(text, BELOW.lastIndex);
      if (found === undefined || !valueFits(kind, found[1])) return undefined;
      LINE_END.lastIndex = found[0] + found[1].length;
      return LINE_END.test(text) ? found : undefined;
    }
    const link = nya ? linkAt(text, at, false, true) : linkAt(text, at, words === 0);
    if (link !== undefined) {
      const found = valueAt(text, link[0]);
      const after = found === undefined
        ? ""
        : text.slice(found[0] + found[1].length, found[0] + found[1].length + 8);
      const closed = !link[1] || CLOSER.test(after) || OTHER_SCRIPT_AFTER.test(after) ||
        // A key noun right before random material needs no link ("ficou a chave <uuid> em …").
        (words === 0 && linkless && found !== undefined && strong(found[1]));
      if (found !== undefined && closed && !codeAfter(after) && valueFits(kind, found[1])) {
        return found;
      }
      // An explicit link with a value that fails ends the search: the slot is not filled here.
      if (!link[1] && found !== undefined && !/^[\p{L}]/u.test(found[1])) return undefined;
    }
    ASIDE.lastIndex = at;
    if (ASIDE.test(text)) {
      at = ASIDE.lastIndex;
      continue;
    }
    COMMA.lastIndex = at;
    if (!comma && COMMA.test(text)) (comma = true, at = COMMA.lastIndex);
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
const REVERSE = new RegExp(
  `(?:^|[ \t])([!#-&*+\\--:=?-~]{4,200})(?:[ \t]+(?:${alternation(REVERSE_WORDS)})[ \t]+|(?:${
    alternation(REVERSE_GLUED)
  })[ \t]*)((?:[\\p{L}\\p{N}.-]+[ \t]+){0,3})$`,
  "iu",
);

/** The value before the noun starting at `start`, or undefined. */
function valueBefore(text: string, start: number, kind: NounKind): [number, string] | undefined {
  if (kind === "code") return undefined;
  const from = Math.max(0, start - 160);
  const m = REVERSE.exec(text.slice(from, start));
  if (m === null || m[2].split(/\s+/).some((w) => ABOUT.has(w.toLowerCase()))) return undefined;
  const v = m[1].replace(/(?<=[\p{L}\p{N}])[.:!?]+$/u, "");
  return valueFits(kind, v) ? [from + m.index + m[0].indexOf(m[1]), v] : undefined;
}

function findForeignLinks(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let done = -1;
  for (const p of at ?? [0]) {
    const from = at === null ? 0 : Math.max(0, done, p - 40);
    const slice = at === null ? text : text.slice(from, Math.min(text.length, p + 80));
    NOUN.lastIndex = 0;
    for (let m = NOUN.exec(slice); m !== null; m = NOUN.exec(slice)) {
      const kind = KIND.get(m[0].toLowerCase().replace(/[ \t_-]/g, ""));
      if (kind === undefined) continue;
      // "pin" is also an electronics word (pin_rules.ts CIRCUIT): "GPIO pin: 4000 Hz".
      const near = text.slice(Math.max(0, from + m.index - 60), from + m.index + 60);
      if (/^pin$/i.test(m[0]) && CIRCUIT.test(near)) continue;
      // A variable's reference (`${DB_PASSWORD:-…}`, `$env:API_KEY`, `%TOKEN%`) is no slot.
      if (/[$%{][\w.-]*$/.test(text.slice(Math.max(0, from + m.index - 40), from + m.index))) {
        continue;
      }
      const found = slotValueAfter(
        text,
        from + m.index + m[0].length,
        kind,
        LINKLESS.has(m[0].toLowerCase()),
      ) ??
        valueBefore(text, from + m.index, kind);
      if (found === undefined) continue;
      spans.push({
        start: found[0],
        end: found[0] + found[1].length,
        rule: "foreign-link",
        category: "secret",
      });
    }
    done = from + slice.length;
  }
  return spans;
}

// ASCII nouns are the keyword gate's. A noun outside ASCII is found by its first such character,
// a class answered from the text's character census (char_census.ts): the gate's second automaton
// has room for 255 distinct characters in all rules, and these would take a third of it.
const ascii = (w: string) => /^[ -~]+$/.test(w);
const KEYWORDS = [
  ...new Set(
    NOUNS.filter(([w]) => ascii(w)).flatMap(([w]) => [
      w,
      w.replace(/ /g, "_"),
      w.replace(/ /g, "-"),
    ]),
  ),
];
const FIRST_OTHER = [
  ...new Set(
    NOUNS.filter(([w]) => !ascii(w)).map(([w]) => {
      const c = w[w.search(/[^ -~]/)];
      return [c, c.toUpperCase()].join("");
    }),
  ),
].join("");
const HINT = new RegExp(`[${FIRST_OTHER}]`, "u");
const HINT_AT = new RegExp(HINT.source, "gu");

/** Nouns outside ASCII: windows at their first such characters, each once. */
function findForeignScript(text: string): Span[] {
  const at: number[] = [];
  HINT_AT.lastIndex = 0;
  for (let m = HINT_AT.exec(text); m !== null && at.length < 400; m = HINT_AT.exec(text)) {
    if (at.length === 0 || m.index - at[at.length - 1] > 60) at.push(m.index);
  }
  return findForeignLinks(text, at);
}

export const FOREIGN_LINK_RULES: TextRule[] = [
  { id: "foreign-link", category: "secret", keywords: KEYWORDS, find: findForeignLinks },
  { id: "foreign-link", category: "secret", keywords: [], hint: HINT, find: findForeignScript },
];
