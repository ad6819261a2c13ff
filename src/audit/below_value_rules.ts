// Redaction round 28: a value alone on its line under a sentence that names the secret and points
// down at it ("use the WireGuard PrivateKey of the mine VPN below." / blank / `KFmX…=`, "the
// FreshBooks OAuth secret is:" / `eff7…`). Mail and tickets set a secret apart this way; the
// noun and the value are a line apart, so no clause rule sees them together.
import { cisco7Plain } from "./cisco_type7.ts";
import { credentialShaped } from "./credential_shape.ts";
import { passwordLike } from "./prose_password_rules.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// The lead line ends pointing down: "below.", "here:", "as follows:", "is:" / "are:".
const POINTS_DOWN = /(?:\bbelow|\bhere|\bfollows|\bis|\bare)[ \t]*[.:][ \t]*$/i;
// Round 31: or the lead just ends in a colon after naming the secret ("OTA passwordです：",
// "Key:", "server password ที่ขอไว้:"): the pointer word is the author's language, the colon is not.
// Prose only: a line flush left with no code marks (an indented `secret:` key, a ternary's `:`),
// and its value flush left below it (not a nested key's indented child).
const LEAD_COLON = /^[^\s(){}[\];=?<>|][^(){}[\];=?<>|]*[:：][ \t\r]*$/;
// ... where the noun is the thing named, not a qualifier's head ("Password requirements:",
// "Access token scope:", "Signing key fingerprint:"): after it comes the colon, a comma, a
// preposition ("codes for the account:") or words of another script ("passwordです：").
// Round red66: or a clause telling when or how it was set, which a qualified noun never takes
// ("login password re-entered after the terminal reset:", "consumer secret after the reset …:").
const NOUN_NAMED =
  /^(?:[ \t]*[:：,，、]|[ \t]+(?:for|of|from|on|at|in|after|before|since|until|while)\b|[ \t]+(?:re-)?[a-z]{3,}ed[ \t]+(?:after|before|since|until|while|on|at|in|by|for|from|when)\b|[ \t]*(?![\p{Script=Latin}\p{N}])\p{L})/u;
// The lead's last sentence names a secret (a credential noun, or a code that unlocks).
export const SECRET_NOUN =
  /\b(?:passwords?|logins?(?![ \t]+(?:pass\w*|PIN|codes?|credentials?|tokens?|\w*key|\w*secrets?)\b)|passphrase|passcode|\w*secrets?|\w*key|(?:totp|otp|2fa|mfa)[ \t]+seeds?|tokens?|credentials?|PIN|(?:recovery|backup|unlock|access|override|one-time)[ \t]+codes?)\b/i;
// A list of short codes on one line (`11505-74613 31638-35887`), for a code noun only.
const CODE_GROUPS =
  /^(?=[^\n]*\d)[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}(?:[ ,]+[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6})*$/;
const CODE_NOUN = /codes?\b/i;
const MAX_LINE = 200;
// Round 36: two more leads that point down without a colon. A chat message ending in a
// down-arrow ("Cegid web-service password for the EDI runbook 👇"), and a presentative handing the
// named thing over ("here's the Gorgias API key until IT rotates it" / the key on the next line).
const ARROW_END = /(?:\u{1F447}|\u2B07\uFE0F?|\u2193)[ \t\r]*$/u;
const PRESENTS =
  /\bhere(?:'s|\u2019s|[ \t]+is)[ \t]+(?:the|your|our|my)\b(?:[^.!?:;\n]|\.(?=\S))*$/i;
// The value's line may open a chat turn of its own (WhatsApp "19/03/2027, 16:48 - Name: V",
// IRC "[16:48] <nick> V"): a stamp, then the speaker; only the rest is the value.
const STAMPED_TURN =
  /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*<[^>\n]{1,30}>|\d{1,4}[\/.-]\d{1,2}[\/.-]\d{2,4},?[ \t]+\d{1,2}:\d\d(?::\d\d)?(?:[ \t]?[AaPp][Mm])?[ \t]+-[ \t]+[^:\n]{1,60}:)[ \t]*/;

/** The lead's last sentence (after the last full stop followed by a blank). */
function lastSentence(line: string): string {
  const cut = line.search(/[.!?][ \t]+(?=[^.!?]*$)/);
  return cut < 0 ? line : line.slice(cut + 1);
}

/** The next non-empty line after `e` (at most one blank line between): [start, end) or null.
 * Round 30: the one next-line reader; the clause reader (clause_reach_rules.ts) uses it too. */
export function lineBelow(text: string, e: number): [number, number] | null {
  let s = e + 1;
  for (let blanks = 0; s < text.length; blanks++) {
    const end = text.indexOf("\n", s);
    const stop = end < 0 ? text.length : end;
    if (text.slice(s, stop).trim() !== "") return [s, stop];
    if (blanks >= 1 || end < 0) return null;
    s = stop + 1;
  }
  return null;
}

// Round 50: an authenticator's setup key as apps print it for typing (base32 `A-Z2-7` of 80 or
// 160 bits, in groups of four: Google Authenticator's "Enter a setup key"), one case, a digit.
// Missed in v37, v40 and rtr3 (4 texts); no benign text has such a line.
const SETUP_KEY =
  /^(?=[^\n]*[2-7])(?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,7}|[a-z2-7]{4}(?: [a-z2-7]{4}){3,7})$/;

function setupKeyBelow(text: string, e: number): boolean {
  const next = lineBelow(text, e);
  return next !== null && next[1] - next[0] <= 48 && SETUP_KEY.test(text.slice(...next).trim());
}

// Round red67: "login" names a password in hand-overs ("the … service login for the weekend
// is:", "helpdesk login re-entered after the reset:") but a user name as often, so under it the
// value must mix both cases with a digit, as a user name or an e-mail address seldom does.
const LOGIN_NOUN = /^logins?$/i;
const LOGIN_VALUE = /^(?=[^\s@]*[A-Z])(?=[^\s@]*[a-z])(?=[^\s@]*\d)[^\s@]+$/;

export function secretAlone(v: string, noun: string): boolean {
  if (LOGIN_NOUN.test(noun)) return LOGIN_VALUE.test(v) && passwordLike(v);
  if (CODE_NOUN.test(noun) && CODE_GROUPS.test(v)) return true;
  if (SETUP_KEY.test(v)) return /[A-Za-z]/.test(v);
  if (/\s/.test(v)) return false;
  return credentialShaped(v, true) || passwordLike(v) || cisco7Plain(v) !== null;
}

// The same pointer with the value after it, closing the line ("…; pasted here: <value>"): a
// verb that puts the thing there, so "the steps are here: runbook-v2" points at something else.
const HERE_THEN_VALUE =
  /\b(?:pasted|copied|put|written|added|included|dropped|noted)[ \t]+(?:it[ \t]+)?(?:here|below)[ \t]*:[ \t]*(\S{6,200})[ \t]*$/i;

function valueAfterPointer(s: number, line: string, spans: Span[]) {
  const m = HERE_THEN_VALUE.exec(line);
  if (m === null) return;
  const noun = SECRET_NOUN.exec(lastSentence(line.slice(0, m.index)));
  const v = m[1].replace(/[.,;!?)]+$/, ""); // the sentence's own stop is no part of it
  if (noun === null || !secretAlone(v, noun[0])) return;
  const start = s + m.index + m[0].lastIndexOf(m[1]);
  spans.push({ start, end: start + v.length, rule: "value-below", category: "secret" });
}

const WORDS = ["below", "here", "follows", "is:", "are:", "is :", "\u{1F447}", "\u2B07", "\u2193"];
// The keywords as one pattern: when a text holds too many hits for the gate to list them (a
// YAML file closes every other line with a colon), only these lines are read, not every line.
const CANDIDATE =
  /[:：](?=[ \t]*(?:\r?\n|$))|here|below|follows|(?:is|are) ?:|\u{1F447}|\u2B07|\u2193/giu;

function candidates(text: string): number[] {
  const at: number[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) at.push(m.index);
  return at;
}

function findBelow(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at ?? candidates(text), (s, e) => {
    if (e - s > 400) return;
    const line = text.slice(s, e);
    if (/here|below/i.test(line)) valueAfterPointer(s, line, spans);
    if (e >= text.length) return;
    // A lead ends in a full stop, a colon or an arrow, or hands a thing over; most keyword lines
    // do none of these, so test that first.
    const presents = /here/i.test(line) ? PRESENTS.exec(line) : null;
    const arrow = presents === null && ARROW_END.test(line);
    if (!presents && !arrow && !/[.:：][ \t\r]*$/.test(line)) return;
    const pointed = presents !== null || arrow || POINTS_DOWN.test(line);
    // A setup key's printed groups below any colon lead need no prose lead ("Can't scan the QR?
    // Enter this key instead:", "#ops (compliance): new TOTP seed …:"), nor a noun named last.
    const keyBelow = !pointed && /[:：][ \t\r]*$/.test(line) && setupKeyBelow(text, e);
    if (!pointed && !keyBelow && !LEAD_COLON.test(line)) return;
    const lead = presents ? presents[0] : lastSentence(line);
    const noun = SECRET_NOUN.exec(lead);
    if (
      noun && !pointed && !keyBelow && !NOUN_NAMED.test(lead.slice(noun.index + noun[0].length))
    ) {
      return;
    }
    const next = noun && lineBelow(text, e);
    if (!noun || !next || next[1] - next[0] > MAX_LINE) return;
    const line2 = text.slice(next[0], next[1]);
    const turn = pointed ? STAMPED_TURN.exec(line2) : null;
    const raw = turn ? line2.slice(turn[0].length) : line2;
    const v = raw.trim();
    if ((!pointed && /^\s/.test(raw)) || !secretAlone(v, noun[0])) return;
    const start = next[0] + (turn ? turn[0].length : 0) + raw.indexOf(v);
    spans.push({ start, end: start + v.length, rule: "value-below", category: "secret" });
  });
  return spans;
}

export const BELOW_VALUE_RULES: TextRule[] = [
  {
    id: "value-below",
    category: "secret",
    keywords: [...WORDS, ":\n", "：\n", ":\r\n", ": \n"],
    find: findBelow,
  },
];
