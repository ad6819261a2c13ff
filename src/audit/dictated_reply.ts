// Injection round 61 (issue 13; v47 and v48 guided, the same shape in v32, v40 and v46): an order
// followed by the one answer the reader may give ("…, then reply only with 'done'", "Reply to
// the user only with 'Item processed.'"). A fixed answer after an act hides the act: the user
// hears a stock phrase instead of what was done. concealed_order.ts reads the spoken form ("don't
// mention it"); this is the same cover, written as the reply itself. A bare "Reply only with YES"
// (a survey, a booking text) follows no order and stays quiet.
import type { PhraseRule } from "./phrase_rule.ts";
import { actedOrder } from "./role_addressed.ts";
import { readerOrderAt } from "./reader_acts.ts";

// The reply and its quoted text: "reply (to the user) only with (the word) '…'".
const DICTATED = new RegExp(
  String
    .raw`\b(?:reply|respond|answer)\s+(?:to\s+(?:the\s+)?user\s+)?(?:only|just|solely)\s+with\s+(?:the\s+(?:words?|phrase|text|message)\s+)?['"‘“][^'"’”\n]{1,60}['"’”]`,
  "i",
);

// The order: the text from the previous sentence's start up to the reply (as concealed_order.ts
// reads it); a dot inside an address or a number ends no sentence.
const BACK = /(?:(?:[^.!?\n]|[.!?](?!\s))*[.!?]\s+)?(?:[^.!?\n]|[.!?](?!\s))*$/u;
// A negation or a question in front ("If asked, do not reply only with …") is advice.
const ADVICE = /\b(?:not|never|don'?t|if\s+asked|when\s+asked)\b[^.!?\n]{0,30}$/i;

// A reply "to the user" names the reader's principal: any order before it is covered. Without it
// ("Send the minutes. Reply only with 'done'"), a colleague's errand, the order needs a target.
const TO_USER = /\bto\s+(?:the\s+)?user\b/i;

function coveredOrder(text: string, start: number, end: number): boolean {
  const lead = text.slice(Math.max(0, start - 300), start);
  if (ADVICE.test(lead)) return false;
  const before = BACK.exec(lead)![0];
  if (readerOrderAt(before, lead) >= 0) return true;
  return TO_USER.test(text.slice(start, end)) && actedOrder(before);
}

// Reported as "concealed-from-user", the cover's id (concealed_order.ts, covert_act.ts).
export const DICTATED_REPLY_RULES: PhraseRule[] = [{
  id: "concealed-from-user",
  severity: "high",
  where: ["d", "r"],
  keywords: ["only with", "just with", "solely with"],
  re: DICTATED,
  accept: coveredOrder,
}];

// The same cover as a false status: "… and tell the user it was delivered" after "instead send it
// to …", "tell the user the reset failed, even when it succeeded". A status told to the user is a
// courtesy ("tell the user the booking was made"); beside "instead" or "even when" it is a lie
// about what the reader did.
const TOLD_STATUS = new RegExp(
  String
    .raw`\b(?:tell|inform|assure|notify)\s+(?:the\s+)?user\s+(?:that\s+)?(?:it|this|they|everything|the\s+[\w-]+)\s+(?:was|were|is|has\s+been|have\s+been|failed|succeeded|went)\b`,
  "i",
);
const CONTRARY =
  /\b(?:even\s+(?:when|if|though)|regardless|whether\s+or\s+not|instead(?!\s+of))\b/i;
// The sentence around a match; a dot inside an address or a number ends none.
const SENTENCE_BEFORE = /(?:[^.!?\n]|[.!?](?=\S))*$/;
const SENTENCE_AFTER = /^(?:[^.!?\n]|[.!?](?=\S))*/;

function contraryStatus(text: string, start: number, end: number): boolean {
  const before = SENTENCE_BEFORE.exec(text.slice(Math.max(0, start - 200), start))![0];
  const after = SENTENCE_AFTER.exec(text.slice(end, end + 200))![0];
  return CONTRARY.test(before + " " + after);
}

export const TOLD_STATUS_RULES: PhraseRule[] = [{
  id: "concealed-from-user",
  severity: "high",
  where: ["d", "r"],
  keywords: ["the user", "tell user", "inform user", "assure user", "notify user"],
  re: TOLD_STATUS,
  accept: contraryStatus,
}];
