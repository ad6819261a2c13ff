// Issue 13, redaction round 49: credentials recognised by a published format whatever label comes
// with them: base64 of `user:password` (RFC 7617), redis.conf's `requirepass`/`masterauth`, and
// WordPress's auth cookie (`user|expiration|token|hmac`) with a shortened site hash or a space
// for `=`. Examples written here, not copied from any set.
import assert from "node:assert/strict";
import { encodedUserPass } from "../../src/audit/documented_format_rules.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const pw = () => `Q${rand(ALNUM, 12)}7!x`;

Deno.test("base64 of user:password standing alone is a secret", () => {
  const b64 = btoa(`svc-backup:${pw()}`);
  assert.ok(encodedUserPass(b64));
  gone(`$ cat ~/.secrets/http_creds\n${b64}\n$ cat ~/.secrets/port\n8443`, b64);
  gone(`the old box had ${b64} in its auth file, rotate it`, b64);
});

Deno.test("base64 of a documented example, a URL, a port or a word pair is kept", () => {
  for (const plain of ["username:password", "user:pass", "https://files.example.org/v1"]) {
    assert.ok(!encodedUserPass(btoa(plain)), plain);
  }
  assert.ok(!encodedUserPass(btoa("localhost:8080")));
  assert.ok(!encodedUserPass(btoa("Aladdin:open sesame")), "RFC 7617's sample has a space");
  assert.ok(!encodedUserPass(btoa("theme:darkmode")), "lower-case word: a setting");
  const settings = btoa(JSON.stringify({ theme: "dark", pageSize: 50 }));
  kept(`ui_prefs: ${settings}`);
  kept(`Authorization header example: Basic ${btoa("username:password")}`);
  // A run inside a longer token (base64url, a path) is not a token of its own.
  kept(`see /static/${btoa(`deploy:${"Ab1!".repeat(3)}`)}-v2/app.js`);
});

Deno.test("redis requirepass and masterauth take the password as their argument", () => {
  const p = pw();
  gone(`bind 127.0.0.1\nrequirepass ${p}\nmaxmemory 2gb`, p);
  gone(`redis-cli CONFIG SET requirepass "${p}"`, p);
  gone(`Redis requirepass: ${p} for the night shift`, p);
  const hex = rand(HEX, 32);
  gone(`masterauth ${hex}`, hex);
  kept("# requirepass foobared");
  kept("Set requirepass to a strong value before exposing the port.");
  kept("requirepass ${REDIS_PASSWORD}");
});

Deno.test("WordPress auth cookie with a shortened hash or a space for '='", () => {
  const value = `editor%7C1796${rand("0123456789", 6)}%7C${rand(ALNUM, 43)}%7C${rand(HEX, 64)}`;
  gone(`Cookie: wordpress_logged_in_${rand(HEX, 4)} ${value} — do not share`, value);
  gone(`wordpress_logged_in_b2=${value}; path=/`, value);
  const short = `admin%7C${rand(HEX, 40)}`;
  gone(`Cookie: wordpress_logged_in_c7=${short}.`, short);
  // The cookie's name alone, or followed by prose, is kept.
  kept("the wordpress_logged_in_ab12 cookie expires after two days");
});

Deno.test("a curl config's user line holds name:password", () => {
  const p = pw();
  gone(`url = "https://api.example.org/v1/export"\nuser = "deploy:${p}"\nsilent`, p);
  gone(`proxy-user = "relay:${p}"`, p);
  const q = `${rand(ALNUM, 10)}4x`;
  gone(`user "ops:${q}"\nsilent`, q);
  // YAML's uid:gid, a user:group pair and a name repeated are no passwords.
  kept(`services:\n  app:\n    user: "1000:1000"`);
  kept(`user = "www-data:www-data"`);
  kept(`user = "node:app-group"`);
});

Deno.test("fish's set -gx of a credential's name exports the secret", () => {
  const hex = rand(HEX, 64);
  gone(`set -gx REGION eu-west-1\nset -gx SIGNING_SECRET ${hex}\nset -gx PORT 8080`, hex);
  const tok = rand(ALNUM, 32);
  gone(`set --global --export API_TOKEN '${tok}'`, tok);
  // A setting's name, a path to a secret file or a short word stays.
  kept(`set -gx FEATURE_FLAGS beta-search,export-v2\nset -gx LOG_LEVEL debug`);
  kept(`set -gx DB_PASSWORD_FILE /run/secrets/db_password`);
});
