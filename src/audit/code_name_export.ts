// Redaction round red82 (issue 13): a shell export whose name says code or combination and whose
// value is digit groups joined by `-`, `#` or `*` ("export …_KEYPAD_CODE=427826#39", "export
// …_KEY_SAFE_COMBINATION=9670-3818"). A keypad or key-safe code is typed with its separator; the
// codes a name can also mean (postal, sort, dialling, status, country, product) are named so and
// left, and a date's shape is left. Tuning sets: v48, v52, v61 (three writers).
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const EXPORT =
  /(?:^|[\s;$#>])export[ \t]+([A-Za-z][A-Za-z0-9_]{2,100})=(['"]?)([0-9#*-]{5,24})\2[ \t]*(?:[;#]|\r?$)/;
const CODE_NAME = /(?:^|_)(?:code|combination|combo)(?:_|$)/i;
const OTHER_CODE =
  /(?:^|_)(?:zip|post(?:al)?|sort|area|dial(?:ling)?|country|status|exit|error|http|response|product|item|currency|lang(?:uage)?|region|tax|vat|hs|sic|naics|iata|icao|airport|swift|bank|branch|colou?r|promo|discount|coupon|voucher|auth(?:ori[sz]ation)?|otp)(?:_|$)/i;
// Two to four groups of digits, each joined by one separator mark; `#` may also end the code.
const VALUE = /^\d{2,8}(?:[-#*]\d{1,8}){1,3}#?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$|^\d{2}-\d{2}-\d{2,4}$/;

function findCodeExport(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    const m = EXPORT.exec(line);
    if (!m || !CODE_NAME.test(m[1]) || OTHER_CODE.test(m[1])) return;
    const v = m[3];
    if (!VALUE.test(v) || DATE.test(v) || v.replace(/\D/g, "").length < 6) return;
    const start = s + m.index + m[0].indexOf("=" + m[2] + v) + 1 + m[2].length;
    spans.push({ start, end: start + v.length, rule: "code-name-export", category: "secret" });
  });
  return spans;
}

export const CODE_NAME_EXPORT_RULES: TextRule[] = [{
  id: "code-name-export",
  category: "secret",
  keywords: ["export"],
  find: findCodeExport,
}];
