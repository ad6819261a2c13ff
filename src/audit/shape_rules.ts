// Credentials recognised by their shape rather than by one provider's prefix: a short vendor
// prefix before random material (`lin_api_…`, `dckr_pat_…`, `NRAK-…`), and random material right
// after a credential word in prose ("rejected token 9fQ…", "the key is Zx81…").
import { shannonEntropy } from "./checksums.ts";
import { CARRIER_RULES } from "./carrier_rules.ts";
import { CODE_CALL_RULES } from "./code_call_rules.ts";
import { SQL_SECRET_RULES } from "./sql_secret_rules.ts";
import { LOGIN_STRING_RULES } from "./login_string_rules.ts";
import { DEVICE_SECRET_RULES } from "./device_secret_rules.ts";
import { CLI_OUTPUT_RULES } from "./cli_output_rules.ts";
import { URL_TOKEN_RULES } from "./url_token_rules.ts";
import { LABELLED_VALUE_RULES } from "./labelled_value_rules.ts";
import { RECOVERY_CODE_RULES } from "./recovery_code_rules.ts";
import { OFFICE_SECRET_RULES } from "./office_secret_rules.ts";
import { OTP_RULES } from "./otp_rules.ts";
import { AUTOMATION_RULES } from "./automation_rules.ts";
import { KEY_SUFFIX_RULES } from "./key_suffix_rules.ts";
import { COMPOUND_KEY_RULES } from "./compound_key_rules.ts";
import { NOSTR_KEY_RULES } from "./nostr_key_rules.ts";
import { TOTP_RULES } from "./totp_rules.ts";
import { BYTE_KEY_RULES } from "./byte_key_rules.ts";
import { FOREIGN_CREDENTIAL_RULES } from "./foreign_credential_rules.ts";
import { KV_TABLE_RULES } from "./kv_table_rules.ts";
import { CLI_SECRET_RULES } from "./cli_secret_rules.ts";
import { PASSPHRASE_SHAPE_RULES } from "./passphrase_shape.ts";
import { UUID_TOKEN_RULES } from "./uuid_token_rules.ts";
import { WALLET_RULES } from "./wallet_rules.ts";
import { SESSION_RULES } from "./session_rules.ts";
import { PROTOCOL_AUTH_RULES } from "./protocol_auth_rules.ts";
import { PIN_RULES } from "./pin_rules.ts";
import { NOUN_CODE_RULES } from "./noun_code_rules.ts";
import { ASIDE_LABEL_RULES } from "./aside_label_rules.ts";
import { EMBEDDED_JSON_RULES } from "./embedded_json_rules.ts";
import { HSM_KEY_RULES } from "./hsm_key_rules.ts";
import { NAMED_CODE_RULES } from "./named_code_rules.ts";
import { PRODUCT_COOKIE_RULES } from "./product_cookie_rules.ts";
import { SPELLED_RULES } from "./spelled_rules.ts";
import { GROUPED_CODE_RULES } from "./grouped_code_rules.ts";
import { WIFI_QR_RULES } from "./wifi_qr_rules.ts";
import { COMMAND_RULES } from "./command_rules.ts";
import { CONTEXT_RULES } from "./context_rules.ts";
import { TABLE_RULES } from "./html_table_rules.ts";
import {
  digestNamed,
  FILE_NAME,
  ID_PREFIX,
  randomMaterial,
  wordish,
  wordyValue,
} from "./credential_shape.ts";
import { runShape } from "./hint_runs.ts";
import { FORMAT_RULES } from "./format_rules.ts";
import { K8S_SECRET_RULES } from "./k8s_secret_rules.ts";
import { KEY_BLOCK_RULES } from "./key_block_rules.ts";
import { withoutKept } from "./kept_values.ts";
import { LATE_SHAPE_RULES } from "./shape_rules_late.ts";
import { BELOW_VALUE_RULES } from "./below_value_rules.ts";
import { PAIR_RULES } from "./deferred_value_rules.ts";
import { CONFIG_ROW_RULES } from "./config_row_rules.ts";
import { LOGIN_PHRASE_RULES } from "./login_phrase_rules.ts";
import { YAML_SESSION_RULES } from "./yaml_session_rules.ts";
import { PROSE_PASSWORD_RULES } from "./prose_password_rules.ts";
import { PASSWORD_SHAPE_RULES } from "./password_shape.ts";
import { SENTENCE_RULES } from "./sentence_rules.ts";
import { LITERAL_RULES, PUBLIC_PREFIX } from "./literal_rules.ts";
import { idBefore } from "./named_id.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { looksRandom } from "./token_checks.ts";
import { execInRuns, execWindows } from "./windows.ts";

// Checksummed formats (svc_, GitHub, npm) are judged by their own rules, a failing checksum included.
const CHECKED = /^(?:svc|gh[pousr]|npm)_/;
const UUID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Random material: three character classes, or two with a long high-entropy run. */
function randomBody(body: string): boolean {
  if (body.length < 24 || UUID_LIKE.test(body)) return false;
  const compact = body.replace(/[_.~-]/g, "");
  const classes = Number(/\d/.test(compact)) + Number(/[A-Z]/.test(compact)) +
    Number(/[a-z]/.test(compact));
  return classes === 3 && looksRandom(compact);
}

// Anchored on the separator so the engine skips to candidates; the prefix is read backwards.
// A match is 25+ token characters opening with `_`/`-`, tried only inside such runs (execInRuns).
export const AFTER_SEPARATOR = /[_-][A-Za-z0-9_~.-]{24,400}(?![\w\/+=-])/g;
const SEPARATOR_RUNS = runShape(AFTER_SEPARATOR)!;
const PREFIX_CHAR = /[A-Za-z0-9]/;
// `=` may precede a token (`cred=pplx-…`); other token characters mean it is part of a longer one.
const BEFORE_TOKEN = /[\w.\/+-]/;

/**
 * Two-class material (hex, lower case and digits) after a short vendor-like prefix; not a UUID,
 * which after a prefix is far more often an object id (`cust-<uuid>`) than a key.
 */
function plainBody(text: string, start: number, prefix: string, body: string): boolean {
  if (prefix.length > 8 || ID_PREFIX.test(prefix) || UUID_LIKE.test(body)) return false;
  if (!randomMaterial(body, 32)) return false;
  return !idBefore(text, start);
}

function findPrefixed(text: string): Span[] {
  const spans: Span[] = [];
  execInRuns(AFTER_SEPARATOR, text, SEPARATOR_RUNS, (m) => {
    let start = m.index;
    while (start > 0 && m.index - start < 12 && PREFIX_CHAR.test(text[start - 1])) start--;
    const prefix = text.slice(start, m.index);
    if (prefix.length < 2 || !/^[A-Za-z]/.test(prefix)) return;
    if (start > 0 && BEFORE_TOKEN.test(text[start - 1])) return;
    const token = text.slice(start, m.index + m[0].length).replace(/\.+$/, "");
    // Public object ids (`dpl_…`, `ch_…`) have bodies of 24 characters or fewer.
    const body = token.slice(prefix.length + 1);
    if (body.length < 28 || PUBLIC_PREFIX.test(prefix) || digestNamed(token)) return;
    if (!randomBody(body) && !plainBody(text, start, prefix, body)) return;
    if (isTemplateOrMask(token) || looksFake(token) || FILE_NAME.test(body)) return;
    if (wordyValue(body) || wordish(token) || wordish(body)) return;
    if (idBefore(text, start)) return;
    spans.push({ start, end: start + token.length, rule: "prefixed-token", category: "secret" });
  });
  return spans;
}

// "token <value>", "secret: <value>", "the key is <value>": the value must be random material.
const MENTION =
  /\b(?:tokens?|secrets?|keys?|passwords?|passphrase|credentials?|api[ _-]?key)\b(?:\s+(?:is|was|are|=|:|of\s+[\w-]+\s+is))?[ \t]*[:=]?[ \t]*["'`]?([A-Za-z0-9+\/_~.-]{20,512})/dgi;

function mentionedValue(value: string): boolean {
  const v = value.replace(/[.]+$/, "");
  if (looksFake(v) || CHECKED.test(v) || v.startsWith("/") || FILE_NAME.test(v)) return false;
  if (digestNamed(v)) return false;
  const head = /^([A-Za-z0-9]{2,8})_/.exec(v);
  if (head && PUBLIC_PREFIX.test(head[1])) return false; // "Publishable key: pk_live_…"
  if (randomBody(v)) return true;
  // Hex material (Mailgun, Datadog, API keys shown as hex): letters and digits, 32+ characters;
  // round 11: also inside a short prefix and suffix (Trello's `ATTA<hex><checksum>`).
  const hex = /^[0-9a-f]{32,128}$/i.test(v)
    ? v
    : /^[A-Za-z]{0,8}([0-9a-f]{48,128})[0-9A-F]{0,10}$/.exec(v)?.[1];
  return hex !== undefined && /\d/.test(hex) && /[a-f]/i.test(hex) && shannonEntropy(hex) >= 3.3;
}

/** "Authorization: Token …": the header rules name those. A bare "Token …" opening a text
 * (a header value logged alone) is left to this rule, which no header rule sees. */
function authScheme(text: string, start: number): boolean {
  return /authori[sz]ation|\bauth\b/i.test(text.slice(Math.max(0, start - 40), start));
}

// `--next-token …`, `starting_token: …`: a pagination cursor.
const CURSOR_BEFORE = /(?:next|starting|page|continuation|pagination|sync|resume)[-_ ]?$/i;

// Round 6: keys that are not secrets, named a few words before ("public key: …" in `wg show`,
// "Cache restored from key: …", "gpg key …"), on the same line.
const NOT_SECRET_BEFORE =
  /\b(?:public|pub|cache[ds]?|caching|partition|sort|primary|foreign|idempotency|routing|lookup|dedup\w*|shard|gpg|pgp)\b[^\n:=]{0,24}$/i;

function findMentions(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(MENTION, text, at, 12, 120, (m, offset) => {
    const value = m[1].replace(/[.]+$/, "");
    if (!mentionedValue(value) || authScheme(text, offset + m.index)) return;
    if (NOT_SECRET_BEFORE.test(text.slice(Math.max(0, offset + m.index - 40), offset + m.index))) {
      return;
    }
    if (CURSOR_BEFORE.test(text.slice(Math.max(0, offset + m.index - 14), offset + m.index))) {
      return;
    }
    const start = offset + m.indices![1]![0];
    spans.push({
      start,
      end: start + value.length,
      rule: "credential-mention",
      category: "secret",
    });
  });
  return spans;
}

export const SHAPE_RULES: TextRule[] = ([
  {
    id: "prefixed-token",
    category: "secret",
    keywords: [],
    hint: /[A-Za-z0-9][_-][A-Za-z0-9_~.-]{24}/,
    broad: true,
    find: findPrefixed,
  },
  {
    id: "credential-mention",
    category: "secret",
    keywords: ["token", "secret", "key", "password", "passphrase", "credential"],
    broad: true,
    find: findMentions,
  },
  // A protocol's own login syntax names its spans before the shape-only literal rule does.
  ...PROTOCOL_AUTH_RULES,
  ...FORMAT_RULES,
  ...LITERAL_RULES,
  ...CONTEXT_RULES,
  ...COMMAND_RULES,
  ...TABLE_RULES,
  ...PAIR_RULES,
  ...CONFIG_ROW_RULES,
  ...SENTENCE_RULES,
  ...PASSWORD_SHAPE_RULES,
  ...KEY_BLOCK_RULES,
  ...PROSE_PASSWORD_RULES,
  ...LOGIN_PHRASE_RULES,
  ...K8S_SECRET_RULES,
  ...CARRIER_RULES,
  ...CODE_CALL_RULES,
  ...SQL_SECRET_RULES,
  ...WALLET_RULES,
  ...SESSION_RULES,
  ...PRODUCT_COOKIE_RULES,
  ...YAML_SESSION_RULES,
  ...PIN_RULES,
  ...NOUN_CODE_RULES,
  ...HSM_KEY_RULES,
  ...SPELLED_RULES,
  ...GROUPED_CODE_RULES,
  ...WIFI_QR_RULES,
  ...PASSPHRASE_SHAPE_RULES,
  ...UUID_TOKEN_RULES,
  ...LOGIN_STRING_RULES,
  ...TOTP_RULES,
  ...BYTE_KEY_RULES,
  ...FOREIGN_CREDENTIAL_RULES,
  ...KV_TABLE_RULES,
  ...CLI_SECRET_RULES,
  ...DEVICE_SECRET_RULES,
  ...CLI_OUTPUT_RULES,
  ...URL_TOKEN_RULES,
  ...KEY_SUFFIX_RULES,
  ...COMPOUND_KEY_RULES,
  ...NOSTR_KEY_RULES,
  ...LABELLED_VALUE_RULES,
  // Round 15: after the labelled-value rule, which names the narrower form first.
  ...ASIDE_LABEL_RULES,
  ...RECOVERY_CODE_RULES,
  ...OFFICE_SECRET_RULES,
  ...OTP_RULES,
  ...AUTOMATION_RULES,
  // Round 15: last, so the older one-time-code and PIN rules keep naming what they find.
  ...NAMED_CODE_RULES,
  ...EMBEDDED_JSON_RULES,
  ...BELOW_VALUE_RULES,
  // Round 32 on: answers, cookie sentences, labels, key material, SIM keys, foreign-link.
  ...LATE_SHAPE_RULES,
] as TextRule[]).map(withoutKept);
