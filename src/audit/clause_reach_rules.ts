// Redaction round 27 (issue 13): the value's reach from its credential noun. Rounds 19–26 listed
// link forms and right boundaries one by one (`<noun>: V` at the line's end, `<noun> V —`), so a
// value three words on ("the portal password hard-coded (V), which …", "the VPN password of the
// mine site; pasted here: V", "developer key til Xero org Mbeki & Partners: V. Slet …") was
// missed. This reader starts at each credential noun the keyword gate sees and walks forward in
// the same clause, up to REACH_WORDS words and REACH_CHARS characters, crossing words of any
// language, owner phrases, verbs and parentheticals, and takes the first token that passes a
// value test; the clause may go on after it. The test is stricter when the value is distant and
// unlinked.
import { NOT_SECRET, RECORD_KEY, SLOT_NOUN_KEYWORDS, slotName } from "./credential_slot_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { groupRun, reachValue } from "./clause_reach_value.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { perScan } from "./value_memo.ts";
import { LINK_WORDS, NOW_LINKS, NOW_WORDS } from "./slot_link.ts";
import { sampleAside } from "./sample_aside.ts";
import { lineBelow } from "./below_value_rules.ts";
import { PREPS } from "./changed_to_rules.ts";

// The credential nouns (credential-slot's, at a word's start or as a camelCase tail: `appKey`),
// and a code named as an access secret ("envelope access code", "unblinding code").
const NOUN = new RegExp(
  String
    .raw`(?:(?<![\p{L}\d])(?:[Pp]ass(?:word|wort|phrase|code)|PASSWORD|[Kk]ennwort|[Ww]achtwoord|[Cc]ontrase[ñn]a|[Ss]enha|[Hh]aslo|[Kk]ey|KEY|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Cc]redential|PIN)|(?<=[a-z])(?:Key|Token|Secret|Password|Passphrase)|(?<![\p{L}\d])(?:access|setup|override|unblinding|unlock|recovery|backup|pairing|activation)[ -]codes?|(?<=(?:2FA|MFA|TOTP|OTP)[ -])[Ss]eeds?|(?<![\p{L}\d])(?:[Gg]ift[ -]?(?:card|voucher|certificate)|[Vv]oucher|[Rr]edemption|[Ss]tore[ -]credit)[ -]codes?)(?![\p{L}\d_]|-\p{L})`,
  "gu",
);

// Round 27's table: the farthest value it found was 8 words and 53 characters after its noun.
const REACH_WORDS = 10;
const REACH_CHARS = 80;

// Words right after the noun that make the phrase about the secret, not its slot.
const ABOUT =
  /^(?:policy|policies|hint|hints|reset|resets|length|rules?|field|fields|manager|name|names|expired|expiry|rotated|rotation|changed|change|prompt|strength|requirements?|complexity|store|vault|list|file|files|management|generator|protected|less|holder)$/i;
const LINK_WORD = new Set(LINK_WORDS.filter((w) => !w.includes(" ")));
const LINK_MARK = /^(?:[:=：]|→|⇒|-{1,2}>|=>)$/;
// A value inside a token after a parenthetical and a mark: `(signer)=V`, `router)=V`.
const GLUED_LINK = /^(?:[^\s=]*\)[ \t]*)?[=:：]/u;

/** The token stripped of the brackets, quotes and marks around it (once a token per scan). */
const core = perScan(stripped);

function stripped(token: string): string {
  return token.replace(/^[(\["'«“（]+/u, "").replace(/[)\]"'»”,;:.）。，]+$/u, "");
}

/** A token that is no value and ends the noun's reach: a placeholder or mask, a column's edge. */
function ends(token: string, value: string): boolean {
  if (/[|{}<>•]|\*{2,}|\$[({]|REDACTED|TODO|^(?:ssh|ecdsa|sk)-|^[=!<>]=+$/.test(token)) return true;
  if (/^(?:md5|sha-?\d*|crc\d*)$/i.test(value)) return true;
  // A pair of its own (`id="cred_…"`, `sha256:<hex>`): the value after it is that name's.
  if (/^\p{L}[\p{L}\d_-]{0,11}[=:：]\S/u.test(token)) return true;
  return value !== "" && (isTemplateOrMask(value) || looksFake(value));
}

// `ends` reads the token alone: asked once per distinct token in a scan (cost round 28).
const endsReach = perScan((token: string) => ends(token, core(token)));

/**
 * A cheap look ahead, a loop over character codes: a token of ten characters or more with three
 * letters and a digit or two lower-to-upper case flips (one is a CamelCase name: `ValueError`),
 * within the reach (or just past the line's end).
 */
function candidateAhead(text: string, from: number): boolean {
  const end = Math.min(text.length, from + REACH_CHARS + 40);
  let run = 0;
  let letters = 0;
  let digit = false;
  let flips = 0;
  let prevLower = false;
  for (let i = from; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 32;
    if (c === 32 || c === 10 || c === 9 || c === 13) {
      if (run >= 10 && (digit || flips >= 2) && letters >= 3) return true;
      run = letters = flips = 0;
      digit = prevLower = false;
      continue;
    }
    run++;
    const upper = c >= 65 && c <= 90;
    const lower = c >= 97 && c <= 122;
    if (upper || lower) letters++;
    if (c >= 48 && c <= 57) digit = true;
    if (upper && prevLower) flips++;
    prevLower = lower;
  }
  return false;
}

/** The first value in the clause after a noun ending at `from` (`withLink`: "with" links too). */
export function walk(text: string, from: number, pin: boolean, withLink = false): Span | null {
  if (!candidateAhead(text, from)) return null;
  // The reach is bounded, so the walk reads a bounded slice however long the line.
  const bound = Math.min(from + REACH_CHARS + 240, text.length);
  const nl = text.slice(from, bound).indexOf("\n");
  const lineEnd = nl < 0 ? -1 : from + nl;
  const stop = lineEnd < 0 ? bound : lineEnd;
  const TOKEN = /\S+/gu;
  TOKEN.lastIndex = from;
  let words = 0;
  let linked = false;
  let marked = false;
  let needLink = false;
  let prev = "";
  let last = "";
  for (let m = TOKEN.exec(text); m && m.index < stop; m = TOKEN.exec(text)) {
    last = core(m[0]);
    let token = m[0];
    let at = m.index;
    // A mark glued to the value (`="V"`, `(signer)=V`, `router)=V`).
    const glued = GLUED_LINK.exec(token);
    if (glued && glued[0].length < token.length) {
      at += glued[0].length;
      token = token.slice(glued[0].length);
      linked = marked = true;
    }
    if (at - from > REACH_CHARS || words > REACH_WORDS) return null;
    // Round 42: "ficou V", "теперь V"; "est désormais V" keeps the copula's link.
    const lower = token.toLowerCase();
    if (NOW_LINKS.has(lower) || linked && !marked && NOW_WORDS.has(lower)) {
      linked = true;
      continue;
    }
    if (LINK_MARK.test(token) || LINK_WORD.has(token) || withLink && token === "with") {
      linked = true;
      marked = LINK_MARK.test(token);
      continue;
    }
    // A quote or bracket closing after the noun: it was inside a string or a call (`"test-key")`).
    if (words === 0 && !linked && /^[)\]"'»”]/u.test(token)) return null;
    const value = core(token);
    if (endsReach(token)) return null;
    // The noun names something else: `key id`, `token hash`, `password policy`.
    if (words === 0 && !linked && (ABOUT.test(value) || NOT_SECRET.test(value))) return null;
    // A PIN is linked (`PIN = V`): unlinked, it is as often a product's number (`excavator PIN V`).
    // Words on with no link, the value stands in a parenthetical ("password hard-coded (V)"):
    // prose goes on to a count or a name as often ("the key space has <V> entries").
    const link = linked || !needLink && !pin &&
        (words === 0 || /^[(（]/.test(token) || unlinkedEnd(text, from, at, token, value));
    if (value !== "" && link && reachValue(value, linked, words)) {
      // A value an identifier's noun names (`customer id V`, `order V`) is not the secret's.
      if (sampleAside(text, at + token.length) || NOT_SECRET.test(prev)) return null;
      const start = at + token.indexOf(value);
      return { start, end: start + value.length, rule: "clause-reach", category: "secret" };
    }
    // After a mark the next token is the slot's value; after a copula, a word may still come.
    if (marked || linked && !/^\p{L}[\p{L}'’-]*$/u.test(value)) return null;
    // Another credential noun: the value after it is its own.
    if (NOUN_WORD.test(value)) return null;
    prev = /^[\p{L}_-]+$/u.test(value) ? value : "";
    // A sentence ends (not an abbreviation like `v.`) or a comma closes the clause.
    if (/[.!?。]$/.test(token) && !/^\p{L}{1,2}\.$/u.test(token)) {
      if (!/^below$/i.test(value) || stop !== lineEnd) return null;
      const lineDone = text.slice(m.index + m[0].length, stop).trim() === "";
      return lineDone ? nextLine(text, stop, true, words) : null;
    }
    if (/[,，]$/.test(token)) return null;
    // After a semicolon the clause goes on only to a link (`; pasted here: V`).
    if (/;$/.test(token)) needLink = true;
    linked = marked = /[:=：]$/.test(token);
    words++;
  }
  // A clause that ends its line on a link or on "below" names the value on the next line.
  const below = /^below$/i.test(last);
  return (marked || below) && stop === lineEnd ? nextLine(text, stop, below, words) : null;
}

// Round 47 (v38 guided; the form of v31's and v37's misses): words of the clause may stand
// between the noun and its value with no link ("TOTP seed for the carrier portal V.", "admin
// password değeri V,") when the value passes the distant, unlinked test alone and closes its
// clause (a sentence's end, a comma, a dash or the line's end), and no negation stands between.
// A value right after a change's preposition ("Kennwort ersetzt durch V") is the change rule's
// (changed_to_rules.ts).
const CLAUSE_CLOSE = /^(?:[.,;!?。，](?:\s|$)|[ \t]*(?:$|\n|[—–]|-[ \t]))/u;
// "the session id is not V": the clause says what the secret is not.
const NEGATED = /(?<!\p{L})(?:not|no|never|nicht|kein\p{L}*|pas|non|nie|nem)(?!\p{L})|n't/iu;
const AFTER_PREP = new RegExp(String.raw`(?<![\p{L}\d])(?:${PREPS})[ \t]+$`, "iu");

function unlinkedEnd(text: string, from: number, at: number, token: string, value: string) {
  if (value === "" || !reachValue(value, false, REACH_WORDS)) return false;
  if (AFTER_PREP.test(text.slice(Math.max(0, at - 8), at))) return false;
  if (NEGATED.test(text.slice(from, at))) return false;
  const end = at + token.indexOf(value) + value.length;
  return CLAUSE_CLOSE.test(text.slice(end, end + 3));
}

/** The value alone on the next line (after one blank line at most), or null. */
function nextLine(text: string, lineEnd: number, below: boolean, words: number): Span | null {
  const line = lineBelow(text, lineEnd);
  if (line === null) return null;
  const raw = text.slice(line[0], line[1]);
  const v = raw.trim();
  if (/\s/.test(v) || !reachValue(v, !below, words)) return null;
  const start = line[0] + raw.indexOf(v);
  return { start, end: start + v.length, rule: "clause-reach", category: "secret" };
}

// Round 42 (v36 guided; the form of v26's and rtr4's "set/changed the X to V"): "replaced the
// Asana token with V": after a change verb, "with" links the noun to its new value.
const CHANGED_BEFORE =
  /\b(?:replaced|swapped|overwrote|rotated|updated|reset|re-?issued|regenerated)\b[^\n.,;:]{0,70}$/i;

const NOUN_WORD =
  /^(?:pass(?:word|wort|phrase|code)|kennwort|wachtwoord|contrase[ñn]a|senha|haslo|key|token|secret|credential|pin)s?$/i;

function findReach(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(NOUN, text, at, 24, 40, (m, offset) => {
    const from = offset + m.index;
    const noun = m[0];
    // The walk first (most nouns have no value ahead), then the name before the noun; the walk's
    // own first test before the change verb's search (cost round 35: its answer is null then).
    if (!candidateAhead(text, from + noun.length)) return;
    const changed = CHANGED_BEFORE.test(text.slice(Math.max(0, from - 80), from));
    const span = walk(text, from + noun.length, noun === "PIN", changed);
    if (span && slotNamed(text, from, noun)) spans.push(groupRun(text, span));
  });
  return spans;
}

/** The noun names a secret's slot: not inside a template, a URL, a record key, an id or a call. */
function slotNamed(text: string, from: number, noun: string): boolean {
  if (text[from + noun.length] === "(") return false;
  const name = slotName(text, from);
  if (name === null || /[<{$%@][\p{L}\d_.-]*$/u.test(text.slice(Math.max(0, from - 40), from))) {
    return false;
  }
  if (RECORD_KEY.test(text.slice(Math.max(0, from - 12), from + noun.length))) return false;
  // camelCase parts are words too (`nextPageToken`).
  return !NOT_SECRET.test((name + noun).replace(/([a-z])(?=[A-Z])/g, "$1 "));
}

export const CLAUSE_REACH_RULES: TextRule[] = [
  {
    id: "clause-reach",
    category: "secret",
    keywords: [
      ...SLOT_NOUN_KEYWORDS,
      " code",
      "-code",
      ...["2fa", "mfa", "otp"].flatMap((w) => [`${w} seed`, `${w}-seed`]),
    ],
    find: findReach,
  },
];
