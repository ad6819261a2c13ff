// Redaction round 28: a store's own number that passes Luhn and starts like a card brand (a
// canteen voucher, a gift voucher "not a payment card"): the label right before the digits
// names a voucher or coupon, and nothing between the label and the digits names a card.
import { CARD_WORD } from "./card_context.ts";

// Round 34: a store's gift card in the languages of the card words ("store gift card number
// (not a payment card)", "Geschenkkarte", "carte cadeau", "tarjeta regalo", "подарочная карта").
const VOUCHER =
  /(?:voucher|coupon|gutschein|bon d'achat|vale regalo|cupom|kupon|(?:store[ -]|gift[ -]|prepaid gift[ -])+card|geschenkkarte|carte[ -]cadeau|tarjeta (?:de )?regalo|cart[ãa]o[ -]presente|carta regalo|cadeaukaart|подарочн\w* карт\w*)s?/giu;
// The voucher's own PIN or code is its secret, whatever its label.
const OWN_SECRET = /\b(?:pin|code|secret|password|claim)\b|(?<!\p{L})(?:código|код)(?!\p{L})/iu;
// An aside that denies the number is a card ("(not a payment card)") is part of the label.
const NOT_A_CARD = /\(?\bnot an? (?:payment|credit|debit|bank) card\)?/gi;
// Round 37: an aside that puts the voucher's own code apart from its number ("(the code is
// separate)", "(PIN sent separately)") says the number is not that secret.
const CODE_APART =
  /\((?:the )?(?:code|pin|secret|claim code)s? (?:is |are )?(?:separate|kept separately|sent separately|not (?:shown|included)|elsewhere)\)/gi;
const SENTENCE_END = /[.!?;。]\s/;
// A value line under a label line (`label = "gift voucher number"` / `value = "…"`).
const VALUE_LINE = /^[ \t]*["']?(?:value|val)["']?[ \t]*[:=][ \t]*["']?[ \t]*$/i;

/** The label before `start` (same line, or the line above a bare value line) names a voucher. */
export function voucherLabelled(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let before = text.slice(Math.max(lineStart, start - 90), start);
  if (VALUE_LINE.test(text.slice(lineStart, start)) && lineStart > 0) {
    const above = text.lastIndexOf("\n", lineStart - 2) + 1;
    before = text.slice(Math.max(above, lineStart - 120), lineStart - 1);
  }
  let last: RegExpExecArray | undefined;
  for (const m of before.matchAll(VOUCHER)) last = m;
  if (last === undefined) return false;
  const tail = before.slice(last.index + last[0].length);
  if (tail.length > 60 || SENTENCE_END.test(tail)) return false;
  const bare = tail.replace(NOT_A_CARD, "").replace(CODE_APART, "");
  return !CARD_WORD.test(bare) && !OWN_SECRET.test(bare);
}
