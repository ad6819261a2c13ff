// Injection round inj97 (v39's changelog and v53's red-team case guided it): an act a phrase
// rule matches is the object of a report — "after a vendor's tool description asked the model to
// BCC all e-mails …", "a poisoned tool description asks the model to read ~/.ssh/id_rsa". The
// writer narrates what some other text (named with "a", "an" or a possessive) asked an AI to do;
// an injection speaks to its reader or names itself ("this description"). Read by isSpecimen.

const REPORTED_ASK = new RegExp(
  String
    .raw`\b(?:a|an|one|another|some|[\w-]+['’]s)\s+(?:[\w-]+\s+){0,3}(?:descriptions?|pages?|e-?mails?|messages?|documents?|comments?|prompts?|files?|issues?|notes?|texts?|reviews?|posts?|listings?|readmes?|tickets?|records?|pdfs?|websites?|sites?|invoices?)\s+(?:asks|asked|tells|told|instructs|instructed|wants|wanted|directs|directed|orders|ordered|urges|urged)\s+(?:the|an?|your)\s+(?:ai\s+)?(?:model|assistant|agent|llm|bot|ai|chatbot)s?\s+to\s`,
  "i",
);
// The sentence before the match: cut at its last stop, question mark or line break.
const SENTENCE_END = /[.!?]\s|\n/g;

/** The match at `start` is what a reported text asked a model to do, in the same sentence. */
export function reportedAsk(text: string, start: number): boolean {
  let head = text.slice(Math.max(0, start - 200), start);
  let cut = 0;
  for (const m of head.matchAll(SENTENCE_END)) cut = m.index! + m[0].length;
  head = head.slice(cut);
  return REPORTED_ASK.test(head);
}
