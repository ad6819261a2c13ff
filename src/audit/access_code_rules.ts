// Redaction round 39 (issue 13): access codes handed over in writing, in any of the connectors
// people use ("gate code changed to 334542", "código do cofre mudou para 60228720", "keypad code
// → *7206286*", "| safe code | 354263 |", "safe code,64007016#,", "Türcode:\n9661519#"). The
// label names a lock (door, gate, safe, alarm, keypad, PIN) in eight languages; the value is 4 to
// 10 digits, wrapped or ended by the `#`/`*` a keypad takes, and nothing word-like follows it.
// Tuning set: rtr7 (its 44 missed PINs and door codes); the same labels occur in v-set misses.
import { samplePin } from "./pin_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

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
  ].join("|") + ")(?![\\p{Script=Latin}\\d])",
  "giu",
);
// What stands between label and value: a verb of being or changing, a sign (a dash only with
// spaces around it: "Passwort-Reset" is one word), a cell's edge, a line break.
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
    .raw`^[ \t]*(?:(?:(?:${JOIN_WORDS})(?![\p{L}])|${JOIN_CJK})[ \t]*)?(?:(?:[:：=→|,;]|(?<=\s)[-–](?=\s))[ \t]*)?(?:\n[ \t]*)?`,
  "u",
);

/** The connector after a label (JOIN), or undefined when only spaces stand there. */
export function joinAfter(rest: string): string | undefined {
  const join = JOIN.exec(rest)?.[0];
  // A bare space is no connector ("enter game PIN 5103985" is a quiz's room number).
  return join === undefined || (join.trim() === "" && !join.includes("\n")) ? undefined : join;
}
const VALUE = /^([#*]?\d{4,10}[#*]?)(?![\p{L}\d]|[.,:\/-]\d)/u;

function findAccessCodes(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(LABEL)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const join = joinAfter(rest);
    if (join === undefined) continue;
    const v = VALUE.exec(rest.slice(join.length));
    if (v === null || samplePin(v[1].replace(/[#*]/g, ""))) continue;
    const start = m.index + m[0].length + join.length;
    spans.push({ start, end: start + v[1].length, rule: "access-code", category: "secret" });
  }
  return spans;
}

export const ACCESS_CODE_RULES: TextRule[] = [{
  id: "access-code",
  category: "secret",
  keywords: ["code", "pin", "código", "codigo", "kode"],
  find: findAccessCodes,
}];
