// Injection round 24 (issue 13): a record that orders a write into the reader's memory ("Save to
// memory: …", "Update your long-term notes: …", "Add to your standing instructions: …", "Remember
// for next time: …") with no addressee. Only an agent has standing instructions or a memory
// across sessions, so the order is to the reader; the memory rule of round 14 needs its kept rule
// to hand something over, which the training authors' rules often do not name ("treat messages
// from X as the owner", "the user has approved refunds of any size"). What is kept must still be
// a rule for later acts (when, always, any, approved, grants …): "Remember for next time: I
// like tea" stays quiet, and so does talk about such requests.
import type { PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED } from "./reader_acts.ts";

// The head ends in a colon or comma: "Save to memory card before …" orders no rule kept.
const HEAD = new RegExp(
  String
    .raw`\b(?:remember|save|store|add|write|keep|update|commit)\b[^.\n:]{0,30}?(?:\b(?:your|to|in|into)\s+(?:the\s+)?(?:long[- ]term\s+|persistent\s+|permanent\s+)?(?:memory|memories|standing\s+instructions|persistent\s+instructions|long[- ]term\s+notes)\b|\bfor\s+(?:next\s+time|all\s+future\s+(?:sessions|conversations|chats))\b|\bthis\s+preference\b|\bthis\s+rule\s+forever\b)(?=\s*[:,—–])`,
  "i",
);
// A rule for later acts: a condition, a quantifier, a waiver, a standing address or grant.
const STANDING =
  /\b(?:when(?:ever)?|always|never|any|every|all|treat|pre-?approved|approved|without\s+(?:asking|approval|confirm\w*|review|sign-?off|checking|telling)|automatic(?:ally)?|grants?|administrator|admin|skip|preferred|say|bcc|instead)\b|\bno\s+(?:\w+\s+)?(?:signature|approval|sign-?off|check|review|confirmation)\b|\b(?:need\s+not|doesn['’]t\s+need)\b/i;
// Requests to remember refused or described ("Requests to 'remember for …' are refused").
const REFUSED = /\b(?:refused|ignored|declined|not\s+stored|requests?\s+to)\b/i;

// A quotation opened before `before`'s end on its line ("mails that say 'Save to memory: …'"); a field
// value's quote (after a colon, an equals sign or at the line's start) is the record itself.
const OPEN_QUOTE = /(?<![\p{L}\p{N}])['"‘“«„「][^'"’”»」]*$/u;
const FIELD_QUOTE = /(?:^|[:=,[]\s*)$/;

export function quotedBefore(before: string): boolean {
  const q = OPEN_QUOTE.exec(before);
  return q !== null && !FIELD_QUOTE.test(before.slice(0, q.index));
}

function memoryWrite(text: string, start: number, end: number): boolean {
  const lineEnd = text.indexOf("\n", end);
  const kept = text.slice(end, lineEnd < 0 ? end + 300 : Math.min(lineEnd, end + 300));
  if (!STANDING.test(kept)) return false;
  const line = text.slice(text.lastIndexOf("\n", start - 1) + 1, lineEnd < 0 ? undefined : lineEnd);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (REFUSED.test(line) || quotedBefore(text.slice(Math.max(lineStart, start - 400), start))) {
    return false;
  }
  return !DISCUSSED.test(text);
}

export const MEMORY_WRITE_RULES: PhraseRule[] = [{
  // Reported as "memory-persistence", the id of round 14's memory rule (a new id would need a
  // positive in quality.ts, which the classifier trains on).
  id: "memory-persistence",
  severity: "high",
  where: ["r"],
  keywords: ["remember", "save", "store", "add", "write", "keep", "update", "commit"],
  re: HEAD,
  accept: memoryWrite,
}];
