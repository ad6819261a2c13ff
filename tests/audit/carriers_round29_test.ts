// Issue 13, redaction round 29: a one-time code named in another language, and a gift card's or
// voucher's redemption code under its label, each next to benign look-alikes (order, student,
// request and meeting numbers, game PINs, phone numbers, masked cards, durations). Examples
// written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";

const DIGITS = "0123456789";
const ISSUED = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const otp = () => `${rand("123456789", 1)}${rand(DIGITS, 5)}`;
const group = () => `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${rand(DIGITS, 1)}${rand(ISSUED, 2)}`;

Deno.test("a one-time code named in another language is gone, in the sentence or under it", () => {
  const cases = [
    (c: string) => `Kód pro přihlášení: váš ověřovací kód do knihovny je ${c}, platí chvíli.`,
    (c: string) => `Ваш код подтверждения для банка: ${c}. Никому не сообщайте.`,
    (c: string) => `Tu código de verificação chegou:\n${c}\nNão partilhe.`,
    (c: string) => `您的登录验证码为 ${c}，请勿泄露。`,
    (c: string) => `[도서관] 인증번호 ${c}을 입력하세요.`,
    (c: string) => `Kertakäyttökoodisi kirjastoon on ${c}.`,
    (c: string) => `Tek kullanımlık şifreniz ${c} — kimseyle paylaşmayın.`,
    (c: string) => `رمز التحقق للمكتبة هو ${c}`,
    (c: string) => `Mã xác minh thư viện của bạn: ${c}`,
    (c: string) => `Engangskoden din til biblioteket er ${c}.`,
  ];
  for (const make of cases) {
    const c = otp();
    gone(make(c), c);
  }
});

Deno.test("a code noun that is no one-time code, or a number that is a duration, stays", () => {
  kept("Mã học sinh của Linh: 2038417, lớp 3B.");
  kept("Код заказа 4417392 — доставка завтра.");
  kept("Ваш код подтверждения действует 10 минут.");
  kept("Kahoot: gib die Spiel-PIN 7730142 auf kahoot.it ein.");
  kept("Zoom 会议号 882 4410 2391，密码另行通知。");
  kept("인증번호는 문자로 보내 드립니다. 접수번호 XR-2208.");
  kept("Váš ověřovací kód vyprší za 5 minut.");
  kept("Doğrulama kodu 2025 yılında değişti.");
});

Deno.test("a gift card's redemption code under its label is gone, in any of its shapes", () => {
  const g = [group(), group(), group()].join("-");
  gone(`Geschenkkarte von Tante Ilse, Code: ${g} — bitte bald einlösen.`, g);
  gone(`Xbox gift card for the science fair winner\n${g}\n`, g);
  gone(`Carte cadeau Fnac pour la maîtresse : ${g}.`, g);
  const run = `${rand(ISSUED, 6)}7${rand(ISSUED, 6)}3${rand(ISSUED, 2)}`;
  gone(`Подарочный сертификат в книжный: ${run}, активировать до мая.`, run);
  gone(`Your redemption code is ${run} (one use only).`, run);
  const pin = `${rand("123456789", 1)}${rand(DIGITS, 2)}-${rand(DIGITS, 3)}-${rand(DIGITS, 4)}`;
  gone(`상품권 핀번호: ${pin}`, pin);
  gone(`the steam card pin is ${pin}, scratch carefully`, pin);
});

Deno.test("order and receipt numbers, phones, masked cards and friend codes near a gift label stay", () => {
  kept("Gift card order #GC-48213377 shipped; tracking 1Z999AA10123456784.");
  kept("Lost your gift card? Call support on 800-555-0199 and quote the receipt.");
  kept("Gift card ****-****-****-7QZK has $12.50 left.");
  kept("Nintendo friend code SW-4120-7781-0093 — add me after school.");
  kept("Gutschein über 25 EUR, Bestellnummer 2026-0412-7781.");
  kept("Steam gift card: sold out, restock on 2026-12-01.");
  kept("Google Play promo: use code SAVE20 at checkout.");
  kept("Amazon gift card receipt RX7Q2M4K9P3T8W is ready for the PTA.");
  kept("Подарочная карта: заказ 7K2QW9RT4XMP5L оформлен.");
});
