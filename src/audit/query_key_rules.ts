// A credential in a URL's query under a key the key-name list does not know (`appid=`, `sig=`):
// part of the literal rules, kept apart to keep each file focused.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { looksRandom } from "./token_checks.ts";
import { execWindows } from "./windows.ts";

const QUERY_KEY =
  /[?&;](?:app_?id|access_?key|api_?key|apikey|key|auth_?key|client_?secret|sig|signature|token|access_?token|code_?secret)=([^&#\s"'<>]{16,512})/dgi;

function findQueryKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(QUERY_KEY, text, at, 40, 600, (m, offset) => {
    const v = decodeURIComponentSafe(m[1]);
    if (isTemplateOrMask(v) || looksFake(v)) return;
    const hex = /^[0-9a-f]{16,}$/i.test(v) && /\d/.test(v) && /[a-f]/i.test(v);
    if (!hex && !looksRandom(v.replace(/[_.~%+\/=-]/g, ""))) return;
    const start = offset + m.indices![1]![0];
    spans.push({ start, end: start + m[1].length, rule: "query-credential", category: "secret" });
  });
  return spans;
}

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export const QUERY_KEY_RULE: TextRule = {
  id: "query-credential",
  category: "secret",
  keywords: ["key=", "appid=", "app_id=", "sig=", "signature=", "token=", "secret="],
  find: findQueryKeys,
};
