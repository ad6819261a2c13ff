// Redaction round 70 (issue 13): a lock's own noun names its code ("loading bay gate: *4821#…",
// "the petty cash safe is 31-55-…", "(front door keypad): …"), with no "code" word: a lock
// has one value worth writing beside its name. The noun must end the name right before the link,
// so a number, a size or a width named after it ("gate number: 12", "door is 1200 mm") stays.
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { KEYPAD } from "./pin_rules.ts";

const LOCK = String
  .raw`\b(?:gate|door|safe|padlock|lock ?box|key ?box|key ?safe|keypad|tresor)\)?`;
const LINK = String.raw`(?:[ \t]*[:=]|[ \t]+(?:is|it[’']s)|[ \t]*(?:->|→))`;
const CODE = String.raw`[*#]?\d{4,10}${KEYPAD}#?|\d{2,3}(?:-\d{2,3}){2,4}`;
const LOCK_CODE = new RegExp(
  String.raw`${LOCK}${LINK}[ \t]*(${CODE})(?![\w*#-])(?=[ \t]*(?:$|[.,;!](?!\d)|[—–(]))`,
  "dgi",
);
const YEAR = /^(?:19|20)\d\d$/;

function findLockCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    LOCK_CODE.lastIndex = 0;
    for (let m = LOCK_CODE.exec(line); m; m = LOCK_CODE.exec(line)) {
      if (YEAR.test(m[1])) continue;
      const [a, b] = m.indices![1]!;
      spans.push({ start: s + a, end: s + b, rule: "lock-noun-code", category: "secret" });
    }
  });
  return spans;
}

export const LOCK_NOUN_CODE_RULES: TextRule[] = [{
  id: "lock-noun-code",
  category: "secret",
  keywords: ["gate", "door", "safe", "lock", "box", "keypad", "tresor"],
  find: findLockCodes,
}];
