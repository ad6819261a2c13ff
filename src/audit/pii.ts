// Payment card numbers (Luhn + issuer prefix) and IBANs (country length + mod-97), category "pii".
import { CARD_WORD, cardOnCardLine, labelledNonCard, syntheticCard } from "./card_context.ts";
import { voucherLabelled } from "./voucher_label.ts";
import { ibanMod97Valid, luhnValid } from "./checksums.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execInRuns, execWindows } from "./windows.ts";
import { runShape } from "./hint_runs.ts";
import { PUBLISHED_IBANS } from "./sample_ibans.ts";

/** Issuer identification: does this prefix/length belong to a card brand in circulation? */
function knownIssuer(d: string): boolean {
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  const p6 = Number(d.slice(0, 6));
  if (d[0] === "4") return n === 13 || n === 16 || n === 19; // Visa
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard
  if (p2 === 34 || p2 === 37) return n === 15; // American Express
  if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649)) return n >= 16; // Discover
  if (p6 >= 622126 && p6 <= 622925) return n >= 16; // Discover co-branded UnionPay
  if (p2 === 62 || p2 === 81) return n >= 16; // UnionPay
  if (p4 >= 3528 && p4 <= 3589) return n >= 16; // JCB
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14; // Diners
  if (p2 === 50 || (p2 >= 56 && p2 <= 58) || p4 === 6304 || p4 === 6759) return n >= 13; // Maestro
  if (p4 >= 2200 && p4 <= 2204) return n >= 16; // Mir
  return otherIssuer(d, n);
}

/** Regional schemes: Elo (Brazil), RuPay (India), Troy (Turkey), Verve (Nigeria), InterPayment. */
function otherIssuer(d: string, n: number): boolean {
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  const p6 = Number(d.slice(0, 6));
  if (p3 === 636 || p6 === 401178 || p6 === 438935 || p6 === 457631) return n >= 16; // Elo, IP
  if ((p6 >= 506699 && p6 <= 506778) || (p6 >= 509000 && p6 <= 509999)) return n >= 16; // Elo
  if (p6 >= 650901 && p6 <= 651679) return n === 16; // Elo (inside Discover's 65)
  if (d[0] === "6" && d[1] === "0" && p4 !== 6011) return n === 16; // RuPay 60
  if (p3 === 508 || p2of(d) === 82 || p3 === 353 || p3 === 356) return n === 16; // RuPay
  if (p4 === 9792) return n === 16; // Troy
  if (p6 === 690046 || p6 === 690047) return n >= 13; // WEX fleet (round 53; Gasboy manual MDE-4821)
  if ((p6 >= 506099 && p6 <= 506198) || (p6 >= 650002 && p6 <= 650027)) return n >= 16; // Verve
  return false;
}

const p2of = (d: string) => Number(d.slice(0, 2));

/** 13-19 digits that pass Luhn and carry a known issuer prefix. */
export function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && /^\d+$/.test(digits) &&
    knownIssuer(digits) && luhnValid(digits);
}

// Digits with optional single space/dash separators, not glued to words, decimals or longer digit
// runs. A comma is a CSV field boundary unless it groups thousands ("1,234"). A form body or a
// URL writes the space as `+` or `%20` (`cc_number=4111+1111+…`). Some locales group by dots
// (`4111.1111.1111.1111`): four digits, dot, four, dot, four, dot, the rest.
export const CARD =
  /(?<![\w.+\/-])\d(?:(?:[ +-]|%20)?\d){12,18}(?![\w]|[.\/-]?\d)|(?<![\w.+\/-])\d{4}(?:\.\d{4}){2}\.\d{2,7}(?![\w]|[.\/-]?\d)/g;
const CARD_SEPARATOR = /[ +.-]|%20/g;
// Every match is 13+ characters of [0-9 +.%-] opening with a digit: CARD is tried only there.
const CARD_RUNS = runShape(CARD)!;

/**
 * Separators, when used, must be one consistent character between groups starting with 4 digits;
 * the last group may be short, as people group 14- and 19-digit numbers by fours (`3661 4368 7034
 * 64`, `6011 0009 9013 9424 123`).
 */
function groupingPlausible(written: string): boolean {
  const raw = written.replace(/%20/g, " ");
  const seps = raw.match(/[ +.-]/g);
  if (!seps) return true;
  if (new Set(seps).size !== 1) return false;
  const groups = raw.split(seps[0]);
  const last = groups.pop()!;
  return groups[0].length === 4 && groups.every((g) => g.length >= 3 && g.length <= 6) &&
    last.length >= 2 && last.length <= 6;
}

// A comma between digits may be a decimal one (`0,4111…`, `…1111,123`) or an EAN beside an id
// (`BK-222,4064…`); round 8: in a row of comma-separated fields under a card word
// (`주문번호,카드번호,금액` then `K-3391,3659…,58000`) it is a field boundary.
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** A digit and a comma before the number, or a comma and three digits after it: char tests. */
function commaJoined(text: string, start: number, end: number): boolean {
  if (text[start - 1] === "," && isDigit(text[start - 2])) return true;
  return text[end] === "," && isDigit(text[end + 1]) && isDigit(text[end + 2]) &&
    isDigit(text[end + 3]) && !isDigit(text[end + 4]);
}

/** A comma-joined number stands in a row of 3+ fields under a card word (column names too). */
function csvCardField(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start) + 1;
  const lineEnd = text.indexOf("\n", end);
  const fields = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).split(",").length;
  // A column name writes its words with underscores (`card_number`).
  const header = text.slice(Math.max(0, start - 400), start).replaceAll("_", " ");
  return fields >= 3 && CARD_WORD.test(header);
}

function findCards(text: string): Span[] {
  const spans: Span[] = [];
  let cardText: boolean | undefined; // the text names a card anywhere (read once, when needed)
  execInRuns(CARD, text, CARD_RUNS, (m) => {
    const end = m.index + m[0].length;
    const joined = commaJoined(text, m.index, end);
    if (joined && !(cardText ??= CARD_WORD.test(text) || /card_/i.test(text))) return;
    const digits = m[0].replace(CARD_SEPARATOR, "");
    if (!groupingPlausible(m[0]) || syntheticCard(digits)) return;
    if (!isCardNumber(digits) && !cardOnCardLine(text, m.index, digits)) return;
    if (joined && !csvCardField(text, m.index, end)) return;
    if (labelledNonCard(text, m.index, end) || voucherLabelled(text, m.index)) return;
    spans.push({ start: m.index, end, rule: "credit-card", category: "pii" });
  });
  return spans;
}

// ISO 13616 registry: country code followed by the IBAN length.
const IBAN_LENGTHS = new Map(
  (
    "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 " +
    "DK18 DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 " +
    "IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 " +
    "MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 " +
    "SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30"
  ).split(" ").map((e): [string, number] => [e.slice(0, 2), Number(e.slice(2))]),
);

const IBAN_START = /(?<![A-Za-z0-9])([A-Z]{2})\d{2}(?=[ -]?[A-Z0-9])/g;
const ALNUM = /[A-Z0-9]/;
const ALNUM_LOWER = /[a-z0-9]/;

/**
 * Reads `length` IBAN characters from `start`, allowing one separator between groups of four: a
 * space, or a dash (round 4: `DE89-3704-…`), the same one throughout. `lower`: a form field
 * written in lower case (`iban=de89…`), read as such.
 */
function readIban(
  text: string,
  start: number,
  length: number,
  lower = false,
): { compact: string; end: number } {
  const chars = lower ? ALNUM_LOWER : ALNUM;
  let compact = "";
  let sep = "";
  let i = start;
  while (i < text.length && compact.length < length) {
    const ch = text[i];
    if (chars.test(ch)) compact += ch;
    else if (!(ch === " " || ch === "-") || (sep !== "" && ch !== sep)) break;
    else if (text[i - 1] === ch || compact.length % 4 !== 0) break;
    else sep = ch;
    i++;
  }
  return { compact: compact.toUpperCase(), end: i };
}

// Documentation shows a country's IBAN layout with a sample number ("Example IBAN format for …",
// "Beispiel für eine deutsche IBAN", "exemple d'IBAN", "przykładowy IBAN", "пример IBAN").
const EXAMPLE_LINE =
  /\b(?:example|sample|specimen|dummy|fictitious|illustrat\w+|e\.g\.|format|specification|ISO\s?13616)\b|(?<!\p{L})(?:beispiel|muster|fiktiv|exemple|fictif|ejemplo|ficticio|esempio|fittizio|exemplo|fictício|voorbeeld|fictief|exempel|eksempel|esimerkki|przykład|příklad|példa|örnek|пример|приклад|образ[eе]ц|例|예시|범례)|z\.\s?B\.|p\.\s?ex\.|p\.\s?ej\./iu;
/** The IBAN's line says it shows an example or a format, or it is a published sample. */
function shownAsExample(text: string, start: number, compact: string): boolean {
  // Round 40: an account number that counts 1…9 and 0 is written by hand for a sample, as many
  // published ones are (`FR76 3000 6000 0112 3456 7890 189`); a bank never issues it.
  if (PUBLISHED_IBANS.has(compact) || compact.slice(4).includes("1234567890")) return true;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", start);
  // Round 19: a host under the reserved `.example` TLD (`iot.example`, an APN in a SIM batch's
  // row) names a placeholder host, not the number.
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  return EXAMPLE_LINE.test(line.replace(/[\w-]\.example(?![\w.-])/g, ""));
}

// Round 8: an IBAN whose length is not its country's (a typo, a new format, a generator's)
// is still read when mod-97 holds and the value stands alone or after an IBAN or account word.
const IBAN_CUE =
  /iban|ibán|آيبان|ايبان|حساب|konto|account|compte|cuenta|conta|conto|rekening|rachunek|účet|hesap|сч[её]т|账户|帳戶|口座|계좌/i;

function offLength(text: string, start: number, lower: boolean) {
  const read = readIban(text, start, 34, lower);
  if (read.compact.length < 15 || /[A-Za-z0-9]/.test(text[read.end] ?? "")) return undefined;
  if (!ibanMod97Valid(read.compact)) return undefined;
  const alone = text.slice(0, start).trim() === "" && text.slice(read.end).trim() === "";
  return alone || IBAN_CUE.test(text.slice(Math.max(0, start - 100), start)) ? read : undefined;
}

/** The IBAN starting at `start` (country code read), as a span, or undefined. */
function ibanAt(text: string, start: number, country: string, lower: boolean): Span | undefined {
  const length = IBAN_LENGTHS.get(country.toUpperCase());
  if (!length) return undefined;
  let { compact, end } = readIban(text, start, length, lower);
  if (compact.length !== length || /[A-Za-z0-9]/.test(text[end] ?? "")) {
    const off = offLength(text, start, lower);
    if (off === undefined) return undefined;
    ({ compact, end } = off);
  }
  if (!ibanMod97Valid(compact) || shownAsExample(text, start, compact)) return undefined;
  return { start, end, rule: lower ? "iban-lower" : "iban", category: "pii" };
}

function findIbans(text: string): Span[] {
  const spans: Span[] = [];
  IBAN_START.lastIndex = 0;
  for (let m = IBAN_START.exec(text); m; m = IBAN_START.exec(text)) {
    const span = ibanAt(text, m.index, m[1], false);
    if (span === undefined) continue;
    spans.push(span);
    IBAN_START.lastIndex = span.end;
  }
  return spans;
}

// Round 4: an IBAN written in lower case (`iban=de89…` in a form or URL) counts only right after
// the word "iban", where a hash or an id starting with two letters and two digits does not stand.
const LOWER_AFTER_WORD = /iban[\w"'\]]{0,12}\s*[:=]?\s*["']?([a-z]{2})\d{2}(?=[ -]?[a-z0-9])/dgi;

function findLowerIbans(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(LOWER_AFTER_WORD, text, at, 0, 80, (m, offset) => {
    if (m[1] !== m[1].toLowerCase()) return; // upper case: findIbans' case
    const span = ibanAt(text, offset + m.indices![1]![0], m[1], true);
    if (span !== undefined) spans.push(span);
  });
  return spans;
}

export const PII_RULES: TextRule[] = [
  {
    id: "credit-card",
    category: "pii",
    keywords: [],
    hint: /(?<![\d.])\d(?:(?:[ +.-]|%20)?\d){12}/,
    broad: true,
    find: findCards,
  },
  {
    id: "iban",
    category: "pii",
    keywords: [],
    hint: /[A-Z]{2}\d\d[ -]?[A-Z0-9]{4}/,
    broad: true,
    find: findIbans,
  },
  { id: "iban-lower", category: "pii", keywords: ["iban"], find: findLowerIbans },
];
