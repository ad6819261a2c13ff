// Redaction round 39 (issue 13): access codes handed over in writing, in any of the connectors
// people use ("gate code changed to 334542", "código do cofre mudou para 60228720", "keypad code
// → *7206286*", "| safe code | 354263 |", "safe code,64007016#,", "Türcode:\n9661519#"). The
// label names a lock (door, gate, safe, alarm, keypad, PIN) in eight languages; the value is 4 to
// 10 digits, wrapped or ended by the `#`/`*` a keypad takes, and nothing word-like follows it.
// "PIN" counts in capitals only, on a line that says nothing of circuits ("GPIO pin: 2048 Hz").
// Tuning set: rtr7 (its missed PINs and door codes).
import { CIRCUIT, KEYPAD, samplePin } from "./pin_rules.ts";
import { passwordLike } from "./prose_password_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { hitWindows } from "./hit_windows.ts";

const LOCK = String
  .raw`door|gate|safe|alarm|keypad|entry|lockbox|key\s?safe|garage|deur|poort|kluis|tür|tor|tresor|alarm`;
const LABEL = new RegExp(
  "(?<![\\p{L}\\d])(?:" + [
    String.raw`(?:${LOCK})[ -]?code`,
    String.raw`(?:code\s+)?PIN(?:[ -]?code)?`,
    String
      .raw`code\s+(?:du|de\s+la|de\s+l'|d')\s*(?:coffre|porte|portail|alarme|digicode)|digicode`,
    String
      .raw`c[óo]digo\s+d[eoa]l?\s*(?:la\s+)?(?:cofre|porta|portão|port[óo]n|puerta|caja|alarm[ea]|garagem|garaje)`,
    String.raw`kode\s+(?:alarm|gerbang|pintu|brankas|PIN|garasi)`,
    // Round 68: a lock's combination, also as a setting's name (`SAFE_COMBINATION=`).
    String.raw`(?:${LOCK}|(?:pad)?lock|locker)[ _-]?combination`,
  ].join("|") + ")(?![\\p{Script=Latin}\\d])",
  "giu",
);
// What stands between label and value: a verb of being or changing, a sign (a dash or a bar only
// with spaces around it: "Passwort-Reset" is one word, `password|secret` an alternation), a CSV
// cell's edge (no space after it: "the password; base64 answers" is prose), a line break.
const JOIN_WORDS = [
  String.raw`is\s+now|is\s+nu|is|changed\s+to|gewijzigd\s+naar|ist(?:\s+jetzt)?|lautet`,
  String.raw`geändert\s+(?:zu|auf|in)|est(?:\s+désormais)?|devient|changé\s+en|es|ahora\s+es`,
  String.raw`cambiad[oa]\s+a|é|agora\s+é|mudou\s+para|alterad[oa]\s+para|sekarang`,
  String.raw`adalah|ialah|menjadi|diganti\s+jadi|diubah\s+(?:jadi|menjadi)`,
].join("|");
// Chinese links touch the value with no space, so no word edge is asked of them.
const JOIN_CJK = String.raw`是|改成了?|已改为|改为`;
export const JOIN = new RegExp(
  String
    .raw`^[ \t]*(?:(?:(?:${JOIN_WORDS})(?![\p{L}])|${JOIN_CJK})[ \t]*)?(?:(?:[:：=→]|[,;](?![ \t])|(?<=\s)(?:——|[-–—|])(?=\s))[ \t]*)?(?:\n[ \t]*)?`,
  "u",
);

/** The connector after a label (JOIN), or undefined when only spaces stand there. */
export function joinAfter(rest: string): string | undefined {
  const join = JOIN.exec(rest)?.[0];
  // A bare space is no connector ("enter game PIN 5103985" is a quiz's room number).
  return join === undefined || (join.trim() === "" && !join.includes("\n")) ? undefined : join;
}
/** A handed-over password: password-like with a digit, or mixed case with a mark; lower-case
 * words joined by hyphens (`wlan-kennwort`) and capitals alone (`PASSPHRASE`) are names. */
export function handedLike(v: string): boolean {
  return passwordLike(v) &&
    (/\d/.test(v) || (/[A-Z]/.test(v) && /[a-z]/.test(v) && /[^\p{L}\d]/u.test(v)));
}

// Round 52: digit groups a keypad's `#`/`*` joins are one code (KEYPAD, pin_rules.ts).
const VALUE = new RegExp(
  String
    .raw`^([#*]?\d{4,10}${KEYPAD}[#*]?)(?![\p{L}\d]|[.,:\/-]\d|\s*(?:[kMG]?Hz|m?[VAW]|ms|bytes?|%)\b)`,
  "u",
);

// Round 68: a combination may be a dial's numbers joined by dashes (`12-40-07`).
const DIAL = /^(\d{1,2}(?:-\d{1,2}){2,3})(?![\p{L}\d]|[.,:\/-]\d)/u;

function findAccessCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 48, 64)) {
    for (const m of text.slice(ws, we).matchAll(LABEL)) {
      const code = readCode(text, ws + m.index, m[0]);
      if (code) spans.push(code);
    }
  }
  return spans;
}

/** The code after the label `label` found at `index`, if a connector and a code follow it. */
function readCode(text: string, index: number, label: string): Span | undefined {
  if (index > 0 && /[\p{L}\d]/u.test(text[index - 1])) return undefined;
  if (/pin/i.test(label) && !label.includes("PIN")) return undefined;
  const rest = text.slice(index + label.length, index + label.length + 60);
  const join = joinAfter(rest);
  if (join === undefined) return undefined;
  const value = rest.slice(join.length);
  const v = VALUE.exec(value) ?? (/combination/i.test(label) ? DIAL.exec(value) : null);
  if (v === null || samplePin(v[1].replace(/[#*]/g, ""))) return undefined;
  // A year ("door code is 2024" in a change log) is no code; a keypad's `#` or `*` makes it one.
  if (/^(?:19|20)\d\d$/.test(v[1])) return undefined;
  const lineEnd = text.indexOf("\n", index);
  const line = text.slice(text.lastIndexOf("\n", index) + 1, lineEnd < 0 ? undefined : lineEnd);
  if (CIRCUIT.test(line)) return undefined;
  const start = index + label.length + join.length;
  return { start, end: start + v[1].length, rule: "lock-code", category: "secret" };
}

export const ACCESS_CODE_RULES: TextRule[] = [{
  id: "lock-code",
  category: "secret",
  keywords: ["code", "pin", "código", "codigo", "kode", "combination"],
  find: findAccessCodes,
}];
