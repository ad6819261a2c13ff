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
// The lead's last sentence names a secret (a credential noun, or a code that unlocks).
const SECRET_NOUN =
  /\b(?:passwords?|passphrase|passcode|secrets?|\w*key|tokens?|credentials?|PIN|(?:recovery|backup|unlock|access|override|one-time)[ \t]+codes?)\b/i;
// A list of short codes on one line (`11505-74613 31638-35887`), for a code noun only.
const CODE_GROUPS =
  /^(?=[^\n]*\d)[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}(?:[ ,]+[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6})*$/;
const CODE_NOUN = /codes?\b/i;
const MAX_LINE = 200;

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

function secretAlone(v: string, noun: string): boolean {
  if (CODE_NOUN.test(noun) && CODE_GROUPS.test(v)) return true;
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

function findBelow(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    if (e - s > 400) return;
    const line = text.slice(s, e);
    valueAfterPointer(s, line, spans);
    if (e >= text.length || !POINTS_DOWN.test(line)) return;
    const noun = SECRET_NOUN.exec(lastSentence(line));
    const next = noun && lineBelow(text, e);
    if (!noun || !next || next[1] - next[0] > MAX_LINE) return;
    const raw = text.slice(next[0], next[1]);
    const v = raw.trim();
    if (!secretAlone(v, noun[0])) return;
    const start = next[0] + raw.indexOf(v);
    spans.push({ start, end: start + v.length, rule: "value-below", category: "secret" });
  });
  return spans;
}

export const BELOW_VALUE_RULES: TextRule[] = [
  {
    id: "value-below",
    category: "secret",
    keywords: ["below", "here", "follows", "is:", "are:", "is :"],
    find: findBelow,
  },
];
