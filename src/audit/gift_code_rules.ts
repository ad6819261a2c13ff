// Redaction round 29 (issue 13): a gift card's or voucher's redemption code under its label in
// any of about 25 languages ("Gavekort … koden er WHJ2G-MPY92-…", "Google Play code — 37NU…",
// "문화상품권 핀번호 775-350-1228"). Whoever reads it can spend the balance, so it is a secret;
// an order, invoice or receipt number is not, and a label is only one that names the gift card,
// voucher, prepaid card or a store's redeemable code. The value must look issued: letter-digit
// groups, a long upper-case letter-digit run, or a 3-3-4 / 4-4-4-4 digit PIN.
import { lineWindows, type Span, type TextRule } from "./rule_kit.ts";

const LABEL = [
  String
    .raw`gift[ _-]?(?:card|code|voucher|certificate)|e-?gift|(?:redemption|redeem|download|prepaid|reveal|recharge|top-?up)[\s_]+(?:code|pin)`,
  String
    .raw`(?:google\s+play|itunes|app\s+store|steam|xbox|playstation|psn|nintendo|eshop|roblox|amazon|fortnite|minecraft|spotify|netflix)[^\n.!?]{0,25}?(?:card|code|pin|voucher)`,
  String
    .raw`gavekort\p{L}*|presentkort\p{L}*|lahjakor\p{L}*|cadeaukaart\p{L}*|cadeaubon\p{L}*|waardebon\p{L}*`,
  String
    .raw`cartes?[- ]cadeaux?|chèques?[- ]cadeaux?|bon\s+d'achat|gutschein\p{L}*|geschenkkarte\p{L}*|guthabenkarte\p{L}*`,
  String
    .raw`kod\p{L}*\s+do\s+doładowania|kart\p{L}*\s+podarunkow\p{L}*|บัตรของขวัญ|כרטיס\s+(?:ה)?מתנה|שובר`,
  String
    .raw`गिफ्ट\s+कार्ड|उपहार\s+कार्ड|kode\s+voucher|kartu\s+hadiah|tarjetas?\s+(?:de\s+)?regalo|código\s+de\s+regalo`,
  String
    .raw`cartão[- ]presente|vale[- ]presente|código\s+de\s+resgate|carta\s+regalo|buono\s+regalo|codice\s+regalo`,
  String
    .raw`hediye\s+(?:kod|kart|çek)\p{L}*|подарунков\p{L}*\s+карт\p{L}*|подарочн\p{L}*\s+(?:карт|код|сертификат)\p{L}*`,
  String
    .raw`プリペイド(?:カード|番号)?|ギフト(?:カード|コード|券)|상품권|기프트\s*(?:카드|코드)|kadi\s+ya\s+zawadi`,
  String
    .raw`礼品卡|禮品卡|兑换码|兌換碼|充值卡|بطاقة\s+(?:ال)?هدايا|بطاقة\s+هدية|δωροκάρτα|κάρτα\s+δώρου`,
  String
    .raw`dárkov\p{L}*\s+(?:kart|poukaz)\p{L}*|ajándékkártya\p{L}*|ajándékutalvány\p{L}*|card\s+cadou|thẻ\s+quà\s+tặng|mã\s+quà\s+tặng`,
].join("|");
// Issued shapes: letter-digit groups of 4 to 6 (three to five of them), a run of 12 to 25 upper-
// case letters and digits, or digits grouped 3-3-4 or 4-4-4-4. Round 40: also four upper-case
// groups of 4 split by spaces, each holding a digit and one a letter (`L2HY 8XX0 UPF9 XR71`):
// words cannot, and 16 digits so spaced are a card's printed number.
const VALUE = String
  .raw`(?-i:(?=[\d ]{0,18}[A-Z])(?=[A-Z]{0,3}\d)[A-Z0-9]{4}(?: (?=[A-Z]{0,3}\d)[A-Z0-9]{4}){3})|(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,4}|(?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{12,25}|\d{3}-\d{3}-\d{4}|\d{4}-\d{4}-\d{4}-\d{4}`;
// Label, up to 60 characters of the same sentence (or a line break right before the value), value.
const GIFT = new RegExp(
  String
    .raw`(?:${LABEL})[^\n.!?。]{0,60}?(?:\n[ \t]*)?(?<![\p{L}\p{N}_+(-])(${VALUE})(?![\p{L}\p{N}_-])`,
  "giu",
);
// A phone number is no code: digits after words that offer a number to call.
const PHONE = /\b(?:call|phone|tel|hotline|helpline|support|ring|whatsapp)\b/i;
// A number the gap names as a reference (an order's tracking number, a receipt) is no code.
const REFERENCE =
  /(?<!\p{L})(?:order|tracking|invoice|receipt|ticket|case|ref(?:erence)?|shipment|serial|sku|isbn|booking|transaction|bestell\p{L}*|rechnung\p{L}*|commande|facture|pedido|factura|ordine|zamówieni\p{L}*|заказ\p{L}*|замовлення|注文|订单|訂單|주문)(?!\p{L})/iu;

function findGiftCodes(text: string, at: number[] | null): Span[] {
  return lineWindows(text, at, GIFT, (m) => {
    const gap = m[0].slice(0, m[0].length - m[1].length);
    return !REFERENCE.test(gap) && !(/^\d/.test(m[1]) && PHONE.test(gap));
  }, "gift-code");
}

export const GIFT_CODE_RULES: TextRule[] = [
  {
    id: "gift-code",
    category: "secret",
    keywords: [
      "gift",
      "redemption code",
      "redeem code",
      "download code",
      "prepaid code",
      "reveal code",
      "recharge code",
      "top-up code",
      "topup code",
      "google play",
      "itunes",
      "app store",
      "steam",
      "xbox",
      "playstation",
      "psn",
      "nintendo",
      "eshop",
      "roblox",
      "amazon",
      "fortnite",
      "minecraft",
      "spotify",
      "netflix",
      "gavekort",
      "presentkort",
      "lahjakor",
      "cadeaukaart",
      "cadeaubon",
      "waardebon",
      "cadeau",
      "bon d'achat",
      "gutschein",
      "geschenkkarte",
      "guthabenkarte",
      "doładowania",
      "podarunkow",
      "บัตรของขวัญ",
      "מתנה",
      "שובר",
      "गिफ्ट",
      "उपहार",
      "kode voucher",
      "kartu hadiah",
      "regalo",
      "presente",
      "resgate",
      "hediye",
      "подарунков",
      "подарочн",
      "プリペイド",
      "ギフト",
      "상품권",
      "기프트",
      "zawadi",
      "礼品卡",
      "禮品卡",
      "兑换码",
      "兌換碼",
      "充值卡",
      "هدايا",
      "هدية",
      "δωροκάρτα",
      "δώρου",
      "dárkov",
      "ajándék",
      "quà tặng",
    ],
    find: findGiftCodes,
  },
];
