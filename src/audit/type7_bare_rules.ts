// Redaction round 42 (issue 13; v36 guided, seen in v29, v35 and v36): a Cisco type 7 string is
// a password in a published reversible encoding, whatever label stands before it (`SWITCH_ENABLE:
// "08…1D"`, `enable password 7 14…2F`, `(type 7)は 04…38 です`). Decoding is its checksum
// (cisco_type7.ts): random upper-case hex decodes to printable text about once in 3,000 at eight
// bytes and far less at twelve. A letter A–F is required: an all-digit run is a tracking or
// account number as often, and decodes by chance more often than random hex.
import { cisco7Plain } from "./cisco_type7.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// Two decimal digits (the key offset), then 8–60 bytes of upper-case hex, standing alone.
const CANDIDATE = /(?<![0-9A-Za-z_+\/=-])(?:0\d|1[0-5])(?:[0-9A-F]{2}){8,60}(?![0-9A-Za-z_+\/=])/g;

function findBareType7(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    if (!/[A-F]/.test(m[0]) || cisco7Plain(m[0]) === null) continue;
    spans.push({
      start: m.index,
      end: m.index + m[0].length,
      rule: "cisco-type7",
      category: "secret",
    });
  }
  return spans;
}

export const TYPE7_BARE_RULES: TextRule[] = [{
  id: "cisco-type7",
  category: "secret",
  // Keyword-less: the hint is a run of 18 upper-case hex characters, the shortest candidate; a
  // one-class run lets the engine test it inside such runs only (hint_runs.ts).
  keywords: [],
  hint: /[0-9A-F]{18}/,
  find: findBareType7,
}];
