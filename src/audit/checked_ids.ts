// Redaction round red95 (issue 13): a container number (ISO 6346) or a legal entity identifier
// (ISO 17442) whose own check digit holds is a published name for a box or a company, painted on
// the box or listed in GLEIF's register, not a secret; a random secret of either shape meets the
// check about once in 11 or 97 tries, and a person's password has neither shape. Like red60's GS1
// number (trade_numbers.ts), a password word just before it keeps it a secret.
import { ibanMod97Valid, mod97Holds } from "./checksums.ts";

// Owner code, category `U`/`J`/`Z`, serial, check digit (a blank or a dash may stand before it).
const CONTAINER = /^([A-Z]{3}[UJZ])\s?(\d{6})\s?-?(\d)$/;
const LEI = /^[0-9A-Z]{18}\d{2}$/;
// An IBAN passes mod 97 too, and an AWS key id is twenty capitals: both stay secrets.
const IBAN_START = /^[A-Z]{2}\d{2}/;
const AWS_ID = /^(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA|APKA)/;
const PASSWORD_WORD =
  /pass|pwd|\bpin\b|code|otp|kennwort|senha|contrase|mot de passe|wachtwoord|hasło|пароль|密码|口令|暗証|비밀번호/iu;
const EDGE_MARKS = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;

// ISO 6346 letter values: 10 upward from A, skipping multiples of 11.
function letterValue(ch: string): number {
  let v = 10;
  for (let c = 65; c < ch.charCodeAt(0); c++) v += (v + 1) % 11 === 0 ? 2 : 1;
  return v;
}

/** An ISO 6346 container number whose check digit holds. */
export function containerNumber(value: string): boolean {
  const m = CONTAINER.exec(value);
  if (m === null) return false;
  const chars = m[1] + m[2];
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    sum += (ch >= "A" ? letterValue(ch) : ch.charCodeAt(0) - 48) * 2 ** i;
  }
  return (sum % 11) % 10 === Number(m[3]);
}

/** An ISO 17442 LEI (read as base 36, ≡ 1 mod 97) that is neither an IBAN nor an AWS key id. */
export function legalEntityId(value: string): boolean {
  if (!LEI.test(value) || AWS_ID.test(value)) return false;
  if (IBAN_START.test(value) && ibanMod97Valid(value)) return false;
  return mod97Holds(value);
}

/** Either identifier at [start, end), with no password word shortly before it on its line. */
export function checkedIdAt(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end).replace(EDGE_MARKS, "");
  if (!containerNumber(value) && !legalEntityId(value)) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return !PASSWORD_WORD.test(text.slice(Math.max(lineStart, start - 40), start));
}
