// Redaction round red99 (issue 13): a wallet seed announced by its length ("the 24-word wallet
// seed … is <24 words>", "the 18-word hardware-wallet backup …, it's <18 words>", "Ledger 24 words
// (paper copy in the drawer): <24 words>"). Wallets issue seeds of fixed lengths, so people name
// a seed by its count rather than by the words `seed-phrase` knows; the run matching the count
// exactly is the evidence, and prose carries function words. Tuning sets: v17, v33.
import type { Span, TextRule } from "./rule_kit.ts";

// BIP-39's lengths, and SLIP-39's 20 and 33.
const COUNT = /(?<![\p{L}\d-])(12|15|18|20|21|24|33)(?:[- ]|[ \t]*-[ \t]*)words?(?!\p{L})/giu;
// A maximal run of words of 3–8 lower-case letters parted by blanks.
const RUN = /(?<![\p{L}\d'’_-])[a-z]{3,8}(?![\p{L}\d'’_-])(?:[ \t]+[a-z]{3,8}(?![\p{L}\d'’_-]))*/gu;
const FUNCTION_WORD =
  /^(?:the|and|for|with|that|this|from|you|your|have|has|had|not|but|are|was|were|our|his|her|its|they|them|their|will|would|can|into|than|then|there|what|when|where|which|who|why|how|been|being|she|him|any|all|out|off|per|via|says|reads)$/;
const REACH = 160;

/** The run of exactly `n` words after the count ending at `end`, or null (file comment). */
function runAfter(text: string, end: number, n: number): Span | null {
  const nl = text.indexOf("\n", end);
  const rest = text.slice(end, nl < 0 ? text.length : nl);
  for (const m of rest.matchAll(RUN)) {
    if (m.index > REACH) return null;
    const words = [...m[0].matchAll(/[a-z]+/g)];
    if (words.length < n) continue;
    // Prose may run into the seed ("the seed words are …"): its last n words, right after a
    // function word, are the seed; otherwise a longer run is prose.
    const lead = words.slice(0, words.length - n).map((w) => w[0]);
    const seed = words.slice(words.length - n);
    if (seed.some((w) => FUNCTION_WORD.test(w[0]))) return null;
    if (lead.length > 0 && !FUNCTION_WORD.test(lead[lead.length - 1])) return null;
    const start = end + m.index + seed[0].index;
    return { start, end: end + m.index + m[0].length, rule: "counted-seed", category: "secret" };
  }
  return null;
}

function findCountedSeeds(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(COUNT)) {
    const got = runAfter(text, m.index + m[0].length, Number(m[1]));
    if (got) spans.push(got);
  }
  return spans;
}

export const COUNTED_SEED_RULES: TextRule[] = [{
  id: "counted-seed",
  category: "secret",
  keywords: ["word"],
  find: findCountedSeeds,
}];
