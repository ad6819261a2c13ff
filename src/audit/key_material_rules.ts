// Redaction round 18: two names the assignment rule's anchors do not reach. A key named with its
// encoding (`munge_key_b64 = …`, `key_(base64) = …`, `KEY_HEX: …`) holds the key's bytes, where
// a bare `key` is generic; and a login's ticket (`p4_login_ticket`, an SSO `auth_ticket`) is its
// session, where a bare `ticket` is a support case. The name is judged by key_names.ts, so a
// public or host key's encoding (`public_key_b64`) stays.
import { credentialShaped, randomMaterial } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const NAMED = new RegExp(
  String
    .raw`(?<![\w.-])((?:[\w.-]{0,40}?[_.-])?(?:key[ _-]?(?:\((?:base64|b64|hex)\)|base64|b64|hex)|(?:login|auth|sso)[_-]?ticket))[ \t]*[=:][ \t]*(["']?)([A-Za-z0-9+\/=_.-]{16,512})\2(?![^\s,;])`,
  "dgi",
);

function material(v: string): boolean {
  if (isTemplateOrMask(v)) return false;
  if (/^[0-9a-f]+$/i.test(v)) return v.length >= 24 && randomMaterial(v, 20);
  return credentialShaped(v) || randomMaterial(v, 16);
}

function findNamedMaterial(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    NAMED.lastIndex = 0;
    for (let m = NAMED.exec(line); m; m = NAMED.exec(line)) {
      if (!isSensitiveKey(m[1]) || !material(m[3])) continue;
      const start = s + m.indices![3]![0];
      spans.push({
        start,
        end: start + m[3].length,
        rule: "encoded-key-name",
        category: "key-name",
      });
    }
  });
  return spans;
}

export const KEY_MATERIAL_RULES: TextRule[] = [
  {
    id: "encoded-key-name",
    category: "key-name",
    keywords: ["b64", "base64", "key_hex", "key-hex", "keyhex", "key (hex)", "key_(hex)", "ticket"],
    find: findNamedMaterial,
  },
];
