// Round 51 (issue 13): notations of debugger, console and runtime dumps that the assignment
// rule reads as `key <sep> value`. rtr10 guided; each is a published printer's format.
import { credentialShaped } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";

// GDB prints a `char *` member as the pointer, then the string it points to
// (`token = 0x55e3aa757527 "…"`; GDB manual, "Print Settings", `set print address`): the
// address is no value, the quoted string is.
const POINTER = /^0x[0-9a-f]{4,16}$/i;
const POINTEE = /^ "([^"\\\n]{1,256})"/;

/** The quoted string after a pointer value at `end` (where the pointer's digits stop). */
export function pointee(
  text: string,
  value: string,
  end: number,
): { start: number; value: string } | undefined {
  if (!POINTER.test(value)) return undefined;
  const m = POINTEE.exec(text.slice(end, end + 260));
  return m ? { start: end + 2, value: m[1] } : undefined;
}

/** Whether the pointer value at `end` is followed by its string (kept_spans.ts drops it). */
export function pointsAtString(text: string, value: string, end: number): boolean {
  return pointee(text, value, end) !== undefined;
}

/**
 * A two-item name/value list (`["Password", "…"]` of `Object.entries`, Elixir's
 * `{"authorization", "…"}` header tuples): the opening bracket stands just before the key's
 * quote and the closing one just after the value's. As JSON's `[["X-Auth", "…"]]` rows
 * (keyed_values.ts' pairedItem), the first item names the second.
 */
export function twoItemPair(text: string, keyFrom: number, valueEnd: number): boolean {
  return /[\[{]\s*\\?["']$/.test(text.slice(Math.max(0, keyFrom - 10), keyFrom)) &&
    /^\\?["']\s*[\]}]/.test(text.slice(valueEnd, valueEnd + 10));
}

// A key whose last part is the abbreviation `sig` (`AZURE_STORAGE_SAS_SIG`, `urlSig`), as
// Azure's shared access signature names its `sig` field: the abbreviation of a signature.
const COMPOUND_SIG = /[a-z0-9][_.-]?sig$|[a-z0-9]Sig$|[A-Z0-9][_.-]?SIG$/;

/**
 * "Signature: Jane" is a sign-off, so only `sig=` counts; a compound ending in `sig` whose value
 * is random material is the signature itself whatever the separator.
 */
export function compoundSignature(key: string, value: string): boolean {
  return COMPOUND_SIG.test(key) && credentialShaped(value);
}

/** The key starts after an escaped line break of a one-line dump (`\r\nCookie:` in strace). */
export function afterEscape(text: string, keyFrom: number): number {
  return text[keyFrom - 1] === "\\" && /[nrt]/.test(text[keyFrom] ?? "") ? keyFrom + 1 : keyFrom;
}

// As pairedItem: a list of names (`["authorization_code", "refresh_token"]`, CORS headers) is
// no pair; letters-only words and credential names are names.
const LETTER_WORDS = /^[A-Za-z]+(?:[_.-][A-Za-z]+)*$/;

/** The quoted key is a call's first argument (`(` just before its quote) or a pair's name. */
export function listedValue(text: string, keyFrom: number, value: string, end: number): boolean {
  if (/\(\s*\\?["']$/.test(text.slice(Math.max(0, keyFrom - 12), keyFrom))) return true;
  return twoItemPair(text, keyFrom, end) && !LETTER_WORDS.test(value) && !isSensitiveKey(value);
}
