// Issue 13, redaction round 32: forms read by property in step 3 — a cookie named in a sentence
// of any language and then written as its `name=value` pair on the same line; a label naming a
// credential, any words of any language, a colon, then the value. Benign look-alikes come back
// byte-identical. Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, HEX, rand } from "./fixtures/random.ts";

Deno.test("a cookie named in prose, then its pair on the same line, is gone", () => {
  const v = rand(ALNUM, 32);
  gone(`Übergabe: der Cookie-Header lautet app_sid=${v}, bitte danach ändern.`, v);
  gone(`Il fornitore ha mandato il cookie per email: APPSESSION=${v} (sistema CI)`, v);
  gone(`the session cookie from the HAR is auth_token=${v}; rotate it`, v);
});

Deno.test("cookie words beside settings and attributes are kept", () => {
  kept("the cookie banner stores consent=accepted_all_v2 for a year");
  kept("cookie max-age=31536000 and theme=dark_mode_v2");
  kept("set the cookie domain=example.org and path=/app/v2 on the proxy");
  kept("cookie jar written to cookies.txt; retries=3 timeout=30s");
});

Deno.test("a label naming a credential, then a colon and the value, is gone in any language", () => {
  const pw = `${rand("abcdefghjkmnpqrstuvwxyz", 7)}_${rand(DIGITS, 5)}`;
  gone(`공급업체가 relay console password을 메일로 보냈습니다: ${pw} (작업 로그)`, pw);
  const up = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const key = `${rand(up, 4)}${rand(DIGITS, 8)}${rand(up, 6)}${rand(DIGITS, 2)}`;
  gone(`ベンダーがlicence server keyをメールで送ってきました：${key}（保守メモ）`, key);
  const code = rand("123456789", 10);
  gone(`Tedarikçi kiosk PIN bilgisini e-postayla yolladı: ${code}`, code);
  const override = `OVR${rand(DIGITS, 8)}`;
  gone(`Shift handover: the new interlock override code of the mixing skid: ${override}`, override);
});

Deno.test("labels about a credential, identifiers and key names are kept", () => {
  kept("- boarding pass: M1DOE7JOHN4 seq 057, seat 30F");
  kept("- idempotency key: 7f3a9c1e5b2d48f6a0c1e2d3");
  kept("Signing key fingerprint: 4E1F0A9C2B7D55AA3C1D9E8F");
  kept("GPG key id: 0xE83C7D22920A5F19");
  kept("Password last changed: 2026-10-02 by the desk");
  kept("    auth_code: 834201\n    amount: 12.50");
  kept("Config for the login button: 8842-client.apps.example.org");
  kept("Error code: 4041207 (see the runbook)");
});

Deno.test("an adverb of time between the copula and a key is read as a link", () => {
  const key = rand(HEX, 32);
  gone(`pretty sure the relay client secret is still ${key}, nobody rotated it`, key);
  gone(`the webhook signing secret is currently ${key} on staging`, key);
  kept(`the deploy build is still 4f2a9c1e8b7d, nobody rebuilt it`);
});
