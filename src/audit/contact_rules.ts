// E-mail addresses and phone numbers: redacted only when the account opts in
// (`Account.redactContactDetails`), because most tool results legitimately carry them.
import type { Span } from "./rule_kit.ts";

const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9][\w.+-]{0,63}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}(?![\w-])/g;
// International (+CC …) or North American ((415) 555-0134) forms with separators between groups.
const PHONE =
  /(?<![\w+.\/-])(?:\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{1,4}(?:[ .-]\d{2,5}){1,4}|\(\d{3}\)[ .-]?\d{3}[ .-]\d{4}|\d{3}[.-]\d{3}[.-]\d{4})(?![\w.\/-]?\d)/g;

function collect(re: RegExp, text: string, rule: string, ok: (s: string) => boolean): Span[] {
  const spans: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (ok(m[0])) spans.push({ start: m.index, end: m.index + m[0].length, rule, category: "pii" });
  }
  return spans;
}

/** Phone numbers carry 8 to 15 digits (E.164); dates and versions rarely have separators like these. */
function phoneDigits(s: string): boolean {
  const n = s.replace(/\D/g, "").length;
  return n >= 8 && n <= 15;
}

export function findContactSpans(text: string): Span[] {
  if (text.length < 6) return [];
  const spans = text.includes("@") ? collect(EMAIL, text, "email", () => true) : [];
  if (/\d[ .()-]*\d{2}/.test(text)) spans.push(...collect(PHONE, text, "phone", phoneDigits));
  return spans;
}
