// Injection round 38 (standing leftover of rounds 34–37; v34, v35 and trn1 misses): a header that
// claims an override ("[priority override from practice IT]", "Priority override from marina IT:",
// "[admin override token: 924639]") placed over a plain order. The upper-case markers of
// marker_rules.ts miss it in lower case; an override header over an order is a forged authority,
// so it is reported as "fake-authority-header".
import { IMPERATIVE, type PhraseRule } from "./phrase_rule.ts";

// Who claims the override, the header's closing bracket or colon, then the order it heads.
const OVERRIDE_HEADER = new RegExp(
  String
    .raw`(?:\[|(?:^|\n|:))[ \t]*(?:priority|admin(?:istrator)?|system|security|emergency|urgent|manager|management)[ \t]+override\b[^\]\n:]{0,40}(?::[ \t]*\d+[ \t]*)?[\]:][ \t]*(?:${IMPERATIVE}|cancel\b|role\s+changed\s+to\b)`,
  "i",
);

export const OVERRIDE_HEADER_RULES: PhraseRule[] = [{
  id: "fake-authority-header",
  severity: "medium",
  where: ["r"],
  keywords: ["override"],
  re: OVERRIDE_HEADER,
}];
