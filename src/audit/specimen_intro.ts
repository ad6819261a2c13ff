// Round inj59 (v45, trn5, trn8 guided; in 13 tuning sets a quiet text quotes after such a word,
// and no attack does): a quotation right after a word that introduces a specimen ("Payload used:
// '…'", "input: '…'", "text like '…'", "such as", "e.g.") is an instance the writer shows, not an
// order the writer gives. Read by the rules (reported_quote.ts) and the classifier's gate.
const INTRODUCED = new RegExp(
  String
    .raw`(?:\b(?:payloads?(?:\s+(?:used|sent|tried))?|inputs?|test\s+(?:strings?|cases?)|like|such\s+as|e\.\s?g\.|for\s+(?:example|instance)|z\.\s?B\.|zum\s+Beispiel|par\s+exemple|por\s+ejemplo|ad\s+esempio|bijvoorbeeld|na\s+przykład|np\.|например))\s*[:,—–-]?\s*$`,
  "iu",
);

/** The quotation opening at `open` of `text` follows a word that introduces a specimen. */
export function introducedQuote(text: string, open: number): boolean {
  return INTRODUCED.test(text.slice(Math.max(0, open - 40), open));
}
