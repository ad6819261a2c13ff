// Redaction round red60 (issue 13): thirteen bare digits whose last is the GS1 mod-10 check digit
// are an EAN-13 or ISBN-13 (a product's barcode, a book's number), printed on goods, not issued
// as a secret. No card scheme issues 13-digit numbers today, and generated tokens are not 13
// digits; a password or PIN may be digits, so a password word just before keeps it a secret.
import { gtinValid } from "./checksums.ts";

const THIRTEEN = /^\d{13}$/;
const PASSWORD_WORD =
  /pass|pwd|\bpin\b|code|otp|kennwort|senha|contrase|mot de passe|wachtwoord|hasło|пароль|密码|口令|暗証|비밀번호/iu;

/** Thirteen digits with a valid GS1 check digit: a trade item number. */
export function tradeItemNumber(value: string): boolean {
  return THIRTEEN.test(value) && gtinValid(value);
}

/** A trade item number at [start, end) with no password word shortly before it on its line. */
export function tradeItemAt(text: string, start: number, end: number): boolean {
  if (!tradeItemNumber(text.slice(start, end))) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return !PASSWORD_WORD.test(text.slice(Math.max(lineStart, start - 40), start));
}
