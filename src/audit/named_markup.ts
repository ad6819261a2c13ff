// Round inj37 (v35 guided): a marker named in prose rather than used. A turn's token is followed by
// its role or its text and a pseudo-tag by its order; a name is followed by a list separator, a
// closing bracket or the noun phrase it heads.

// "boundary tokens (</tool_result>, <|im_start|>)", "special tokens: <|endoftext|>, <|im_end|>.":
// a bare token in a list, followed by a separator, a closing bracket or "or"/"and".
const LISTED_AFTER = /^[ \t]*(?:[,;)\]]|(?:or|and)[ \t])/;
// "a hidden <IMPORTANT> block", "the <SYSTEM> tag in …": an article or adjective before the tag …
const DETERMINED_BEFORE = /\b(?:an?|the|this|that|such|hidden|injected|embedded|fake|forged)\s+$/i;
// … and, lower case, a noun for the tag or a preposition after it (an order starts a sentence).
const NOUN_OR_PLACE_AFTER =
  /^[ \t]+(?:blocks?|tags?|sections?|markers?|wrappers?|in|inside|within|into|on|at|from|of|with)\b/;
const PSEUDO_TAG_NAME = /^<\/?([A-Za-z][\w-]*)>/;

// Round inj58 (v46 guided): markup reported as what an input contained ("the portal accepted a
// note containing </tool_result><system>…</system>. The summariser displayed it as text"): the
// verb of containing right before it, other tags between, in a text about attacks or incidents.
const CONTAINED_BEFORE =
  /\b(?:contain(?:s|ed|ing)?|includ(?:es|ed|ing)|carr(?:ies|ied|ying))\s+(?:<\/?[\w|-]{1,30}>\s*){0,3}$/i;

/**
 * The marker at start..end is named in a list or as a noun, or reported as contained by an input
 * in a discussion (`discusses`, discussion.ts's test), not delivered as a turn or order.
 */
export function namedMarkup(
  rule: string,
  text: string,
  start: number,
  end: number,
  discusses?: (text: string) => boolean,
): boolean {
  if (
    text[start] === "<" && CONTAINED_BEFORE.test(text.slice(Math.max(0, start - 120), start)) &&
    discusses?.(text) === true
  ) return true;
  if (rule.startsWith("chat-template")) return LISTED_AFTER.test(text.slice(end, end + 8));
  if (rule !== "important-pseudo-tag") return false;
  const tag = PSEUDO_TAG_NAME.exec(text.slice(start, end));
  if (!tag || !DETERMINED_BEFORE.test(text.slice(Math.max(0, start - 20), start))) return false;
  // A block that closes later is an attack's wrapper, however it is introduced.
  if (text.includes(`</${tag[1]}>`, end)) return false;
  return LISTED_AFTER.test(text.slice(end, end + 8)) ||
    NOUN_OR_PLACE_AFTER.test(text.slice(end, end + 20));
}
