// Issue 13, redaction round 44 (guided by rtr8, its benign changes and misses): values marked dead
// before or after them, weak ETags, consent cookies, secrets given as the new value of a change,
// quoted `curl -u` passwords and httpie's `-a`, and a routing key in raw hex. Examples written here.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const ghp = () => `ghp_${rand(ALNUM, 36)}`;

Deno.test("a token marked dead by a bracketed label before it is kept", () => {
  kept(`#ops [11:02] ana: [revoked, do not use] ${ghp()}`);
  kept(`- (expired) ${ghp()}`);
  // The label must touch the value: a dead mark earlier on the line says nothing about it.
  const live = ghp();
  gone(`[revoked] the old one; new one: ${live}`, live);
});

Deno.test("a token followed by a dash and a dead word is kept, another value's is not", () => {
  kept(`old token ${ghp()} — revoked this morning, 401 since then`);
  kept(`cfg: ${ghp()} -- deactivated by the vendor`);
  const fresh = ghp();
  gone(`new token ${fresh} — old one revoked at 09:00`, fresh);
  gone(`new token ${fresh} — rotated the previous one`, fresh);
});

Deno.test("an aside whose last item is a dead word keeps the value, a dated one does not", () => {
  kept(`${ghp()} (pasted in #support-12 by mistake; revoked)`);
  const failed = ghp();
  gone(`401 for token ${failed} (revoked 2026-02-01)`, failed);
});

Deno.test("a weak ETag is an identifier", () => {
  kept(`< etag: W/"1a2f-${rand(ALNUM, 27)}"`);
  kept(`ETag: W/"${rand(HEX, 8)}-${rand(ALNUM, 27)}"`);
});

Deno.test("a consent cookie holds a choice, a session cookie beside it is still redacted", () => {
  kept("dev: Cookie: _ga=GA1.1.20.17; cookie_consent=marketing; lang=pt-BR");
  const sid = rand(ALNUM, 40);
  gone(`dev: Cookie: cookie_consent=marketing; session_id=${sid}`, sid);
});

Deno.test("a secret given as the new value of a change, verb before or after the noun", () => {
  // Words joined by a mark, then digits: shapes the password rules alone leave.
  const pw = `Lantern?${rand("abcdefghijklmnopqrstuvwxyz", 6)}${rand("0123456789", 4)}`;
  for (
    const line of [
      `replaced the staging db password with ${pw} after the audit`,
      `cambié la contraseña del panel por ${pw}`,
      `troquei a senha do painel para ${pw}`,
      `zmieniłam hasło na ${pw}`,
      `поменял пароль на ${pw}`,
      `hab das Kennwort ersetzt durch ${pw}`,
      `mdp remplacé par ${pw}`,
    ]
  ) gone(line, pw);
  const seed = rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32);
  gone(`hab den TOTP seed ersetzt durch ${seed}`, seed);
});

Deno.test("a change that sets no secret value is kept", () => {
  kept("set the Heroku API key to dummy in your .env");
  kept("we changed the password policy to 12 characters last week");
  kept("replaced the token with the one from the vault");
});

Deno.test("a quoted curl -u password and httpie's -a password are redacted", () => {
  const pw = `%${rand(ALNUM, 12)}#`;
  gone(`curl -u deploy:'${pw}' https://api.example.test/v1`, pw);
  const hp = `${rand(ALNUM, 6)}.${rand(ALNUM, 8)}`;
  gone(`http -A digest -a ci:${hp} GET https://api.example.test/orders/1`, hp);
  kept("ls -a build:cache2026");
});

Deno.test("a routing key in raw hex is a secret; a broker's dotted routing key is not", () => {
  const key = rand(HEX, 32);
  const r = redactValue({ events: { routing_key: key, severity: "error" } }, "");
  assert.ok(!JSON.stringify(r.value).includes(key));
  const amqp = { exchange: "orders", routing_key: "orders.created.eu" };
  assert.deepEqual(redactValue(amqp, "").value, amqp);
});
