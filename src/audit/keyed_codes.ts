// Redaction round 14: JSON members whose name says "a person's code" but holds no credential term
// the key-name rule knows (`app_pin`, `parent_code`, `mnemonic`, `recovery.codes[]`). Each name is
// paired with the value's own shape, so the same names holding a GPIO pin, an error code, an
// assembler mnemonic or a postal PIN code stay as they are.
import { deviceCodeMember } from "./device_code_member.ts";

// A PIN or PUK: the name's last part (`pin`, `sim_pin`, `appPin`, `pin_code`, `puk`).
const PIN_NAME = /(?:^|_)(?:pin|puk|pin_?code|puk_?code|pin_?number)$/;
// A code an owner sets to lock or unlock something (an alarm panel, a parental control, a door).
// Round 58: an alarm engineer's or a duress code, and an override (a time lock's, a manager's:
// `timeLockOverride`) that opens what the code guards (v26, v27, v29, v40, v42, v44-v46 guided).
const OWNER_CODE =
  /(?:^|_)(?:parent|parental|master|admin|alarm|door|gate|garage|safe|unlock|lock|screen_?time|restriction|restrictions|voicemail|disarm|installer|engineer|duress|keypad|guest|security|setup|homekit|hap)_?(?:code|passcode|pin)$|(?:^|_)(?:time_?lock|lock|vault|safe|gate|alarm|manager|master)_?override(?:_?code)?$|(?:^|_)override_?(?:code|pin)$/;
// A postal PIN code (India) sits beside the rest of an address.
const ADDRESS_SIBLING =
  /^(?:address|addr|street|city|town|district|state|province|country|postcode|postal_?code|zip|zip_?code|locality|area|landmark|line1|address_?line_?1)$/i;
// 4 to 12 digits, at most in three groups (`1234`, `482-913`, `5094-636-0989`); not a year.
// Round 30: HomeKit's setup code (`031-45-154`, printed on the device) pairs whoever holds it.
const DIGIT_CODE = /^\d{4,12}$|^\d{3,5}(?:[- ]\d{3,5}){1,2}$|^\d{3}-\d{2}-\d{3}$/;
const YEAR = /^(?:19|20)\d\d$/;

// Names of a wallet's recovery words; the value must be 12 to 24 words (a multiple of three).
const PHRASE_NAME =
  /^(?:mnemonic|mnemonic_?phrase|seed|seed_?phrase|seed_?words|recovery_?phrase|recovery_?words|backup_?phrase|secret_?phrase|secret_?recovery_?phrase|wallet_?phrase)$/;
const PHRASE = /^[a-z]{3,8}(?: [a-z]{3,8}){11,23}$/;

/** 12, 15, 18, 21 or 24 lower-case words of 3 to 8 letters: BIP39's shape (not a description). */
export function recoveryWords(v: string): boolean {
  const s = v.trim();
  return PHRASE.test(s) && s.split(" ").length % 3 === 0;
}

// Recovery or backup codes: the name says so, or `codes` sits under a recovery/2FA parent.
const CODES_NAME = /^(?:recovery|backup|emergency|scratch|2fa|mfa|otp|totp)_?codes?$/;
const CODES_PARENT = /^(?:recovery|backup|2fa|mfa|two_?factor|totp|otp|account_?recovery)$/;
const ONE_CODE = /^(?=[A-Za-z-]*\d)[A-Za-z0-9]{4,10}(?:[- ][A-Za-z0-9]{3,10}){0,4}$/;

// Round 16: `code` under a parent that names the code's owner or purpose (`gift_card.code`,
// `maintenance.code`): a gift card's redeemable code in letter-digit groups, a service code in
// digits. A product or discount `code` elsewhere stays.
const GIFT_PARENT = /^(?:gift_?card|e_?gift(?:_?card)?|gift_?certificate|stored_?value_?card)$/;
const GIFT_CODE = /^(?=[A-Z-]*\d)(?=[\d-]*[A-Z])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,4}$/;
const SERVICE_PARENT = /^(?:maintenance|service|technician|installer|supervisor|engineer)$/;
// A payment terminal's key by its ANSI X9.24 name (`"tpk": <32 hex>`), as hsm_key_rules.ts reads
// it in text: 16, 32 or 48 hex digits, optionally led by a Thales key-scheme letter.
const HSM_NAME = /^(?:zmk|zpk|tpk|tmk|tak|zak|zek|bdk|ipek|pvk|cvk|kek|mfk)$/;
const HSM_VALUE = /^[UTXY]?(?:[0-9A-F]{16}){1,3}$/;

function parentCode(name: string, parent: string, child: unknown): boolean {
  if (name === "code" && GIFT_PARENT.test(parent)) {
    return typeof child === "string" && GIFT_CODE.test(child.trim());
  }
  return (name === "code" || name === "passcode") && SERVICE_PARENT.test(parent) &&
    digitCode(child);
}

function hsmKey(name: string, child: unknown): boolean {
  return HSM_NAME.test(name) && typeof child === "string" && HSM_VALUE.test(child) &&
    /\d/.test(child) && /[A-F]/.test(child.slice(1));
}

/** `f` with its answers remembered per name, forgotten all at once past `cap` names. */
function memoised<T>(cap: number, f: (name: string) => T): (name: string) => T {
  const seen = new Map<string, T>();
  return (name) => {
    let out = seen.get(name);
    if (out !== undefined) return out;
    out = f(name);
    if (seen.size >= cap) seen.clear();
    seen.set(name, out);
    return out;
  };
}

// Member names repeat across the rows of a result: each is converted once.
/** `appPin` → `app_pin`, `Parent-Code` → `parent_code`. */
export const snake = memoised(
  1024,
  (name) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[\s.-]+/g, "_"),
);

const PIN = 1, OWNER = 2, WORDS = 3, CODES = 4, HSM = 5;
// Which name test a (snake-case) member name passes, first in personalCodeMember's order: names
// repeat across rows, so each is tested once.
const nameKind = memoised(
  1024,
  (name) =>
    PIN_NAME.test(name)
      ? PIN
      : OWNER_CODE.test(name)
      ? OWNER
      : PHRASE_NAME.test(name)
      ? WORDS
      : CODES_NAME.test(name)
      ? CODES
      : HSM_NAME.test(name)
      ? HSM
      : 0,
);

function digitCode(v: unknown): boolean {
  const s = typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v;
  return typeof s === "string" && DIGIT_CODE.test(s.trim()) && !YEAR.test(s.trim());
}

// red96: banks and consoles call an alphanumeric login secret a PIN too: 8–64 characters, no
// blank, a letter and a digit, or a case change inside and a mark. Notes ("(ask Maria)"), a board's pin names
// (`GPIO_NUM_12`, `PA5`), constants, versions, dates and a certificate pin's SHA-256 stay.
const PIN_PASSWORD =
  /^(?=\S*\p{L})(?:(?=\S*\d)|(?=\S*\p{Ll}\p{Lu})(?=\S*[-._!@#$%^&*+=~]))[^\s/\\:()<>{}]{8,64}$/u;
const NOT_PIN_PASSWORD =
  /^(?:GPIO|IO|P[A-K]|PORT|D|A)[_-]?\d|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$|^v?\d+\.\d+|^\d{4}-\d\d-\d\d|^[A-Za-z0-9+]{43}=$/;

function pinPassword(v: unknown): boolean {
  return typeof v === "string" && PIN_PASSWORD.test(v) && !NOT_PIN_PASSWORD.test(v);
}

function addressRecord(obj: Record<string, unknown>): boolean {
  return Object.keys(obj).some((k) => ADDRESS_SIBLING.test(snake(k)));
}

function codeList(v: unknown): boolean {
  if (typeof v === "string") return ONE_CODE.test(v.trim()) && !YEAR.test(v.trim());
  return Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === "string" && codeList(c));
}

/** True when `obj[key]` (at `path`) is a PIN, an owner's code, recovery words or recovery codes. */
export function personalCodeMember(
  obj: Record<string, unknown>,
  key: string,
  child: unknown,
  path: string,
): boolean {
  // Round red88: a keypad code under the lock or alarm it opens (device_code_member.ts).
  if (deviceCodeMember(key, child, path)) return true;
  const name = snake(key);
  const kind = nameKind(name);
  if (kind === PIN) return (digitCode(child) || pinPassword(child)) && !addressRecord(obj);
  if (kind === OWNER) return digitCode(child);
  if (kind === WORDS) return typeof child === "string" && recoveryWords(child);
  if (kind === CODES) return codeList(child);
  // Round 15: a list of codes under a bare `recovery` or `backup` (`"recovery": ["25641-…", …]`).
  if (name === "recovery" || name === "backup") {
    return Array.isArray(child) && child.length >= 2 && codeList(child);
  }
  // The tests below all need one of these names: most members stop here, the parent unread.
  if (name !== "code" && name !== "passcode" && name !== "codes" && kind !== HSM) return false;
  const parent = snake(path.slice(path.lastIndexOf("/") + 1));
  if (parentCode(name, parent, child) || hsmKey(name, child)) return true;
  return name === "codes" && CODES_PARENT.test(parent) && codeList(child);
}
