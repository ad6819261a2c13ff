// Redaction round red90 (issue 13): a value the writer re-entered or re-added ("I re-entered it as
// V", "re-entered the X-ray PC local admin from the binder: V", "I re-added the key, it's V"). What
// is typed in again after a reset or a failure is a login, a key or a code; ids are looked up, not
// re-entered. The value needs a login's shape, or a key's hex or a UUID where the thing is named a
// secret; a thing named as an id kind is left. Tuning sets: v33, v34, v48, v52, rtr4.
import { keyShaped } from "./for_system_rules.ts";
import { enteredShape } from "./entry_question.ts";
import { hitWindows } from "./hit_windows.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The verb, then up to 100 characters of the same sentence naming the thing, then the value's
// slot: "as V", "(V)", ", it's V", or ": V" ending the line.
const REENTERED =
  /(?<!\p{L})re-?(?:entered|typed|added|keyed)(?!\p{L})([^\n.!?]{0,100}?)(?:[ \t]as[ \t]+|[ \t]\(|,[ \t]+it(?:['’]s|[ \t]+is)[ \t]+|:[ \t]+(?=[^\s]+[ \t]*\r?$))([^\s,;()"]{8,200})/giu;
const SECRET_NOUN =
  /(?<!\p{L})(?:password|passcode|passphrase|pin|code|key|secret|token|login|admin)s?(?!\p{L})/iu;
const HEX = /^[0-9a-f]+$/i;
const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

function reenteredShape(thing: string, v: string): boolean {
  if (ID_LABEL.test(thing)) return false;
  if (HEX.test(v) || UUID.test(v)) return SECRET_NOUN.test(thing) && v.length >= 16;
  return keyShaped(v) || mixedCaseRun(v) || enteredShape(v);
}

function findReentered(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 4, 360)) {
    for (const m of text.slice(ws, we).matchAll(REENTERED)) {
      const v = m[2].replace(/\.$/, "");
      if (!reenteredShape(m[1], v)) continue;
      const start = ws + m.index + m[0].length - m[2].length;
      spans.push({ start, end: start + v.length, rule: "reentered-value", category: "secret" });
    }
  }
  return spans;
}

export const REENTERED_VALUE_RULES: TextRule[] = [{
  id: "reentered-value",
  category: "secret",
  keywords: ["re-entered", "reentered", "re-typed", "retyped", "re-added", "readded", "re-keyed"],
  find: findReentered,
}];
