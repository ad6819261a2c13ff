// Injection round 63 (issue 13): a link left with an empty query slot ("…/ingest?k=", "p.png?d=")
// and, in the same sentence, private data to fill it with (a key, `.env`, the conversation, the
// user's phone number) in any lexicon language: an order to append the data to the link, the shape
// of relay exfiltration whoever writes it. A person told to put their own key in a request
// ("?key= followed by your API key") and quoted specimens stay quiet.
import { FOREIGN_DOCS } from "./discussion.ts";
import { EN } from "./intent_english.ts";
import { LATIN } from "./intent_foreign.ts";
import { SCRIPT_LEXICONS } from "./intent_scripts.ts";
import { SCRIPT_EXTRA_LEXICONS } from "./intent_scripts_extra.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { DISCUSSED } from "./reader_acts.ts";
import { quotedNotField } from "./field_quotation.ts";

// A query parameter with nothing after "=" before the link ends (a blank, a quote, a bracket, a
// JSON "\n" or the end of the text).
const EMPTY_SLOT = /https?:\/\/[^\s"'<>`]+?[?&][\w.-]{1,24}=(?=$|[\s"'`)\]\\,;<>|])/iu;
// Read only (the classifier reads these lexicons; nothing here changes them).
const SECRETS = [...LATIN, ...SCRIPT_LEXICONS, ...SCRIPT_EXTRA_LEXICONS].map((l) =>
  l.classes.secret
).filter((r): r is RegExp => r !== undefined);
// A person's own key or contact details in a request, as API docs and sign-up pages write them.
const OWN_KEY = new RegExp(
  String
    .raw`\byour\s+(?:own\s+|work\s+)?(?:(?:api[\s_-]?|access\s+|personal\s+|app\s+)?(?:keys?|tokens?)|e-?mail(?:\s+address)?|(?:phone|mobile)(?:\s+number)?)\b`,
  "giu",
);
const STOP = /[.!?。](?:\s|$)|\n|\\n/g;

function sentenceOf(text: string, start: number, end: number): [number, number] {
  const before = text.slice(Math.max(0, start - 300), start);
  const stops = [...before.matchAll(STOP)];
  const last = stops[stops.length - 1];
  const from = start - before.length + (last ? last.index! + last[0].length : 0);
  const after = text.slice(end, end + 300);
  const next = after.search(STOP);
  return [from, end + (next < 0 ? after.length : next)];
}

function privateData(sentence: string): boolean {
  const rest = sentence.replace(OWN_KEY, " ");
  if (EN.secret.test(rest) || EN.data.test(rest)) return true;
  return SECRETS.some((r) => r.test(rest));
}

function slotToFill(text: string, start: number, end: number): boolean {
  const [from, to] = sentenceOf(text, start, end);
  const sentence = text.slice(from, start) + " " + text.slice(end, to);
  if (!privateData(sentence) || quotedNotField(text, start, from)) return false;
  const around = text.slice(Math.max(0, start - 600), end + 400);
  return !DISCUSSED.test(around) && !FOREIGN_DOCS.test(around);
}

export const EMPTY_SLOT_LINK_RULES: PhraseRule[] = [{
  // Reported as "url-data-placeholder", the id of the filled-in slot (`?c=<the user's message>`).
  id: "url-data-placeholder",
  severity: "high",
  where: ["r", "d"],
  keywords: ["http"],
  re: EMPTY_SLOT,
  accept: slotToFill,
}];
