// Key-name rule (security notes §1.4): a value is sensitive because of the name it is stored under.
import { EXACT, TERMS } from "./key_name_lists.ts";
import { SAFE_SUFFIXES, SAFE_TAILS } from "./key_name_tails.ts";
import { heldPerAudit } from "./text_memo.ts";

/** Lower-case, without separators: `X-Api-Key`, `api_key` and `apiKey` all become `xapikey`/`apikey`. */
export function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[\s_\-.]/g, "");
}

/** A key whose name ends in a metadata tail (`…_url`, `…MinLength`): it describes a value. */
export function namesMetadata(key: string): boolean {
  const k = normaliseKey(key);
  return SAFE_SUFFIXES.some((s) => k.endsWith(s));
}

// `otpauth://…` is a URI scheme (its `secret=` is totp_rules.ts' case), not a key named "…auth".
const ALLOWED = new Set([
  "secretary",
  "secretaries",
  "passthrough",
  "bypass",
  "compass",
  "otpauth",
  "sekretarz",
  "sekretarka",
  "sekretariat",
]);

function tailIsSafe(term: string, tail: string): boolean {
  if (tail.length === 0) return false;
  // Plural forms ("credentialsFile") and compound metadata ("passwordMinLength") keep the tail's meaning.
  const rest = tail.startsWith("s") ? tail.slice(1) : tail;
  if (SAFE_TAILS.has(tail) || SAFE_TAILS.has(rest)) return true;
  for (const safe of SAFE_SUFFIXES) if (tail.endsWith(safe)) return true;
  // tokens/tokensUsed/maxTokens count LLM tokens; tokenize/tokenizer are text processing.
  if (
    (term === "token" || term === "jeton") &&
    (tail.startsWith("s") || tail.startsWith("iz") || tail.startsWith("is"))
  ) {
    return true;
  }
  return false;
}

// Pagination and LLM-usage tokens (`nextPageToken`, `continuation_token`, `completion_tokens`)
// are cursors and counters, not credentials. Round 25: .NET's `PublicKeyToken` (8 bytes of the
// hash of an assembly's public key) is printed in every strong name.
const TOKEN_HEADS =
  /(?:page|pagination|continuation|sync|resume|cursor|next|starting|idempotency|cancellation|progress|input|output|completion|prompt|total|usage|reasoning|cached|num|max|min|request|client|publickey)$/;
// `lastModifiedSecret`, `rotatedPassword…`: a time or event about the secret.
const EVENT_HEADS = /(?:modified|rotated|lastused|created|updated|expired|deleted|changed)$/;
// `apiKeyExistingSecret`, `sealedSecret`: the name of a Kubernetes object that holds the secret.
const REFERENCE_HEADS = /(?:existing|external|sealed)$/;

// Round 35: a token named for the page after or before (`nextForwardToken`, `prevPageToken`).
export const PAGE_SIDE = /^(?:next|prev|previous)(?:forward|backward|page|batch|set|results?)?$/;

function headIsSafe(term: string, head: string): boolean {
  return (term === "token" && (TOKEN_HEADS.test(head) || PAGE_SIDE.test(head))) ||
    EVENT_HEADS.test(head) ||
    (term === "secret" && REFERENCE_HEADS.test(head));
}

const memo = new Map<string, boolean>();
heldPerAudit("key_names", () => memo.keys(), () => memo.clear());

/** True when values stored under this key are credentials (case-insensitive, separators ignored). */
export function isSensitiveKey(key: string): boolean {
  let hit = memo.get(key);
  if (hit === undefined) {
    hit = classify(key);
    if (memo.size >= 4096) memo.clear(); // bounded: keys come from untrusted payloads
    memo.set(key, hit);
  }
  return hit;
}

// Two to four plain name segments: not a URL, an ARN (`…:secret:prod/db-x`) or a file path.
const FLAT_PATH = /^[A-Za-z_][\w-]{0,40}(?:\/[A-Za-z_][\w-]{0,40}){1,3}$/;

function classify(key: string): boolean {
  if (key.length === 0 || key.length > 100) return false;
  // Round 30: a flattened path (Node-RED's `credentials/user`, `auth/password`) is no secret when
  // its last segment names none, as in the nested object it flattens: `user` under
  // `credentials`. It only ever clears a name: a package's `utils/jwt` export is no JWT.
  if (FLAT_PATH.test(key) && !classify(key.slice(key.lastIndexOf("/") + 1))) return false;
  const k = normaliseKey(key);
  if (ALLOWED.has(k)) return false;
  if (EXACT.has(k) || (k.endsWith("auth") && !k.endsWith("oauth") && k.length > 4)) return true;
  if (shortTermPart(key)) return true;
  if (keyMaterial(k)) return true;
  for (const term of TERMS) {
    let at = k.indexOf(term);
    while (at >= 0) {
      const head = k.slice(0, at);
      if (!tailIsSafe(term, k.slice(at + term.length)) && !headIsSafe(term, head)) return true;
      at = k.indexOf(term, at + 1);
    }
  }
  return false;
}

// Round 18: a bare `key` is generic, but a key named with its encoding (`munge_key_b64`,
// `KEY_HEX`, `key (base64)`) holds the key's bytes; a public or peer key's stays.
const KEY_MATERIAL = /key(?:b64|base64|hex|bytes)$/;
const PUBLIC_KEY = /(?:public|pub|verif\w*|host|cert\w*|recipient|peer|ssh|gpg|pgp)key\w*$/;

function keyMaterial(k: string): boolean {
  const bare = k.replace(/[()[\]]/g, "");
  return KEY_MATERIAL.test(bare) && !PUBLIC_KEY.test(bare);
}

// Round 5: terms too short to find inside a word, read as whole parts of the name (`goliothPsk`,
// `wifi_psk`; `HUAWEICLOUD_SDK_SK`, the secret half of a cloud's AK/SK pair after a cloud word).
const SK_OWNER = /^(?:sdk|api|access|secret|iam|app|obs|oss|cos|bce|ks3|volc\w*|\w*cloud|aliyun)$/;

// Round 6: a last part `pass` (`SMTP_PASS`, `RCLONE_CONFIG_X_PASS`, `mqttPass`) names a password,
// unless the part before makes it a ticket or a processing step (`boarding_pass`, `renderPass`).
const NOT_A_PASSWORD =
  /^(?:boarding|day|season|hall|bus|ski|guest|visitor|press|free|first|second|third|final|last|next|single|multi|one|two|render|shadow|shader|depth|blur|bloom|post|pre|light|lighting|geometry|compute|skip|fast|full|dry|lint|compile|optimi[sz]\w*|transform|analysis|ir|llvm|mir|opaque|transparent|main|base|sub|by|com|high|low|band|all|no|can|will|did|should)$/;

function shortTermPart(key: string): boolean {
  if (!/psk|sk$|pass$|sig$/i.test(key)) return false;
  // Round 51: Azure's shared access signature (`AZURE_STORAGE_SAS_SIG`, `sassig`) names its
  // signature `sig`; a compound whose last part is `sig` abbreviates "signature", a term.
  if (/sassig$/i.test(key.replace(/[\s_.-]/g, ""))) return true;
  const parts = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[\s_.-]+/);
  if (parts[parts.length - 1] === "psk") return true;
  if (parts[parts.length - 1] === "sig") {
    return parts.length >= 2 && !/^(?:dkim|arc|gpg|pgp)$/.test(parts[parts.length - 2]);
  }
  if (parts[parts.length - 1] === "pass") {
    return parts.length >= 2 && !NOT_A_PASSWORD.test(parts[parts.length - 2]);
  }
  return parts.length >= 2 && parts[parts.length - 1] === "sk" &&
    SK_OWNER.test(parts[parts.length - 2]);
}

const WEBHOOK_HMAC = /^(?:sha(?:1|256|512)=[0-9a-f]{40,128}|t=\d{9,13}(?:,v\d=[0-9a-f]{64})+)$/;
const APPROVAL_KEY = /^(?:auth|authcode|approvalcode|authorisationcode|authorizationcode)$/;
const APPROVAL_CODE = /^(?=[A-Z]*\d)(?=\d*[A-Z])[0-9A-Z]{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FACTOR_KEY = /^(?:mfa|2fa|otp|totp|mfamethod|mfatype|2famethod|2fatype|otpmethod)$/;
const FACTOR_METHOD =
  /^(?:app|authenticator(?: app)?|sms|text|e-?mail|push|voice|call|phone|totp|hotp|u2f|webauthn|fido2?|passkey|yubikey|hardware(?: key| token)?|security key|none|off|on|disabled|enabled|required|optional)$/i;
const TIMESTAMP = /^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?$/;

// Round 25: a broadcast's stream key (`q46c-ixq8-sbml-al9l-53xn`) and a device's pairing key
// (`3204-9337-9661`) are short groups that no randomness test accepts; under their own name
// the grouping is the format.
const GROUPED_NAME = /(?:stream|pairing)[ _-]?(?:key|code|secret)$/i;
const GROUPED = /^(?=[^-]*\d)[a-z0-9]{4}(?:-[a-z0-9]{4}){3,5}$|^\d{3,6}(?:-\d{3,6}){2,4}$/i;

/** A grouped stream or pairing key under a name that says it is one. */
export function groupedSecret(name: string, value: string): boolean {
  return GROUPED_NAME.test(name.trim()) && GROUPED.test(value);
}

/** Round 25: `"token": 243`, a queue or counter number under a token's name: no token, code or
 * PIN a service issues has fewer than four digits. */
export function countedToken(key: string, value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1000 &&
    normaliseKey(key).endsWith("token");
}

// Round red85: a key ending in a count word counts the secrets it names (`backupCodesLeft`,
// `recovery_codes_remaining`); a code or PIN is stored under its own name, never under a count's.
const COUNT_TAIL = /(?:left|remaining|issued|count|used|total)$/;

/** A number under a token's name below 1000, or any number under a key that names a count. */
export function countedValue(key: string, value: unknown): boolean {
  if (countedToken(key, value)) return true;
  return typeof value === "number" && COUNT_TAIL.test(normaliseKey(key));
}

/** Shell environment dumps carry `PWD`/`OLDPWD` = the working directory, which is not a password;
 * and a value that names another field is not a secret. */
export function isExemptValue(key: string, value: string): boolean {
  const k = normaliseKey(key);
  if (k.endsWith("pwd") && /^(?:\/|~|[A-Za-z]:\\)/.test(value)) return true;
  // A date or timestamp (`password_changed_at: 2026-10-01T10:00:00Z`) is never the secret.
  if (TIMESTAMP.test(value)) return true;
  // Round 12: a DKIM signature (`b=`, `bh=`) travels in every message's header; it proves, not grants.
  if (k.startsWith("dkimsignature") || k.startsWith("arcmessagesignature")) return true;
  // Round 12: a webhook delivery's HMAC (`sha256=<hex>`, `t=…,v1=<hex>`) signs one body only.
  if (/signature\d*$/.test(k) && WEBHOOK_HMAC.test(value)) return true;
  // Round 16: a card payment's approval code (ISO 8583 field 38: six letters and digits) under
  // `auth` is the issuer's receipt for one sale, printed on the slip; it grants nothing.
  if (APPROVAL_KEY.test(k) && APPROVAL_CODE.test(value)) return true;
  // Round 16: an application key in UUID form (Oracle OHIP's `x-app-key`) names the registered
  // application, as a client id does; Datadog's secret application keys are 40 hex.
  if ((k === "appkey" || k === "xappkey") && UUID.test(value)) return true;
  // Round 21: a second factor's name holding the method it uses (`"mfa": "app"`, `"2fa": "sms"`)
  // is a setting; the code or seed it guards has digits or base32 runs, never a method's word.
  if (FACTOR_KEY.test(k) && FACTOR_METHOD.test(value.trim())) return true;
  return namesAKey(k, value) || hexDigestOf(key, value);
}

// Round 9: a hex digest stored as a secret's fingerprint (detect-secrets' `hashed_secret`,
// `token_sha256`, `api_key_digest`; round 10: GnuPG's `…_KEY_FPR`, a certificate's `…_THUMBPRINT`): a lookup value, not the secret. Not a key used for hashing
// (`hash_key`, `hmac_secret`: the secret word ends the name), and not a password-hashing format
// (`$2b$…`, `$argon2id$…` under `password_hash` stays: it is what offline cracking starts from;
// crypt_formats.ts knows those formats, and no crypt hash is bare hex).
const HEX_DIGEST = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i;
const DIGEST_PART =
  /^(?:hashed|hash|digest|fingerprint|fpr|thumbprint|sha1|sha256|sha512|md5|checksum)$/;

function hexDigestOf(key: string, value: string): boolean {
  if (!HEX_DIGEST.test(value)) return false;
  const parts = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[\s_.-]+/);
  return parts[0] === "hashed" || DIGEST_PART.test(parts[parts.length - 1]);
}

/**
 * `secretKey: "password"` (a Kubernetes secretKeyRef), `tokenField: "access_token"`,
 * `api_key_header: "X-Api-Key"`, `tokenEnvVar: "GH_TOKEN"`: the value is itself the name of a
 * field, header, parameter or variable that holds the secret, not the secret.
 */
function namesAKey(k: string, value: string): boolean {
  if (!NAMING_KEY.test(k) || value.length > 60) return false;
  if (!/^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+){0,4}$/.test(value)) return false;
  // A name keeps one case per part (`X-Api-Key`, `GH_TOKEN`, `access_token`); material mixes them.
  if (!value.split(/[_.-]/).every((p) => /^(?:[A-Z]?[a-z0-9]*|[A-Z0-9]+)$/.test(p))) return false;
  return isSensitiveKey(value) || /^(?:key|value|username|user)$/i.test(value);
}

const NAMING_KEY = /(?:key|name|ref|field|header|param|parameter|env|envvar|var|variable)$/;
