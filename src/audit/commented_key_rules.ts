// Redaction round 55 (issue 13): a setting whose own key names only a vendor or a system
// (`docusign = "…"`, `crm_removals = "…"`), said to be a secret by the comment line directly
// above it ("# DocuSign integration secret", "# removals CRM password"). Round 45's commented
// slot read this for a `VALUE=` key only; v37, v40, v43 and v44 write the same label-above shape,
// v44 under any key. The comment is judged as a pair's label is (labelledSlot): its last noun must
// name a secret kind and the value must look like what it names.
import { isEncryptedValue } from "./encrypted_values.ts";
import { isIdKey } from "./id_keys.ts";
import { isSensitiveKey, namesMetadata } from "./key_names.ts";
import { labelledSlot, slotNoun } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { matchOffsets } from "./windows.ts";

// The comment line (shell, C or ini), whose text is the label; a `--` SQL comment is left out
// (PEM armour lines open with dashes), and `//host/:_authToken=…` (.npmrc) is no comment.
const LABEL_LINE = /^[ \t]*(?:#+[ \t]*|\/\/[ \t]+|;[ \t]*)([^\n=]{3,160}?)[ \t]*:?[ \t]*\r?$/;
// The setting on the next line: a key, `=` or `:`, then one token (quoted or bare) ending it.
const SETTING =
  /^[ \t]*(?:export[ \t]+)?([A-Za-z_][\w.-]{0,60})[ \t]*[=:][ \t]*(["']?)([^\s"'`]{6,512})\2[ \t]*,?[ \t]*\r?$/d;
// A URL, a path, a reference or a template is where a secret is kept, not the secret.
const POINTER = /:\/\/|^[.~\/\\$%{<@]|^(?:op|vault|arn|env):/i;

/** A key the keyed or slot rules read already, or one that names metadata (`…_url`, `…_id`). */
function keyReadElsewhere(key: string): boolean {
  return /^(?:value|val)$/i.test(key) || isSensitiveKey(key) || isIdKey(key) || namesMetadata(key);
}

// Without keyword positions (a text not indexed): where a noun occurs.
const NOUN = /passw|passphrase|secret|token|key|pin|passcode/gi;

/** A label naming one secret: a noun phrase ending in its noun, not a note ("TODO: move to the
 * secrets manager") or a plural (a store of secrets, not one). */
function namesOne(label: string): boolean {
  if (/:\s/.test(label)) return false;
  const noun = label.includes(" ") ? slotNoun(label) : label;
  return noun !== undefined && !/[^s]s$/i.test(noun);
}

function commentedKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let done = -1;
  // A noun at or before the line break that ends the last line read is on that line or an
  // earlier one (s <= done): skipped without searching back for its line start, which on a long
  // line (a one-line JSON result) read the whole line again for every noun.
  let lineEnd = -1;
  for (const p of at ?? matchOffsets(NOUN, text)) {
    if (p <= lineEnd) continue;
    const s = text.lastIndexOf("\n", p - 1) + 1;
    if (s <= done) continue;
    const nl = text.indexOf("\n", p);
    done = s;
    lineEnd = nl < 0 ? Infinity : nl;
    if (nl < 0 || nl - s > 200) continue;
    const label = LABEL_LINE.exec(text.slice(s, nl));
    if (label === null || !namesOne(label[1].trim())) continue;
    const e = (text.indexOf("\n", nl + 1) + 1 || text.length + 1) - 1;
    const m = e - nl <= 600 ? SETTING.exec(text.slice(nl + 1, e)) : null;
    if (m === null || keyReadElsewhere(m[1]) || POINTER.test(m[3])) continue;
    if (!labelledSlot(label[1].trim(), m[3])) continue;
    const start = nl + 1 + m.indices![3]![0];
    if (isEncryptedValue(text, start, m[3])) continue;
    spans.push({ start, end: start + m[3].length, rule: "commented-key", category: "secret" });
  }
  return spans;
}

export const COMMENTED_KEY_RULES: TextRule[] = [
  // The comment's last noun names the secret kind (labelledSlot's nouns); each is a keyword.
  {
    id: "commented-key",
    category: "secret",
    keywords: ["password", "passwd", "passphrase", "secret", "token", "key", "pin", "passcode"],
    find: commentedKeys,
  },
];
