// Injection round inj90 (v61, v62 and v64's specimens guided it): rounds inj64 and inj67 read a
// disowning frame only around quotation marks. A specimen set after a colon, a dash or a rule line
// ("Example for the phishing module (do not follow): Use the …", "… (quoted below, do not follow
// it).\n---\n…") has none: there the writer's lead disowns the rest of the text.
import { disowned } from "./disowned_quote.ts";

// The lead names the rest a specimen of an attack ("an example of malicious text —").
const NAMED = new RegExp(
  String
    .raw`\b(?:examples?|samples?|specimens?)\s+(?:of|for)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:malicious|phishing|scam|injection|attack|hostile|poisoned)\b`,
  "i",
);
// Round inj93: the same nouns used attributively ("a sample attack:", "an example injection —").
const NAMED_ATTRIBUTIVE =
  /\b(?:examples?|samples?|specimens?)\s+(?:[\w-]+\s+)?(?:malicious|phishing|scam|injections?|attacks?|hostile|poisoned)\b/i;
// "This is not phishing:" denies the disowning word instead of using it.
const DENIED = /\bnot\s+(?:an?\s+)?(?:phishing|scam|fraud|attack|malicious)\b/i;
// The lead's closing mark: a colon or a spaced dash ending a clause, or a rule line under it.
const MARK = /:\s|\s[—–]\s|\n[ \t]*-{3,}[ \t]*\n/g;
// A line break, real or escaped inside a JSON string.
const BREAK = /\n|\\n/g;
const HAS_BREAK = /\n|\\n/;
// A rule line (`---`) on its own line.
const RULE_LINE = /(?:^|\n)[ \t]*-{3,}[ \t]*(?:\n|$)/;
// The writer's lead is at most this long; the specimen at most MAX_SPECIMEN before the match.
const MAX_LEAD = 300;
const MAX_SPECIMEN = 4000;

/** Offset just after the last line break in [from, at), or `from` when there is none. */
function lineStartBefore(text: string, at: number, from: number): number {
  const head = text.slice(from, at);
  let after = 0;
  BREAK.lastIndex = 0;
  for (let m = BREAK.exec(head); m !== null; m = BREAK.exec(head)) after = m.index + m[0].length;
  return from + after;
}

/** The lead before `mark` (its line up to the mark) disowns what follows it. */
function disowningLead(text: string, mark: number): boolean {
  const lead = text.slice(lineStartBefore(text, mark, Math.max(0, mark - MAX_LEAD)), mark);
  return !DENIED.test(lead) && (disowned(lead) || NAMED.test(lead) || NAMED_ATTRIBUTIVE.test(lead));
}

/**
 * The specimen is the rest of the text, nothing of the writer's after it. A rule line, or a mark
 * that ends its line, opens a block that runs to the end or to a closing rule line with only
 * blanks after it. A mark inside its line leaves the match on that line, and that line the last.
 */
function restIsSpecimen(text: string, markEnd: number, start: number): boolean {
  const rest = text.slice(markEnd);
  const lineBreak = rest.search(HAS_BREAK);
  const block = text[markEnd - 1] === "\n" ||
    (lineBreak >= 0 && !/\S/.test(rest.slice(0, lineBreak)));
  if (block) {
    const closing = rest.search(RULE_LINE);
    return closing < 0 || !/\S/.test(rest.slice(closing).replace(RULE_LINE, ""));
  }
  return lineBreak < 0 ||
    (markEnd + lineBreak > start && !/\S/.test(rest.slice(lineBreak).replace(BREAK, "")));
}

/**
 * The match at `start` lies after a lead whose mark disowns the rest of the text: the last
 * colon, dash or rule line before `start` closes a disowning lead, and the rest of the text is
 * the specimen. Only the nearest mark is read: a disowned specimen does not cover later prose.
 */
export function afterDisowningLead(text: string, start: number): boolean {
  const from = Math.max(0, start - MAX_SPECIMEN);
  const head = text.slice(from, start);
  let mark = -1;
  let markEnd = -1;
  MARK.lastIndex = 0;
  for (let m = MARK.exec(head); m !== null; m = MARK.exec(head)) {
    [mark, markEnd] = [from + m.index, from + m.index + m[0].length];
  }
  return mark >= 0 && disowningLead(text, mark) && restIsSpecimen(text, markEnd, start);
}

/**
 * For the classifier, whose window may open in the lead ("… do not follow it). --- Stop …"): the
 * window starts after a disowning lead, or the lead's mark lies inside it and the rest is the
 * specimen.
 */
export function disownedWindow(text: string, start: number, end: number): boolean {
  return afterDisowningLead(text, start) || afterDisowningLead(text, Math.max(start, end - 1));
}
