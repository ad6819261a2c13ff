// Injection round 23 (issue 13): an order in a record's field that names a consequential tool of
// the reading agent by its identifier ("… set the reserve to £1 with update_lot", "… issue_refund
// で返金し", "… preko set_result", "Run update_privacy(all_athletes, …)"), in any language and with
// no addressee. A record has no reason to name the agent's tools; docs and logs do, so a sentence
// that reports a call (returned, failed, 200 OK), a text that is code or discusses attacks, or a
// tool named without something only an attack needs (bulk, money, a secret, an outside address,
// no one asked) stays quiet.
import { FOREIGN_DOCS } from "./discussion.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { attackTarget, DISCUSSED, firstAct, quotedAt } from "./reader_acts.ts";

// A tool whose name says it changes, moves or pays: the verb first, then a noun part.
const VERBS = String
  .raw`update|set|issue|send|delete|remove|transfer|release|extend|grant|add|create|export|post|refund|change|approve|wire|pay|upload|share|forward|invite|http|close|cancel|unlock|disable|publish|reset|assign|mark|void|waive|purge|wipe|move`;
// The match starts at the underscore (rare in prose, so the search is tried at few offsets); the
// verb before it is read by a look-behind and by accept.
const TOOL = new RegExp(
  String.raw`(?<=\b(?:${VERBS}))_[a-z][a-z0-9_]*\b(?![.\/-]\w)`,
  "i",
);
const VERB_BEFORE = /[a-z]+$/i;
// A call reported, not ordered: "update_lot returned 200", "called send_email (ok)", a trace.
const REPORTED =
  /\b(?:returned|returns|succeeded|failed|finished|completed|timed\s+out|was\s+called|called|ran|logged|status|error|ok|http\s+\d{3}|\d{3}\s+ok|took\s+\d|comes\s+back|sent|job|yesterday|ago)\b/i;
// Docs and code name tools legitimately: a signature, an import, a fence, an API reference.
const CODE_OR_DOCS =
  /```|\b(?:def|function|import|const|let|var|async|await|param(?:eter)?s?|endpoint|usage|returns|schema|deprecated|changelog)\b|=>|;\s*$|(?<![.@\w-])example\b(?![.\w-])/im;

// The tool as the instrument of an order: "with/via/using/call …", their equivalents in the
// lexicons' languages, a Korean or Japanese particle after it, or a call with arguments.
const INSTRUMENT_BEFORE = new RegExp(
  String
    .raw`(?:^|[\s(«"'])(?:with|via|using|through|call|run|use|invoke|trigger|mit|über|avec|par|con|mediante|usando|com|met|przez|preko|su|lewat|dengan|kwa|με|через|باستخدام|ile|kautta|avulla|med|cu|ze|sa|s|pomocí|tramite|mittels|melalui|qua|使用|用|gọi|bằng|wywołaj|llama|appelle|chiama|rufe|chame|roep|anropa|kutsu|zavolej|çağır|panggil|utilisez|utilise|usa|utiliza|gebruik|nutze|verwende)\s*$`,
  "iu",
);
const INSTRUMENT_AFTER = /^(?:\s*\([^)\n]{1,120}\)|\s*(?:으로|로|を|で|से|ile|için))/u;
// Talk about tool attacks names tools as examples ("a malicious description can rewrite how
// send_email behaves"; "Mitigation: allow lists").
// A test plan names what the agent must not do ("Caso di test 12 … non chiama export_collection").
const TOOL_TALK =
  /\b(?:malicious|mitigations?|shadowing|allow[\s-]?lists?|hardening|threat\s+model|test\s*case|caso\s+d[ie]\s+(?:test|prueba)|atteso|expected)\b/i;
// A call denied just before the tool ("does not call", "non chiama", "ruft nicht").
const DENIED =
  /(?<!\p{L})(?:not|never|don['’]t|doesn['’]t|won['’]t|non|nicht|nie|ne|pas|não|niet|nunca|jamais|mai|no)\s+(?:\p{L}+\s+){0,2}$/iu;

// Whether the text is code, docs or talk about attacks: one verdict per text, however many tool
// names it holds (a log of 200 calls asks once).
let memo = { text: "", talk: false };

function talksAboutTools(text: string): boolean {
  if (memo.text !== text) {
    const talk = CODE_OR_DOCS.test(text) || DISCUSSED.test(text) || FOREIGN_DOCS.test(text) ||
      TOOL_TALK.test(text);
    memo = { text, talk };
  }
  return memo.talk;
}

// How-to text for a person: a purpose clause ("To share a trip, call …"), a numbered step, a
// human sign-off awaited, the person's own store ("in your password manager", "me@…").
const HOW_TO =
  /^\s*(?:to|in\s+order\s+to|para|pour|um|per)\s+\p{L}+|\bstep\s+\d|\b(?:once|after|when)\b[^.]{0,60}\b(?:signed\s+off|approved|confirmed)\b|\byour\s+(?:own\s+)?password\s+manager\b|(?<![\w.-])me@/iu;
// The reader named on the tool's line or the line before ("Для ассистента, …:", "Helper bot,"):
// a tool named as an instrument with no attack target is then still an order; without it, it is
// how-to text ("To share a folder, call create_share_link with the folder id").
const READER =
  /\b(?:assistant|agent|bot|ai|llm|copilot|model)\b|(?<!\p{L})(?:ассистент|асистент|asisten|assistent|asistent|asistan|avustaja|msaidizi|βοηθ|trợ\s+lý)|어시스턴트|アシスタント|सहायक|עוזר|助手/iu;

function addressed(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const prev = text.lastIndexOf("\n", lineStart - 2) + 1;
  return READER.test(text.slice(Math.max(prev, start - 400), start));
}

/** The sentence around [start, end): from the last stop or line break to the next one. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 300), start);
  const s = Math.max(before.search(/[^.!?\n。！？]*$/), 0);
  const after = text.slice(end, end + 300);
  const stop = after.search(/[.!?。！？](?:\s|$)|\n/);
  return before.slice(s) + text.slice(start, end) + (stop < 0 ? after : after.slice(0, stop));
}

export function toolOrder(text: string, under: number, end: number): boolean {
  const start = under -
    (VERB_BEFORE.exec(text.slice(Math.max(0, under - 12), under))?.[0].length ?? 0);
  // A method or a path ("client.update_lot", "/v2/send_email") is code, not a named tool.
  if (/[.\/-]/.test(text[start - 1] ?? "")) return false;
  // Round inj94: a JSON key ("post_id": …) names the record's field, not a tool it orders.
  if (text[start - 1] === '"' && /^\\?"\s*:/.test(text.slice(end, end + 8))) return false;
  const sentence = sentenceAround(text, start, end);
  if (REPORTED.test(sentence) || DENIED.test(text.slice(Math.max(0, start - 40), start))) {
    return false;
  }
  const instrument = INSTRUMENT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
    INSTRUMENT_AFTER.test(text.slice(end, end + 124));
  if (talksAboutTools(text)) return false;
  // With the reader named, the tool as an instrument is enough; without, the order needs an
  // attack's target and must not read as how-to text for a person.
  if (instrument && addressed(text, start)) return true;
  if (!attackTarget(sentence) || HOW_TO.test(sentence)) return false;
  const act = firstAct(sentence);
  return act < 0 || !quotedAt(sentence, act);
}

export const TOOL_NAMED_ORDER_RULES: PhraseRule[] = [{
  // Reported as "tool-order-exfil" (a tool ordered from a record): a new id would need a positive
  // in quality.ts, which the classifier trains on (no retraining here).
  id: "tool-order-exfil",
  severity: "high",
  where: ["r"],
  keywords: VERBS.split("|").map((v) => v + "_"),
  re: TOOL,
  accept: toolOrder,
  // A fallback: a text an addressed-order rule already flagged needs no second finding.
  unless: ["ai-addressed-instruction", "ai-label-order", "ai-label-business-order"],
}];
