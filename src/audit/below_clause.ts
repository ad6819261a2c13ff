// Redaction round red94 (issue 13): round 28's "<secret> below" lead when the sentence goes on
// after "below" ("Fix: password below, try again", "replaced the token as asked, new one below,
// tested from the back office PC.", "the recovery code is below. It's the production one, …").
// Tickets and mails point down and add what was done or a warning on the same line; round 28 reads
// only leads that end at "below". The value is the next line alone, judged as round 28 judges it
// (secretAlone). Tuning sets: v40, v49, v58, v66.
import { lineBelow, SECRET_NOUN, secretAlone } from "./below_value_rules.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// "below" closing its clause, with more of the line after it (round 28 reads the line-end form).
const BELOW_GOES_ON = /(?<!\p{L})below(?=(?:[.,;][ \t]+|[ \t]+(?:and|then|but)[ \t]+)\S)/iu;
const MAX_LINE = 200;

function findBelowClause(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    if (e - s > 400 || e >= text.length) return;
    const line = text.slice(s, e);
    const below = BELOW_GOES_ON.exec(line);
    if (below === null) return;
    // The secret is named in the same sentence, before "below".
    const before = line.slice(0, below.index);
    const sentence = before.slice(before.search(/(?:[.!?][ \t]+)?[^.!?]*$/));
    const noun = SECRET_NOUN.exec(sentence);
    const next = noun && lineBelow(text, e);
    if (!noun || !next || next[1] - next[0] > MAX_LINE) return;
    const raw = text.slice(next[0], next[1]);
    const v = raw.trim();
    if (/^\s/.test(raw) || !secretAlone(v, noun[0])) return;
    const start = next[0] + raw.indexOf(v);
    spans.push({ start, end: start + v.length, rule: "below-clause-value", category: "secret" });
  });
  return spans;
}

export const BELOW_CLAUSE_RULES: TextRule[] = [{
  id: "below-clause-value",
  category: "secret",
  keywords: ["below"],
  find: findBelowClause,
}];
