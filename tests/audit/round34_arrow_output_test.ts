// Issue 13, redaction round 34: the foreign-link grammar steps over an arrow (or 🔄) before the
// words that lead to the value ("noun → the new one is: V"), reads the Ethiopic colon, French
// « V » with blanks inside and Polish „V”, and the Romance "validation"/"recovery" codes; a
// command printing one named credential may print two classes of random material (hex, a base32
// seed). Examples written for this test in wordings the tuning sets do not use.
import { gone, kept } from "./_gone_kept.ts";
import { DIGITS, HEX, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghijkmnpqrstuvwxyz";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const pass = () => `${rand(LOWER, 5)}${rand("23456789", 4)}!`;

Deno.test("an arrow, words, then the link and the value: gone", () => {
  const p = pass();
  gone(`Jenkins — Passwort → ab heute gilt: "${p}"`, p);
  const q = pass();
  gone(`Grafana — contraseña 🔄 la nueva es: «${q}»`, q);
  const c = `${rand(B32, 4)}-${rand(B32, 4)}-${rand(B32, 4)}`;
  gone(`Portail RH — code de récupération → désormais c'est : « ${c} »`, c);
  const r = pass();
  gone(`Moodle — hasło → od jutra: „${r}”, usuń wiadomość`, r);
});

Deno.test("an arrow before words that are about the secret, or a placeholder: kept", () => {
  kept(`Jenkins — Passwort → Richtlinie: mindestens 12 Zeichen`);
  kept(`PIN → length: 6 digits, no repeats`);
  kept(`รหัสผ่าน → ใหม่คือ: "รหัสผ่านใหม่ของคุณ"`);
  kept(`password → see the vault entry: https://vault.example/ui/vault/secrets`);
});

Deno.test("a Romance validation or recovery code with its link: gone", () => {
  const c = rand(DIGITS, 6).replace(/^0/, "7");
  gone(`Seu código de validação: ${c} (expira em 10 minutos)`, c);
  const d = rand("23456789", 6);
  gone(`Il codice di sicurezza è ${d}, non condividerlo`, d);
});

Deno.test("a command printing one named credential: hex and base32 output gone", () => {
  const h = rand(HEX, 48);
  gone(`$ secretctl read BILLING_API_SECRET --stage live\n${h}\n$ exit`, h);
  const s = rand(B32, 32);
  gone(`$ secretctl read ADMIN_TOTP_SEED\n${s}`, s);
});

Deno.test("a command printing a digest, a commit or a repeated id: kept", () => {
  kept(`$ sha256sum release.tar.gz\n${rand(HEX, 64)}`);
  kept(`$ git rev-parse HEAD\n${rand(HEX, 40)}`);
  kept(`$ secretctl read SIGNING_KEY --field kid\n2024a2024a2024a2024a`);
});
