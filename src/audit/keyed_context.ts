// Redaction round 30 (issue 13): JSON members that are credentials because of their shape together
// with the name, parent or sibling beside them, where neither alone says so: a game or product
// key under `steam_key` or a shop item's `code`, a bare `key` under `encryption`, an alarm's
// `codes.installer`, a key component beside its check value, an API key issued as a `username`,
// a hex `clientkey`, a map of named hex keys (`securityKeys`). And the reverse: an OpenSSH public
// key line or a Tailscale `nodekey:` is public under any name (`authorizedKey`).
import { credentialShaped, UUID_ONLY, wordish } from "./credential_shape.ts";
import { snake } from "./keyed_codes.ts";
import { heldPerAudit } from "./text_memo.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";

// Redeemable product keys: Steam's `XXXXX-XXXXX-XXXXX`, Xbox's and Windows' five groups of five;
// upper case with letters and digits mixed. Discount codes (`SUMMER-2026`) are words and years.
const REDEEM_KEY = /^(?=[A-Z-]*\d)(?=[\d-]*[A-Z])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){2,4}$/;
// The member's last word says key or code (`steam_key`, `cd_key`, `code`, `product_key`); not a
// public or lookup key's name.
const REDEEM_NAME = /(?:^|_)(?:key|code|keys|codes)$/;
const NOT_REDEEM_HEAD = /(?:^|_)(?:public|pub|sort|partition|primary|foreign|idempotency|cache)_/;
// A catalogue's or a shipment's code (`product_code`, `part_code`) is its reference, not a key.
const REFERENCE_CODE =
  /(?:^|_)(?:product|sku|item|part|model|order|article|catalog|catalogue|batch|lot|serial|tracking|postal|zip|country|region|area|currency|language|locale|discount|promo|coupon|error|status|exit|response|http|colou?r|hs|tariff|booking|reference|ref|invoice)_codes?$/;

// A bare `key` or `secret` under a parent that names the cipher it keys (ESPHome's
// `api: {encryption: {key: <base64 32 bytes>}}`): random material only.
const CIPHER_PARENT = /^(?:encryption|encrypt|crypto|cipher|aes|noise|psk)$/;

// 16, 32 or 64 bytes as padded base64 (a key's usual printing; base64 splits into letter runs that
// the randomness test reads as words) or as hex.
const KEY_BYTES =
  /^(?=.*\d)(?=.*[A-Za-z])(?:[A-Za-z0-9+\/]{22}==|[A-Za-z0-9+\/]{43}=|[A-Za-z0-9+\/]{86}==|[0-9a-fA-F]{32}|[0-9a-fA-F]{64})$/;

function cipherKey(child: string, path: string): boolean {
  const parent = snake(path.slice(path.lastIndexOf("/") + 1));
  return CIPHER_PARENT.test(parent) && !/\s/.test(child) &&
    (KEY_BYTES.test(child) || credentialShaped(child));
}

// A key written as a list of byte values in a string (Zigbee2MQTT's `network_key: "[139, 189,
// …]"`): under a credential's name the list is the key, not JSON members to judge one by one.
const BYTE_LIST_TEXT = /^\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){7,127}\s*\]$/;

/** A list of 8 to 128 byte values written as text. */
export function byteListText(s: string): boolean {
  return s.length <= 1024 && BYTE_LIST_TEXT.test(s);
}

// An alarm panel's or a lock's code list (`codes: {installer: "5480…", master: …}`): the owner's
// role names a code only under such a parent, and only digits count (`duress: "see envelope"`).
const CODES_PARENT = /^(?:codes|pins|passcodes|pin_?codes|alarm_?codes|user_?codes|keypad)$/;
const CODE_OWNER =
  /^(?:installer|master|admin|user|guest|duress|engineer|service|maintenance|owner|supervisor|panel|keypad|disarm|arm)$/;
const DIGITS = /^\d{4,12}$/;

function roleCode(child: string, path: string): boolean {
  if (!DIGITS.test(child.trim())) return false;
  return CODES_PARENT.test(snake(path.slice(path.lastIndexOf("/") + 1)));
}

// A symmetric key's clear component beside its key check value (`{component: <32 hex>, kcv:
// "A1B2C3"}`), as payment HSM key ceremonies record them: 16, 32 or 48 hex digits.
const KCV_SIBLING = /^(?:kcv|key_?check_?value|check_?value)$/;
const COMPONENT_NAME = /^(?:component|key|clear_?key|key_?component|share|value)$/;
const HSM_HEX = /^[UTXY]?(?:[0-9A-Fa-f]{16}){1,3}$/;

function keyComponent(obj: Record<string, unknown>, child: string): boolean {
  if (!HSM_HEX.test(child)) return false;
  return Object.keys(obj).some((k) => KCV_SIBLING.test(snake(k)));
}

// An API key issued as a user name (a Hue bridge's 40-character `username`): 32 to 64 letters
// and digits in both cases, random. A user's id in hex, a UUID or `google-oauth2|1048…` stays.
const USER_NAME = /^(?:user|username|user_name|login)$/;
const MIXED_ALNUM = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{32,64}$/;

function keyAsUser(child: string): boolean {
  return MIXED_ALNUM.test(child) && credentialShaped(child);
}

// A client's key as raw hex (a Hue bridge's entertainment `clientkey`, a TLS-PSK client key):
// 16 or 32 bytes. Other client keys are public by design (Adyen's `test_…` client key) or a
// file's path, so only the hex form counts. Round 44: an events `routing_key` (PagerDuty's
// integration key) in raw hex too; a message broker's routing keys are dotted words (v30, rtr8).
const CLIENT_KEY_NAME = /^(?:client|routing|integration)_?key$/;
const HEX_KEY = /^(?=.*\d)(?=.*[A-Fa-f])(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{64})$/;

// A map of named keys (Z-Wave JS's `securityKeys: {S2_Unauthenticated: <32 hex>, …}`, a
// device's `network_keys`): a qualified plural `…keys` parent, not a map of public keys, and
// raw hex of 16 or 32 bytes.
const KEY_MAP_PARENT = /^[a-z\d]+_keys$/;
const PUBLIC_MAP =
  /^(?:public|pub|ssh|host|gpg|pgp|verify|verifying|verification|signing_public|trusted|authorized|known|recipient|peer|sort|primary|foreign|partition|cache|idempotency|api_public)_keys$/;

function keyMapMember(child: string, path: string): boolean {
  if (!HEX_KEY.test(child)) return false;
  const parent = snake(path.slice(path.lastIndexOf("/") + 1));
  return KEY_MAP_PARENT.test(parent) && !PUBLIC_MAP.test(parent);
}

// Which of the tests above a member name can pass: names repeat across a result's rows, and most
// (`title`, `email`, `body`) pass none, so each is read once (bounded: names come from payloads).
const REDEEM = 1, CIPHER = 2, ROLE = 4, COMPONENT = 8, USER = 16, CLIENT = 32;
const nameTests = new Map<string, number>();
heldPerAudit("keyed_context", () => nameTests.keys(), () => nameTests.clear());

function testsFor(key: string): number {
  let bits = nameTests.get(key);
  if (bits !== undefined) return bits;
  const name = snake(key);
  const redeem = REDEEM_NAME.test(name) && !NOT_REDEEM_HEAD.test(name) &&
    !REFERENCE_CODE.test(name);
  bits = (redeem ? REDEEM : 0) |
    (name === "key" || name === "secret" ? CIPHER : 0) | (CODE_OWNER.test(name) ? ROLE : 0) |
    (COMPONENT_NAME.test(name) ? COMPONENT : 0) | (USER_NAME.test(name) ? USER : 0) |
    (CLIENT_KEY_NAME.test(name) ? CLIENT : 0);
  if (nameTests.size >= 1024) nameTests.clear();
  nameTests.set(key, bits);
  return bits;
}

/** True when the string member `obj[key]` at `path` holds a credential by shape and context. */
export function contextKeyMember(
  obj: Record<string, unknown>,
  key: string,
  child: string,
  path: string,
): boolean {
  const bits = testsFor(key);
  if (bits === 0) return child.length >= 32 && child.length <= 64 && keyMapMember(child, path);
  return ((bits & REDEEM) !== 0 && REDEEM_KEY.test(child.trim())) ||
    ((bits & CIPHER) !== 0 && cipherKey(child, path)) ||
    ((bits & ROLE) !== 0 && roleCode(child, path)) ||
    ((bits & COMPONENT) !== 0 && keyComponent(obj, child)) ||
    ((bits & USER) !== 0 && keyAsUser(child)) || ((bits & CLIENT) !== 0 && HEX_KEY.test(child)) ||
    keyMapMember(child, path);
}

// An OpenSSH public key line (`ssh-ed25519 AAAA… comment`, `ecdsa-sha2-nistp256 AAAA…`): the key
// half that goes into `authorized_keys` and is shared by design.
const PUBLIC_KEY_LINE =
  /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) AAAA[A-Za-z0-9+\/]{20,8000}={0,3}(?: [^\n]{0,200})?$/;

// Tailscale's node, machine and disco keys as its API and `tailscale status --json` print them
// (`nodekey:<64 hex>`): the public halves, named by their prefix.
const TAILSCALE_PUBLIC = /^(?:nodekey|mkey|discokey|nlpub):[0-9a-f]{64}$/;

/** An OpenSSH public key line or a Tailscale public key, public under any member name. */
export function publicKeyLine(child: string): boolean {
  // Most values are shorter or open otherwise: one length and one character test first.
  if (child.length < 40 || !/^\s*[sedmn]/.test(child)) return false;
  return PUBLIC_KEY_LINE.test(child.trim()) || TAILSCALE_PUBLIC.test(child);
}

/** Round 30: letters only, yet no words (`qliok-vsjts`, a generated password of letter groups):
 * the value of a `[name, value]` header pair, where a list of names would read as words. */
export function randomLetters(v: string): boolean {
  return v.length >= 9 && v.length <= 128 && !/_/.test(v) && !wordish(v);
}

// Round red99: a key issued in dash groups to be read out (YouTube's stream key `xxxx-xxxx-…`, a
// licence key `VRG-XXXXX-…`, an admin key `TK-<hex>-<hex>-<hex>`): three or more groups, letters
// and digits mixed inside two groups at least (a setting's name `app-settings-v3-user-4471` mixes
// them in one). A UUID is an id's shape too and is left to the rules that judge UUIDs.
const GROUPED_KEY = /^[A-Za-z0-9]{2,12}(?:-[A-Za-z0-9]{2,12}){2,}$/;

/** A grouped key's shape, for a member whose name already says key, token or secret. */
export function groupedKey(v: string): boolean {
  if (!GROUPED_KEY.test(v) || UUID_ONLY.test(v) || looksFake(v) || isTemplateOrMask(v)) {
    return false;
  }
  const groups = v.split("-");
  return v.length - groups.length + 1 >= 16 && /[A-Za-z]/.test(v) &&
    groups.filter((g) => /\d/.test(g) && /[A-Za-z]/.test(g)).length >= 2;
}
