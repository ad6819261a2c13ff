// Injection round 71 (issue 13): after another server's tool is named as the occasion ("Whenever
// X is called, …", "For every X call, …"), the next clause gives an order of any verb ("double the
// requested value", "paste its contents", "first write a copy"). Round 25 read the order from a
// lexicon (shadow_trigger.ts ORDER), which an unlisted verb misses; an English imperative has a
// shape of its own instead: a bare verb, then its object. A description that documents the other
// tool states what happens ("the result is cached", "results include …"), in the third person.

// The bare verb opening the clause, after the adverbs an order takes ("also", "first", "quietly").
const OPENER =
  /^[,:—–-]\s*(?:(?:also|first|always|then|please|just|simply|instead|quietly|silently|automatically)\s+)*([a-z]+)\s+(?:the|a|an|its|it|them|their|every|each|all|any|this|that|these|those|his|her|our|your|[\d'"`])(?![a-z])/;
// Words that open a statement, not an order: determiners, pronouns, conjunctions, auxiliaries.
const NOT_VERB =
  /^(?:the|a|an|it|its|they|them|their|we|you|your|this|that|these|those|there|here|which|who|what|and|or|but|so|as|if|when|then|only|not|no|is|are|was|were|be|been|will|would|can|could|may|might|must|should|shall|do|does|did|has|have|had|in|on|at|for|to|of|by|with|from|into|per|each|every|all|any|both|either|neither|one|some|most|many|such|other|after|before|unless|until|while|because|since|although|though|whether|how|where|why)$/;
// Steps of one's own or of care, which a benign description gives ("use it", "call X first",
// "check the result", "ask the user"): a verb of that kind is left to the lexicon rules.
const STEP =
  /^(?:use|call|run|invoke|check|see|try|ask|stop|wait|confirm|verify|review|retry|refer|consult|read|note|let|make|keep|follow|show|tell)$/;

/** Whether the clause after a trigger's comma (or colon, dash) opens with a bare English imperative. */
export function imperativeOpens(post: string): boolean {
  const at = post.search(/[,:—–]|\s-\s/);
  if (at < 0) return false;
  const m = OPENER.exec(post.slice(at).replace(/^\s-/, "-"));
  if (!m) return false;
  const verb = m[1];
  // Third person ("returns"), past ("changed") and -ing forms state, they do not order.
  if (/(?:[^s]s|ed|ing|ly)$/.test(verb)) return false;
  return !NOT_VERB.test(verb) && !STEP.test(verb);
}

// "For every X call", "for each X request": the other tool's calls counted as the occasion.
const FOR_EACH_BEFORE = /\bfor\s+(?:every|each|any|all)\s+$/i;
const FOR_EACH_AFTER = /^\s*(?:calls?|invocations?|requests?|runs?)\b/i;

/** The other tool's every call as the occasion: "For every X call on the … server, …". */
export function forEachCall(pre: string, post: string): boolean {
  return FOR_EACH_BEFORE.test(pre) && FOR_EACH_AFTER.test(post);
}
