// Redaction round red80 (issue 13): a one-line message that says where and for which system,
// then a colon and one value that ends the text ("<in the new site>, <System>: V", "<site> में
// <System>: V", "<System> na loja nova: V"). Nothing else is said, so the value is what the
// message hands over; a reference or a digest comes with the word for its kind or for an
// example, and those texts are left to the older rules. Written in any language: only the frame
// (one line, a colon, one final token) and the value's shape are read. Tuning sets: v50-v60.
import { DOCUMENTATION, EXAMPLE } from "./vendor_published.ts";
import { generatedValue, ID_LABEL } from "./system_value_rules.ts";
import { markedPassword } from "./marked_password.ts";
import { colonEndPassword } from "./colon_end_password.ts";
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The whole text: up to 160 characters of words on one line with no other colon (an id such as
// `1:0232…:android:e0f6…` is one token), a colon, blanks, one token, a stop at most.
const FRAME = /^([^\n:：]{3,160}?)\s?[:：][ \t]*([^\s:：]{8,120}?)\.?$/u;
// A message's words: a blank between two of them, or a script written without blanks.
const WORDED = /\S\s+\S|[^\p{ASCII}]/u;
// Words for a digest, a checksum or a device's number, which hex and long runs also are.
// A go.sum line's "<module> <version> h1:<base64 SHA-256>" (Go's published hash label).
const DIGEST_WORDS =
  /md5|sha-?\d|\sh1$|checksum|hash|digest|commit|ellenőrző|kontrolní|prüfsumme|controlesom|suma\s+kontrolna|контрольн|校验|ハッシュ|해시|ICCID|IMEI|UUID|GUID/iu;
// Words for a record's number (a ticket, a request, a transaction), whose value may be any run.
const NUMBER_WORDS =
  /(?<![\p{L}\p{N}])(?:number|no\.|nr\.?|nummer|numéro|número|numero|numer|číslo|szám|номер|מספר|رقم|番号|编号|번호)(?![\p{L}\p{N}])/iu;
// A lead-in ending in a credential's or a value's own noun ("vendor daemon key:", "ZMK check
// value:") is a label, which the label rules judge with their own exclusions; so is a database's
// key ("primary key for the … table").
const LABEL_END =
  /(?<![\p{L}\p{N}])(?:keys?|values?|secrets?|tokens?|passwords?|pins?|codes?)\s*$/iu;
const DATABASE_KEY =
  /\b(?:primary|foreign|partition|sort|cache|idempotency|composite|surrogate)\s+keys?\b/i;
const HEX = /^[0-9a-f]{16,64}$|^[0-9A-F]{16,64}$/;
// Lower-case letters and digits run together, after an optional short vendor prefix.
const LOWER_RUN = /^(?:[a-z]{2,6}_)?[a-z0-9]{20,64}$/;
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
// A bech32 string (a wallet's or a Nostr account's public address, `bc1…`, `npub1…`): a short
// letter prefix, `1`, then only the bech32 alphabet (no `b`, `i`, `o`, `1`) with a letter past
// hex, so a hex key is never read as one. A private `nsec1…` has its own rule.
const BECH32 = /^[a-z]{2,6}1(?=[02-9a-f]*[ac-hj-np-z])[02-9ac-hj-np-z]{20,90}$/;

/** Random material of a key's shapes: hex or a lower-case run with letters and digits mixed. */
export function randomRun(v: string): boolean {
  const body = v.slice(v.indexOf("_") + 1);
  const digits = body.replace(/\D/g, "").length;
  const letters = body.length - digits;
  if (digits < 4 || letters < 4 || BECH32.test(v)) return false;
  return (HEX.test(v) || LOWER_RUN.test(v)) && shannonEntropy(body) >= 3.2;
}

/** Words naming a digest, a record's number or an example (the value is then not a key). */
export function referenceWords(s: string): boolean {
  return EXAMPLE.test(s) || DOCUMENTATION.test(s) || DIGEST_WORDS.test(s) || NUMBER_WORDS.test(s);
}

function findColonEnd(text: string, _at: number[] | null): Span[] {
  if (text.length > 200) return [];
  const trimmed = text.trimEnd();
  const m = FRAME.exec(trimmed);
  if (!m) return [];
  const [, lead, v] = m;
  if (
    !/\p{L}{2}/u.test(lead) || !WORDED.test(lead.trim()) || UUID.test(v) || isTemplateOrMask(v) ||
    looksFake(v)
  ) return [];
  if (ID_LABEL.test(lead) || referenceWords(lead)) return [];
  if (LABEL_END.test(lead) || DATABASE_KEY.test(lead)) return [];
  if (!(randomRun(v) || generatedValue(v) || markedPassword(v) || colonEndPassword(v))) return [];
  const start = trimmed.length - (trimmed.endsWith(".") ? 1 : 0) - v.length;
  return [{ start, end: start + v.length, rule: "system-colon-end", category: "secret" }];
}

export const SYSTEM_COLON_END_RULES: TextRule[] = [{
  id: "system-colon-end",
  category: "secret",
  keywords: [],
  // Cheap pre-test: a colon (the find itself reads only texts of 200 characters or fewer).
  hintHolds: (text: string) => text.includes(":") || text.includes("："),
  hint: /[:：]/,
  find: findColonEnd,
}];
