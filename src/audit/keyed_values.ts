// How one member of a JSON object or array is judged before its text is scanned: redacted whole
// because of the name beside it, scanned with shape rules off (public by its place), or scanned.
import { credentialShaped, isPublicValue } from "./credential_shape.ts";
import { secretDataValue } from "./k8s_secret_rules.ts";
import {
  countedValue,
  isExemptValue,
  isSensitiveKey,
  normaliseKey,
  PAGE_SIDE,
} from "./key_names.ts";
import { NOT_SECRET_NAME } from "./context_rules.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { personalCodeMember } from "./keyed_codes.ts";
import { simKeyMember } from "./sim_key_rules.ts";
import { secretHashMember } from "./crypt_line_rules.ts";
import { labelledPassword } from "./labelled_pair.ts";
import { pairLabel } from "./pair_fields.ts";
import { contextKeyMember, groupedKey, publicKeyLine, randomLetters } from "./keyed_context.ts";
import {
  credentialMapMember,
  credentialMapParent,
  foreignNounMember,
  pairIdentifier,
} from "./pair_identifier.ts";

export type MemberKind = "keyed" | "public" | "text";

// JSON Web Keys (RFC 7517/7518): private members are secrets whatever their name; the modulus,
// exponent and curve points are public key material that looks random.
const JWK_PRIVATE = new Set(["d", "p", "q", "dp", "dq", "qi", "k", "oth"]);
const JWK_PUBLIC = new Set(["n", "e", "x", "y", "x5c", "x5t", "x5t#S256", "kid", "crv"]);
// Keys that vendors publish by design: reCAPTCHA/Turnstile site keys, publishable and public keys;
// round 30: a signature's verify key (NaCl's `VerifyKey`, a JWT verification key) is public too.
const PUBLIC_NAME =
  /^(?:(?:data)?sitekey|recaptchakey|publishablekey|publishable\w*|publickey|pubkey|anonkey|clientid|\w*publishablekey|\w*publickey|\w*sitekey|\w*(?:verify|verifying|verification)key)$/;
// Names that hold a session or a cookie's value only when the value looks like one:
// `vendor.session`, `__Host-session`, `connect.sid` (a "session" may also be a talk or a slot).
const WEAK_NAME = /(?:session|^sid|connectsid)$/;

/** A name whose value is a credential when it looks like one (`vendor.session`, `__Secure-sid`). */
export function weakCredentialName(name: string): boolean {
  const k = normaliseKey(name);
  return WEAK_NAME.test(k) || /^__(?:host|secure)-/i.test(name);
}

function strongName(name: string, value: string): boolean {
  return isSensitiveKey(name) && !isExemptValue(name, value) && !isPublicValue(value);
}

// Round 8: a vendor's name before a last word key/pat/token/secret/cred/auth (`ALGOLIA_ADMIN_KEY`,
// `ASANA_PAT`, `lineChannelToken`), as credential-context reads it in text: random values only.
const QUALIFIED = /^(.+?)[_.-]?(key|pat|creds?|token|secret|auth)$/;
const QUALIFIED_END = /(?:key|pat|creds?|token|secret|auth)$/i;

function qualifiedName(name: string): boolean {
  if (!QUALIFIED_END.test(name)) return false; // most names: one cheap test
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  const m = QUALIFIED.exec(words);
  return m !== null && /[_.-]$/.test(words.slice(0, words.length - m[2].length)) &&
    !NOT_SECRET_NAME.test(normaliseKey(m[1])) && !PAGE_SIDE.test(normaliseKey(m[1]));
}

function weakName(name: string, value: string): boolean {
  return (weakCredentialName(name) || qualifiedName(name)) &&
    (credentialShaped(value, true) || groupedKey(value)) && !isExemptValue(name, value);
}

/** `{ name: "X-Api-Key", value: "…" }` (HAR, Postman, k8s env, ECS) with the name of a credential;
 * a password manager's field names itself by `id` or `label` (`{id: "password", value: …}`).
 * Round 25: a settings store may call the value field `data` or `content` (`{key, data}`). */
function pairValue(obj: Record<string, unknown>, key: string, child: unknown): boolean {
  if (typeof child !== "string") return false;
  // (A chat message's `{name, content}` names its tool or author, not the content.)
  const dataField = /^(?:data|content)$/i.test(key) && !("value" in obj) && !("name" in obj);
  if (!/^value$/i.test(key) && !dataField) return false;
  if (declaredSecret(obj) && child.trim().length >= 4 && !/^\s*[$<({%[]/.test(child)) {
    return !isTemplateOrMask(child); // Terraform prints `(sensitive value)`
  }
  const name = obj.name ?? obj.Name ?? obj.key ?? obj.Key ?? obj.header ?? obj.id ?? obj.label;
  if (typeof name !== "string") return false;
  return strongName(name, child) || weakName(name, child) || labelledPassword(name, child) ||
    (cookieRecord(obj) && credentialShaped(child, true));
}

// Round 11: a record that declares its own value secret, whatever its name: 1Password's
// `"type": "CONCEALED"`, a form's `"type": "password"`, Terraform's `"sensitive": true`, a CI
// variable's `"masked": true` / `"isSecret": true`.
const SECRET_TYPE = /^(?:concealed|password|secret|secure_?string|masked)$/i;

function declaredSecret(obj: Record<string, unknown>): boolean {
  return (typeof obj.type === "string" && SECRET_TYPE.test(obj.type)) || obj.sensitive === true ||
    obj.isSecret === true || obj.secret === true || obj.masked === true || obj.concealed === true;
}

// Round 5: a browser cookie record (`{name, value, domain, path}` as Playwright, Puppeteer and
// HAR store them): a value that looks like a credential is one whatever the name (`MYSAPSSO2`).
function cookieRecord(obj: Record<string, unknown>): boolean {
  return typeof obj.domain === "string" || "httpOnly" in obj || "sameSite" in obj;
}

// The `data` / `stringData` maps of Kubernetes Secrets met so far (`kind: "Secret"` as JSON): the
// walk judges a map's members right after the map itself, so they are recognised by identity.
// The flag: the map holds clear text (`stringData`), not base64 (`data`).
const SECRET_MAP_KIND = new WeakMap<object, boolean>();

/** Notes a Secret's data map; true for a member of one (redacted whatever its name). */
function secretMapMember(obj: Record<string, unknown>, key: string, child: unknown): boolean {
  if (
    obj.kind === "Secret" && (key === "data" || key === "stringData") &&
    typeof child === "object" && child !== null && !Array.isArray(child)
  ) SECRET_MAP_KIND.set(child, key === "stringData");
  const clear = SECRET_MAP_KIND.get(obj);
  return clear !== undefined && typeof child === "string" && secretDataValue(child, clear, key);
}

// Round 8: the members of a session object or a cookie jar (`"session": {"id": "sess_…"}`,
// `"cookies": {"PHPSESSID": "…"}`): the session's id or any cookie's value, when random.
export const SESSION_PARENT =
  /^(?:session|sesi[oó]n|sess[aã]o|sessione|sitzung|sessie|sesja|oturum|сессия|сеанс|セッション|会话|세션)$/i;
const COOKIE_PARENT = /^(?:cookies?|cookie_?jar)$/i;
// The session's id in other languages too (`kimlik`, `Kennung`, `identifiant`, `идентификатор`).
export const SESSION_MEMBER =
  /^(?:id|key|token|value|sid|kimlik|kennung|identifiant|identificador|identificativo|идентификатор|ідентифікатор|識別子|标识|식별자)$/i;

function jarMember(path: string, key: string, child: string): boolean {
  const parent = path.slice(path.lastIndexOf("/") + 1);
  // A bare UUID is a cookie's value, but may be any record's id (a conference's "session").
  if (COOKIE_PARENT.test(parent)) return credentialShaped(child, true);
  return SESSION_PARENT.test(parent) && SESSION_MEMBER.test(key) && credentialShaped(child);
}

// Round 9: a bare `key` beside the MAC or cipher it keys (a Jupyter connection file's
// `signature_scheme: "hmac-sha256"`, `{alg: "HS256", key: …}`, `{algorithm: "aes-256-gcm", …}`).
const MAC_SIBLING = /^(?:signature_?scheme|alg|algorithm|mac|hmac|cipher|digest_?algorithm)$/i;
const MAC_VALUE = /hmac|^hs(?:256|384|512)$|^aes|chacha|^sha-?\d/i;

function macKey(obj: Record<string, unknown>, key: string, child: string): boolean {
  if (!/^(?:key|secret)$/i.test(key)) return false;
  const keyed = Object.keys(obj).some((k) => {
    const v = obj[k];
    return MAC_SIBLING.test(k) && typeof v === "string" && MAC_VALUE.test(v);
  });
  return keyed && credentialShaped(child, true);
}

// Round 20: a service's block in a settings file (`{"galaxy": {"url": …, "key": "<32 hex>"}}`,
// `{"tomtom": {"key": …}}`): a bare `key` is a map entry's name elsewhere (`{key, value}`), so it
// counts only without a `value` sibling, in a small object named by a plain word that names no
// cache, index or public key, and only for random material of 32–100 characters (no UUID).
function serviceKey(obj: Record<string, unknown>, key: string, child: string, path: string) {
  // An extension manifest's `key` is a public key (DER base64, `MII…`, hundreds of characters).
  if (key !== "key" || child.length < 32 || child.length > 100 || /^MI/.test(child)) return false;
  if ("value" in obj || "Value" in obj) return false;
  const parent = path.slice(path.lastIndexOf("/") + 1);
  if (!/^[A-Za-z][A-Za-z-]{2,30}$/.test(parent) || NOT_SECRET_NAME.test(normaliseKey(parent))) {
    return false;
  }
  return Object.keys(obj).length <= 4 && credentialShaped(child);
}

// Round 21: a key's material one level under the key's name (The Things Stack's end device:
// `root_keys: {app_key: {key: <32 hex>}, nwk_key: {key: …}}`): the parent names it; not a
// database's or a public key's name (`sort_key`, `public_key`), and one token (a deploy key's
// `key` is an OpenSSH public key line: `ssh-ed25519 AAAA… comment`).
function namedByParent(key: string, child: string, path: string): boolean {
  if (/\s/.test(child) || isPublicValue(child)) return false;
  const parent = normaliseKey(path.slice(path.lastIndexOf("/") + 1));
  if (credentialMapParent(parent)) return credentialMapMember(key, child);
  return key === "key" && /^[a-z\d]{2,30}key$/.test(parent) &&
    !NOT_SECRET_NAME.test(parent.slice(0, -3)) && credentialShaped(child);
}

// Round 22: a second factor's seed under the factor's name (`mfa: {method: "totp", seed: …}`):
// RFC 4648 base32, as Google's Key URI Format writes a TOTP secret. A bare `seed` is a random
// generator's number (`RANDOM_SEED = 42`), so the parent and the alphabet both decide.
const FACTOR_PARENT = /^(?:mfa|2fa|otp|totp|hotp|twofactor|authenticator|\w{0,20}(?:totp|mfa))$/;
const BASE32 = /^(?=[A-Z2-7]*[2-7])(?=[2-7]*[A-Z])[A-Z2-7]{16,128}={0,6}$/;

function factorSeed(key: string, child: string, path: string): boolean {
  const k = normaliseKey(key);
  if (!BASE32.test(child)) return false;
  // Round 23: a key that names the factor itself (`totpSeed`, `otp_seed`) needs no such parent.
  if (/^(?:totp|hotp|otp|mfa|2fa|authenticator)seed$/.test(k)) return true;
  return k === "seed" && FACTOR_PARENT.test(normaliseKey(path.slice(path.lastIndexOf("/") + 1)));
}

// Round 23: a broadcast's stream key, a bare `key` beside its `rtmp://` or `srt://` ingest URL
// (whoever holds it can go live on the channel): random material with letters and digits.
const INGEST_URL = /^(?:rtmps?|srt):\/\//i;

function streamKey(obj: Record<string, unknown>, key: string, child: string): boolean {
  if (normaliseKey(key) !== "key" || !/^[\w.-]{12,200}$/.test(child)) return false;
  if (!/\d/.test(child) || !/[A-Za-z]/.test(child)) return false;
  return Object.values(obj).some((v) => typeof v === "string" && INGEST_URL.test(v));
}

/** Judges `obj[key]` (at `path`); `pair`: the member key_pairs.ts found holding a sensitive
 * name/value pair's value. */
export function memberKind(
  obj: Record<string, unknown>,
  key: string,
  child: unknown,
  pair: string | undefined,
  path = "",
): MemberKind {
  if (secretMapMember(obj, key, child)) return "keyed";
  if (typeof child === "string" && jarMember(path, key, child)) return "keyed";
  if (personalCodeMember(obj, key, child, path)) return "keyed";
  if (typeof child === "string" && simKeyMember(key, child)) return "keyed";
  if (typeof child === "string" && secretHashMember(path, key, child)) return "keyed";
  if (typeof obj.kty === "string") {
    if (JWK_PRIVATE.has(key)) return "keyed";
    if (JWK_PUBLIC.has(key)) return "public";
  }
  if (typeof child !== "string") {
    if (countedValue(key, child)) return "text";
    return isSensitiveKey(key) || pair === key ? "keyed" : "text";
  }
  if (PUBLIC_NAME.test(normaliseKey(key))) return isPublicValue(child) ? "public" : "text";
  if (publicKeyLine(child)) return "public";
  if (pair === key && !isPublicValue(child)) return "keyed";
  if (pairLabel(obj, key, child)) return "text";
  if (pairIdentifier(obj, key, child)) return "public";
  if (strongName(key, child) || foreignNounMember(key, child)) return "keyed";
  if (weakName(key, child) || pairValue(obj, key, child) || macKey(obj, key, child)) return "keyed";
  if (serviceKey(obj, key, child, path) || namedByParent(key, child, path)) return "keyed";
  if (factorSeed(key, child, path) || streamKey(obj, key, child)) return "keyed";
  if (contextKeyMember(obj, key, child, path)) return "keyed";
  return "text";
}

const LETTER_WORDS = /^[A-Za-z]+(?:[_.-][A-Za-z]+)*$/;
const NAME_ITEM = /^-{0,2}[A-Za-z_][\w.-]{0,60}$/;

/**
 * An array item right after a credential's name: `["SHODAN_API_KEY", "…"]` (a table row),
 * `["mysql", "--password", "…"]` (an argv list). Not when the item is itself a name or prose.
 */
export function pairedItem(items: unknown[], i: number): boolean {
  const name = items[i - 1];
  const value = items[i];
  if (typeof name !== "string" || typeof value !== "string" || !NAME_ITEM.test(name)) return false;
  if (/\s/.test(value.trim())) return false;
  if (items.length > 2 && !/^-{1,2}\w/.test(name)) return false;
  // A list of names (`["token", "expires_in"]`) is not a pair: letters-only words are names.
  if (isSensitiveKey(value) || /^-{1,2}\w/.test(value)) return false;
  if (LETTER_WORDS.test(value) && !(items.length === 2 && randomLetters(value))) return false;
  return strongName(name, value) || weakName(name, value);
}
