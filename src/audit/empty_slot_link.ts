// Injection round 63 (issue 13): a link left with an empty query slot ("…/ingest?k=", "p.png?d=")
// and, in the same sentence, private data to fill it with (a key, `.env`, the conversation, the
// user's phone number) in any lexicon language: an order to append the data to the link, the shape
// of relay exfiltration whoever writes it. A person told to put their own key in a request
// ("?key= followed by your API key") and quoted specimens stay quiet. Round inj89 (v49, v57, v62,
// v64 guided): an order to fill the slot ("append", "followed by", "kèm", "뒤에 … 붙여") in the
// reader's answer stands for the data word when no lexicon names what is appended.
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
// Put something after the link: the order to fill the slot, in the words of several languages.
const FILL = new RegExp(
  String
    .raw`\bappend|\battach|\bfollowed\s+by\b|\bplus\b|\bappended\b|\bkèm\b|\burmat\s+de\b|뒤에|붙여|\blegg\b[^.\n]{0,60}\binn\b|\bhänge\b|\banhängen\b|\bajoute|\bañade|\badjunta|\baggiungi|\bacrescente|\bdołącz|\bvoeg\b|\blägg\s+till\b|\btilføj|\bliitä|附加|付けて|追加|(?<![\p{L}\p{N}])(?:добав|додай)`,
  "iu",
);
// ...and the reader's own answer or call as where it happens ("in your reply", "before answering",
// "after every call"): a how-to's "?city= followed by the town's name" is for a person.
const ANSWER = new RegExp(
  String
    .raw`\b(?:your\s+(?:reply|answer|response|summary)|before\s+(?:you\s+)?(?:answer|reply|respond)\w*|(?:after|before)\s+(?:every|each)\s+call)\b|\bsvar(?:et|\s+ditt)\b|câu\s+trả\s+lời|답변|回答|\brăspuns|\bantwort|\bréponse|\brespuesta|\brisposta|\bresposta|(?<![\p{L}\p{N}])(?:відповід|ответ)`,
  "iu",
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
  const fills = FILL.test(sentence) && ANSWER.test(sentence) && sentence.search(OWN_KEY) < 0;
  if (!(fills || privateData(sentence)) || quotedNotField(text, start, from)) return false;
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
