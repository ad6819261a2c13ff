// Issue 13, redaction round 17: the families behind the misses and false alarms of v20 (media,
// publishing, games, broadcast) read with v15–v19's residuals. Each family next to look-alikes on
// the other side. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, cardNumber, HEX, rand, uuid } from "./fixtures/random.ts";

Deno.test("a barcode symbology with its variant names a product code, not a card", () => {
  const n = cardNumber("4", 13);
  kept(`From the public docs, for reference:\nEAN-13: ${n}`);
  kept(`UPC-A ${cardNumber("4", 12)} and GTIN-14: ${cardNumber("4", 14)}`);
  kept(`ISBN-13 ${n}`);
  // A card word on the line, or no label at all, still counts.
  const card = cardNumber("4", 16);
  gone(`EAN-13 field holds the card ${card}`, card);
  gone(`Customer sent ${card} in the chat`, card);
});

Deno.test("a README's stock value on a line that calls itself a sample stays", () => {
  kept("Docs sample: api_key=abc123 (from the SDK README)");
  kept("Example: token=abcd1234");
  // The same value with no docs word, and a real value on a docs line, still go.
  gone("staging: api_key=abc123", "abc123");
  const key = rand(ALNUM, 32);
  gone(`Docs sample: api_key=${key}`, key);
});

Deno.test("an arrow from a bracketed aside to the value", () => {
  const hex = rand(HEX, 48);
  gone(`Vendor API secret (as shown on the settings screen) → ${hex}`, hex);
  const id = uuid();
  gone(`Tracker API key (from the admin page) -> ${id}`, id);
  const title = `Q${rand(ALNUM, 40)}7`;
  gone(`Title secret key (prod) => ${title}`, title);
  const wp = "Hq7R Zx2m Pk4w Tn8s Lb3v Yc9d";
  gone(`WordPress application password (as shown on the settings screen) → ${wp}`, wp);
  // Words, a run of groups, an identifier's aside, a sample stay.
  kept("Reset the password (as shown on the settings screen) → tomorrow morning please");
  kept("API key (id on the settings screen) → 7f3a9c2e-1b4d-4e8f-9a6b-2c5d8e1f0a3b");
  kept("Application password (as shown) → abcd 1234 abcd 1234 abcd 1234");
  kept("Application password (as shown) → Sign Into Your Site With Your Name");
  kept("API secret (as shown on the settings screen) → <your-secret-here>");
});

Deno.test("an arrow back at a key's or an OTP's seed", () => {
  const seed = `+${rand(ALNUM, 20)}+${rand(ALNUM, 18)}`;
  gone(`noted — ${seed}   <- DRM key seed`, seed);
  const otp = `${rand(ALNUM, 12)}7Q`;
  gone(`noted — ${otp}   <- TOTP seed`, otp);
  kept(`noted — 1700000000   <- random seed`);
  kept(`noted — ${rand(HEX, 12)}   <- seed`);
});

Deno.test("webhook URLs by their published path, on any host; Twitch's oauth: login", () => {
  const team = `T${rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)}`;
  const bot = `B${rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)}`;
  const secret = rand(ALNUM, 24);
  gone(`release bot webhook: https://relay.example.net/services/${team}/${bot}/${secret}`, secret);
  const id = uuid();
  gone(`webhook: https://open.feishu.cn/open-apis/bot/v2/hook/${id}`, id);
  gone(`webhook: https://open.larksuite.com/open-apis/bot/v2/hook/${id}`, id);
  const twitch = rand("abcdefghijklmnopqrstuvwxyz0123456789", 29) + "7";
  gone(`PASS oauth:${twitch}`, twitch);
  // A services path of words, a docs path, a short oauth: word stay.
  kept("see https://example.com/services/TEAMS/BILLING/overview for the list");
  kept("https://open.feishu.cn/open-apis/bot/v2/hook/<webhook-uuid>");
  kept("oauth:token is the prefix the IRC server expects");
  kept(`oauth:${"a".repeat(30)}`);
});

Deno.test("a credential after an auth scheme word in an assignment", () => {
  const id = uuid();
  gone(`\tedge.api_token = token ${id}`, id);
  const t = rand(ALNUM, 40);
  gone(`service_secret = Bearer ${t}`, t);
  // A scheme word then prose, a placeholder, or nothing stay.
  kept("api_token = token based on the account settings");
  kept("auth_token = token <your-token-here>");
  kept("token_type = bearer");
});

Deno.test("a console's link code or a device's pairing code after its name", () => {
  const code = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}7${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)}-${
    rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 4)
  }-Q${rand("0123456789", 3)}`;
  gone(`; Console link code for the devkit (valid 24 h): ${code}`, code);
  gone(`TV pairing code: 48${rand("0123456789", 4)}`, "pairing code: 48");
  // A link's code word in prose, a short code, a sample stay.
  kept("Link code: see the devkit manual, chapter 3");
  kept("Pairing code: shown on the TV for two minutes");
  kept("Link code: DEVKITS");
  kept("Link code: AB-12");
});

Deno.test("JSON: a DRM provider's signing IV beside its signing key", () => {
  const iv = rand(HEX, 32);
  const out = redactValue(
    { drm: { signing_key: rand(HEX, 64), signing_iv: iv, kid: uuid() } },
    "/a",
  );
  assert.deepEqual(out.redacted.map((r) => r.path).sort(), [
    "/a/drm/signing_iv",
    "/a/drm/signing_key",
  ]);
  // An IV of a media segment (`iv`, `segment_iv`) and the key id stay.
  const seg = redactValue({ hls: { iv: `0x${rand(HEX, 32)}`, segment_iv: rand(HEX, 32) } }, "/a");
  assert.deepEqual(seg.redacted, []);
});

Deno.test("Express's signed session cookie by its format", () => {
  const sid = `s%3A${rand(ALNUM, 32)}.${rand(ALNUM, 42)}Q`;
  gone(`Substack session (substack.sid) (as shown) → ${sid}`, sid);
  gone(`Cookie: connect.sid=${sid}`, sid);
  // A short signature, a plain `s%3A` in a URL, a shorter id stay.
  kept(`https://example.com/?q=s%3Aorders.${rand(ALNUM, 12)}`);
  kept("connect.sid=s%3Aabc.def");
});
