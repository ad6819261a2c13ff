// Issue 13, redaction round 16: the families behind the misses and false alarms of v19 (logistics,
// retail, hospitality, field operations) read with v15–v18's residuals. Each family next to
// look-alikes on the other side. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand, uuid } from "./fixtures/random.ts";

function redactedPaths(value: unknown): string[] {
  return redactValue(value, "/a").redacted.map((r) => r.path.slice(2));
}

Deno.test("a credential's name, an aside in brackets, then the value without a colon", () => {
  const hex = rand(HEX, 32);
  gone(`Acme: API key (as entered in the portal) ${hex}`, hex);
  const typed = `Qz${rand(ALNUM, 10)}!4`;
  gone(`Carrier: web service password (from the onboarding mail) ${typed}`, typed);
  gone(`Portal: Zugangs-Passwort (siehe Übergabe) ${typed}`, typed);
  const id = uuid();
  gone(`Vendor: client secret (as set on the configuration screen) ${id}`, id);
  gone(`ISA*00~\nMSG*Partner: shared secret (prod) ${hex}~\nSE*1~`, hex);
  // An identifier, a public key's name, prose, a masked or sample value stay.
  kept(`Acme: API key (id shown in the portal) ${hex}`);
  kept(`Site key (public, for the widget) ${rand(ALNUM, 24)}`);
  kept("Reset the password (as set on the configuration screen) tomorrow morning please");
  kept("Vendor: API key (as set on the configuration screen) ****************");
  kept("Vendor: API key (as set on the configuration screen) <your-key-here>");
  kept(`Tracking key (carrier) 1Z${rand("0123456789", 16)}`);
});

Deno.test("an arrow names a compound, Japanese or EDI-terminated credential; other arrows stay", () => {
  const secret = `b${rand(HEX, 40)}`;
  gone(`re-entered today — ${secret}  <- Shopware client_secret`, secret);
  const id = uuid();
  gone(`re-entered today — ${id}  <- Fleet X-Api-Key`, id);
  const typed = `k@${rand(ALNUM, 10)}`;
  gone(`再入力 — ${typed}  <- B2クラウド パスワード`, typed);
  gone(`MSG*re-entered — ${secret}  <- Store integration access token~`, secret);
  gone("noted it — q7w2k9x4m3  <- Marketplace shared secret", "q7w2k9x4m3");
  gone("noted it — abcD*QRFT?^Yq  <- Booking XML password", "abcD*QRFT?^Yq");
  // The arrow says what the value is not, or the value is a run, a word or an order number.
  kept(`re-entered today — ${id}  <- request id`);
  kept("noted it — 12345678  <- Marketplace shared secret");
  kept("noted it — shipments  <- Marketplace shared secret");
  kept(`SO-${rand("0123456789", 8)}  <- not a password`);
});

Deno.test("JSON: a sale's approval code and a UUID app key stay; the secret beside them goes", () => {
  const sale = { card: "411111******1111", rrn: rand("0123456789", 12), auth: "7QX41B" };
  assert.deepEqual(redactedPaths({ payment: sale }), []);
  const api = { appKey: uuid(), clientSecret: `ap_${rand(ALNUM, 32)}` };
  assert.deepEqual(redactedPaths({ pms: api }), ["/pms/clientSecret"]);
  // A Datadog application key (40 hex) and a bearer value or OTP under `auth` still go.
  assert.deepEqual(redactedPaths({ appKey: rand(HEX, 40) }), ["/appKey"]);
  assert.deepEqual(redactedPaths({ auth: `Bearer ${rand(ALNUM, 30)}` }), ["/auth"]);
  assert.deepEqual(redactedPaths({ auth: "482913" }), ["/auth"]);
});

Deno.test("JSON: a gift card's code, a maintenance code and a terminal key by X9.24 name", () => {
  const key = rand("0123456789ABCDEF", 32).replace(/^\d/, "A").replace(/[A-F]$/, "7");
  const value = {
    giftCard: { code: "QWRT-7KD2-MN4P-X9ZA", balance: 25 },
    kiosk: { id: "K-1002", maintenance: { code: "40917733" } },
    terminal: { serial: "123-456-789", tpk: key },
  };
  assert.deepEqual(redactedPaths(value), [
    "/giftCard/code",
    "/kiosk/maintenance/code",
    "/terminal/tpk",
  ]);
  // A product code, a discount code, a year, a key check value and a label stay.
  const benign = {
    product: { code: "AB12-CD34-EF56" },
    giftCard: { code: "SUMMER-SALE-TWENTY" },
    maintenance: { code: "2026" },
    terminal: { tpk: "TPK-LANE-4", kcv: "A1B2C3" },
  };
  assert.deepEqual(redactedPaths(benign), []);
});

Deno.test("a password of digits after a password word and a colon or a bracketed aside", () => {
  gone("Filiale 12 — كلمة المرور: 58204731", "58204731");
  gone("quầy thu ngân mật khẩu: 73920518", "73920518");
  gone("공유기 비밀번호 (생일) 39572014 — 메모", "39572014");
  gone("пароль: 48213977.", "48213977");
  // A sample, a date, an aside about the password, a count or a number with no colon stay.
  kept("mật khẩu: 12345678");
  kept("пароль: 20260115");
  kept("Passwort (min length) 12345678");
  kept("Passwort 94259322 wurde gesetzt");
  kept("Das Passwort hat: 12 Zeichen");
});

Deno.test("named codes: a compound's PIN and short letter-digit groups after a code's name", () => {
  gone("Zoll Zertifikats-PIN: 7302958164", "7302958164");
  gone("Terminal activation code: K7Q-4MZ-P2X", "K7Q-4MZ-P2X");
  // A status code, letters alone, two short groups and a four-digit PIN after a compound stay.
  kept("HTTP response code: 404");
  kept("activation code: ABC-DEF-GHI");
  kept("activation code: A1B-2C3");
  kept("Order-PIN: 123456");
});

Deno.test("Magento's session cookies, an MDM enrolment token and a gift card's code", () => {
  const sid = rand("abcdefghijklmnopqrstuvwxyz0123456789", 26).replace(/^./, "7");
  gone(`Cookie: frontend=${sid}; lang=en`, sid);
  gone(`Cookie: adminhtml=${sid}`, sid);
  gone("MDM enrolment token W7KD2201XQPL (valid 7 days)", "W7KD2201XQPL");
  gone("Gift card QH4M-T27X-9KPD-L3ZB  PIN 73029581", "QH4M-T27X-9KPD-L3ZB");
  // A deleted or masked cookie, a word after the token's name, a promo code and an order stay.
  kept("Cookie: frontend=deleted; adminhtml=xxxxxxxxxxxx");
  kept("Enrolment token: expires in 7 days");
  kept("Gift card GC-SUMMER-2026-PROMO  for you");
  kept("Gift card order ORD-2026-11-000123");
});

Deno.test("a link that prose names as a way in: its random last segment goes", () => {
  const token = `${rand(ALNUM, 12)}-${rand(ALNUM, 14)}`;
  gone(`Sign-in link for the new driver: https://driver.example.com/l/${token}`, token);
  gone(`eGift claim link: https://gift.example.com/c/${token}`, token);
  // A page, a placeholder, a commit digest and a link nobody names as a way in stay.
  kept("Sign-in link: https://app.example.com/login");
  kept("Sign-in link for staff: https://driver.example.com/l/<token>");
  kept(`reset link: https://git.example.com/repo/commit/${rand(HEX, 40)}`);
  kept(`Docs link: https://docs.example.com/a/${token}`);
});
