// When a Luhn-valid, issuer-prefixed number is still not a payment card: a published test card,
// a synthetic-looking number, or an order/tracking/IMEI number labelled as such (issue 13).
import { gtinValid, luhnValid } from "./checksums.ts";
import { tradeItemNumber } from "./trade_numbers.ts";

// Test numbers that payment providers publish in their docs (Stripe, Braintree, Adyen, PayPal,
// Checkout.com, Worldpay); they can never be charged, and docs and test logs are full of them.
const PUBLISHED_TEST_CARDS = new Set(
  (
    "4242424242424242 4000056655665556 5555555555554444 2223003122003222 5200828282828210 " +
    "5105105105105100 378282246310005 371449635398431 6011111111111117 6011000990139424 " +
    "6011981111111113 3056930009020004 36227206271667 3566002020360505 6200000000000005 " +
    "4000002500003155 4000002760003184 4000003800000446 4000000000000002 4000000000009995 " +
    "4111111111111111 4005519200000004 4009348888881881 4012000033330026 4012000077777777 " +
    "4012888888881881 4217651111111119 4500600000000061 5431111111111111 2223000048400011 " +
    "378734493671000 6011000991300009 3530111333300000 3566111111111113 30569309025904 " +
    "38520000023237 4222222222222 4111111145551142 5555341244441115 2222400070000005 " +
    "370000000000002 4917610000000000 4988438843884305 5454545454545454 4035501000000008 " +
    "4360000001000005 5186001700009726 6011601160116611 3714496353984312 4263982640269299 " +
    "4917484589897107 5425233430109903 2222420000001113 4001919257537193 4007702835532454 " +
    "4000000000000077 4000000000000093 4000000000000101 4000000000000341 4000000000003220 " +
    "4000000000003063 4000008400001629 4100000000000019 5555555555554477 4000000760000002 " +
    // Round 5: more of Adyen's published test cards (Mastercard, 2-series, Diners, JCB, Maestro).
    "5555444433331111 2223000048410010 36006666333344 5577000055770004 3569990010095841 " +
    "6703444444444449 5101180000000007 4646464646464644 2222410740360010 4166676667666746"
  ).split(" "),
);

/** A published test number, or a number no issuer would hand out (4242…, 4111…, 4000 0000…). */
export function syntheticCard(digits: string): boolean {
  if (PUBLISHED_TEST_CARDS.has(digits)) return true;
  if (new Set(digits).size <= 3) return true;
  return /(\d)\1{7}/.test(digits.slice(1));
}

// A label naming a non-card identifier, then "number"/"no."/"#"/"id", right before the digits.
// Round 17: a barcode symbology with its published variant (`EAN-13`, `UPC-A`, `ISBN-10`).
const ID_LABEL =
  /\b(?:order|invoice|tracking|shipment|parcel|package|consignment|waybill|imei|meid|(?:isbn|ean|gtin|upc|ismn|issn)(?:[ -]?(?:8|10|12|13|14|a|e))?|serial|ticket|case|claim|booking|reservation|confirmation|reference|ref|receipt|transaction|member(?:ship)?|loyalty|policy|contract|customer|sku|barcode|article|item|product|part|container|document)s?(?:[ _-]?(?:number|no|nr|num|id|code))?\.?\s*(?:[#:=]|is|was)?\s*#?\s*$/i;
// Round 7: the same labels in other languages, also as the tail of a compound
// (`transactiekenmerk`, `Bestellnummer`, `numéro de commande`, `номер заказа`).
const FOREIGN_ID_LABEL =
  /(?:kenmerk|referentie|bestelnummer|ordernummer|factuurnummer|rechnungsnummer|bestellnummer|auftragsnummer|sendungsnummer|kundennummer|vorgangsnummer|referenz|transaktions?(?:nummer|id)|r[ée]f[ée]rence|commande|facture|pedido|factura|referencia|fattura|ordine|riferimento|zam[óo]wieni[ae]|faktur[ay]|zakázky|заказа?|сч[её]та?|транзакции|sipariş|fatura)(?:\s*(?:nr|no|n[º°o]|#))?\.?\s*[#:=]?\s*#?\s*$/iu;
export const CARD_WORD =
  /\b(?:card|cc|pan|visa|master\s?card|amex|american\s+express|discover|jcb|diners|maestro|unionpay|credit|debit|charge[ds]?|payment\s+method|cvc|cvv|expir\w*|exp)\b|(?<!\p{L})(?:karte|kartennummer|thẻ|kreditkarte|carte|tarjeta|cart[ãa]o|carta|kaart|kort|karta|kartu|kart[ıi]|карт[аыуе]|humo|uzcard|napas|dinacard|belcard|borica|instapayment)(?!\p{L})|कार्ड|卡号|信用卡|银行卡|カード|카드|บัตร|بطاقة|כרטיס/iu;

/** The line of [start, …) mentions a card, a charge or a PAN. */
function lineMentionsCard(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", start);
  return CARD_WORD.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
}

/**
 * Schemes whose prefix is shared with common identifiers, so their numbers count only on a line
 * that talks about a card or a charge (in English or, round 4, another language): UATP (airline
 * cards, 15 digits starting with 1) and domestic schemes (below).
 */
export function cardOnCardLine(text: string, start: number, digits: string): boolean {
  const uatp = digits.length === 15 && digits[0] === "1";
  // Round 58: ISO/IEC 7812's industry digit 7 (petroleum): fleet and fuel cards of 16 to 19
  // digits (Allstar's `707138…`); v19, v44, v45, v46 guided.
  const fuel = digits.length >= 16 && digits[0] === "7";
  return (uatp || fuel || regionalScheme(digits)) && luhnValid(digits) &&
    lineMentionsCard(text, start);
}

// Round 4: domestic schemes whose prefixes no international brand uses, 16 digits: UzCard 8600,
// Humo 9860, Dinacard 9891, Napas 9704, BelCard 9112, Borica 2205, GPN 1946, InstaPayment 637–639.
const REGIONAL_PREFIXES = new Set(["8600", "9860", "9891", "9704", "9112", "2205", "1946"]);

function regionalScheme(digits: string): boolean {
  if (digits.length !== 16) return false;
  const p3 = Number(digits.slice(0, 3));
  // Round 5: Korea's BC Card issues domestic-only cards under 94xx.
  return REGIONAL_PREFIXES.has(digits.slice(0, 4)) || (p3 >= 637 && p3 <= 639) ||
    digits.startsWith("94");
}

/** Labelled as an order, tracking, IMEI… number (or an EAN-13), on a line naming no card. */
export function labelledNonCard(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEndAt = text.indexOf("\n", end);
  const line = text.slice(lineStart, lineEndAt < 0 ? text.length : lineEndAt);
  if (CARD_WORD.test(line)) return false;
  const before = text.slice(Math.max(lineStart, start - 40), start);
  if (ID_LABEL.test(before) || FOREIGN_ID_LABEL.test(before)) return true;
  // Round 53: a SIRET/SIREN named on the line (France's company register number carries a Luhn
  // digit by design: benign in v4, v40, v41; never a secret in any set).
  if (/\bSIRE[NT]\b/.test(line)) return true;
  // Round 40: a barcode named anywhere on the line ("GTIN-13 on the antifouling tin <n>", "<n>
  // … that's the GTIN on the box") when the number also carries a valid GS1 check digit.
  // Round 50 (v39): or in the comment right above the number's line (`# delivery location GLN` /
  // `VALUE=<n>`), the label of a generic slot; a GLN carries the same GS1 check digit.
  const above = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, Math.max(0, lineStart - 1));
  const label = /^[ \t]*(?:#|\/\/|--|;)/.test(above) && !CARD_WORD.test(above) ? above : "";
  // Round red60: thirteen bare digits with a GS1 check digit, on a line naming no card below a
  // line naming none, are an EAN-13 or ISBN-13 whatever their label (trade_numbers.ts).
  if (tradeItemNumber(text.slice(start, end)) && !CARD_WORD.test(above)) return true;
  return BARCODE_WORD.test(line + "\n" + label) &&
    gtinValid(text.slice(start, end).replace(/\D/g, ""));
}

const BARCODE_WORD = /\b(?:gtin|ean|upc|gln|barcode)(?:[ -]?(?:8|12|13|14|a|e))?\b/i;
