// Redaction round 32 (issue 13): a cookie named in prose and then written as its `name=value`
// pair on the same line ("het Cookie header is kw_sid=…", "le Cookie header par mail :
// SAMSESSION=…"). The header rule (literal_rules.ts) needs `Cookie:`; a sentence puts words of
// any language between the word and the pair. The pair is judged as a header's pair is.
import { cookieValue } from "./literal_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// The word, up to 60 characters of the sentence (no other pair, no line end), then the first
// pair after a space or a colon.
const NAMED_PAIR =
  /\bcookies?\b(?![ \t]*:[ \t]*\S+=)[^\n=;]{0,60}?[\s:：]([A-Za-z_][\w.$!#%&'*+^`|~-]{1,40})=("?)([^;"\s,]{8,4096})\2/dgi;
const ATTRIBUTE = /^(?:path|domain|expires|max-age|samesite|priority)$/i;

function findNamedPairs(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(NAMED_PAIR, text, at, 0, 200, (m, offset) => {
    const v = m[3].replace(/[.!?)]+$/, "");
    if (ATTRIBUTE.test(m[1]) || !cookieValue(m[1], v)) return;
    const start = offset + m.indices![3]![0];
    spans.push({ start, end: start + v.length, rule: "cookie-named-pair", category: "secret" });
  });
  return spans;
}

export const COOKIE_PROSE_RULES: TextRule[] = [{
  id: "cookie-named-pair",
  category: "secret",
  keywords: ["cookie"],
  find: findNamedPairs,
}];
