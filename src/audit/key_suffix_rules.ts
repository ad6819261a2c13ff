// Redaction round 5 (issue 13): settings named with a credential term too short to scan for inside
// words: the `SK` of a cloud's AK/SK pair (`HUAWEICLOUD_SDK_SK=…`, `OBS_SK: …`) and a pre-shared
// key (`wifi_psk = "…"`, `goliothPsk: …`). The name is read backwards from the term and the
// key-name list decides (key_names.ts: `SK` only after a cloud or SDK word); the value must look
// like a credential (an SK), or like a password (a PSK).
import { credentialShaped } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import { passwordLike } from "./prose_password_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const SHORT_TERM =
  /(?:SK|sk|Sk|PSK|psk|Psk)(\\?["']?)[ \t]{0,8}(?:=|:|=>)[ \t]{0,8}(\\?["'])?([^\s"'`,;<>(){}\[\]\\]{8,256})/dg;

function findShortTerms(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(SHORT_TERM, text, at, 4, 300, (m, offset) => {
    const termEnd = offset + m.indices![1]![0];
    let from = offset + m.index;
    while (from > 0 && termEnd - from < 64 && /[\w.-]/.test(text[from - 1])) from--;
    if (!isSensitiveKey(text.slice(from, termEnd))) return;
    const v = m[3];
    const psk = /psk$/i.test(m[0].slice(0, 3));
    if (!(psk ? passwordLike(v) || credentialShaped(v) : credentialShaped(v))) return;
    const start = offset + m.indices![3]![0];
    spans.push({ start, end: start + v.length, rule: "short-term-key", category: "secret" });
  });
  return spans;
}

export const KEY_SUFFIX_RULES: TextRule[] = [
  {
    id: "short-term-key",
    category: "secret",
    keywords: ["sk=", "sk:", "sk =", "sk :", 'sk"', "sk'", 'sk\\"'],
    find: findShortTerms,
  },
];
