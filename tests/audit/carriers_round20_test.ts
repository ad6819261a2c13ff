// Issue 13, redaction round 20: the families behind the misses of v23 (transport and mobility)
// read with v15–v22's residuals. Each family next to look-alikes that stay byte-identical.
// Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, HEX, LETTERS, rand } from "./fixtures/random.ts";

const C64 = "./" + ALNUM;
const typed = () => `Tq${rand(LETTERS, 5)}%7=${rand(LETTERS, 3)}k`;
const uuid = () => [8, 4, 4, 4, 12].map((n) => rand(HEX, n)).join("-").replace(/^./, "b");

Deno.test("a name/value record pasted into prose, its label in any language", () => {
  const pw = typed();
  gone(`Handover, do not forward:\n{"name": "parola — yard crane HMI", "value": "${pw}"}\nok`, pw);
  gone(`note {"name": "пароль — ticket gate web", "value": "${pw}"} end`, pw);
  const key = rand(B64, 43) + "=";
  gone(`# {"name": "WireGuard PrivateKey on the depot router", "value": "${key}"}`, key);
  // The walker reads the same label in JSON.
  const out = redactValue({ name: "parolă — dispecerat web", value: pw }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/value"]);
  // A record naming no credential, a policy about a password, words and a sample stay.
  kept(`cfg {"name": "depot router hostname", "value": "Xr7-${rand(ALNUM, 10)}"} end`);
  kept(`cfg {"name": "parola — policy", "value": "min 12 chars"} end`);
  kept(`cfg {"name": "password hint", "value": "${pw}"} end`);
  kept(`cfg {"name": "parola chiave", "value": "autostrada"} end`);
  const plain = { name: "parola del giorno", value: "ciao" };
  assert.deepEqual(redactValue(plain, "").value, plain);
});

Deno.test("a password word, a dash, what it opens and a bracketed aside before the value", () => {
  const pw = typed();
  gone(`password — ramp ops tablet (as set during commissioning) ${pw}\nthanks`, pw);
  gone(`mật khẩu — máy chủ bãi xe (theo cấu hình) ${pw}`, pw);
  gone(`パスワード — 車両管理 (設定画面の通り) ${pw}`, pw);
  gone(`şifre — otopark sunucusu (ayarlar sayfasında) ${pw}`, pw);
  // An aside followed by words, an identifier, a lower-case word with digits and a new sentence.
  kept("password — ramp ops tablet (see the wiki) rotated monthly");
  kept("password — ramp ops tablet (optional) admin123");
  kept("Password reset done. Terminal (bay 4) Xk7Q-Rlm2Vb0");
});

Deno.test("a key's name and aside, then a random value that words follow", () => {
  const id = uuid();
  gone(`paste this: Fleet API client secret (copied from the portal) ${id} and save it`, id);
  const hex = rand(HEX, 40);
  gone(`Partner API key (copied from the portal) ${hex} and save it`, hex);
  gone(`hub credentials token B (from the roaming hub) ${id}\nthanks`, id);
  gone(`session id (from the browser) ${hex} / keep it private`, hex);
  // A UUID after a session's id, a typed value followed by words, a key id and a public key stay.
  kept(`session id (from the log) ${id} then retry`);
  kept(`API key (new) Tq7xRt9k then press save`);
  kept(`API key id (from the console) ${hex} then press save`);
  kept(`public key (from the portal) ${hex} then press save`);
});

Deno.test("glibc crypt and LDAP userPassword hashes in any carrier", () => {
  const h6 = `$6$${rand(C64, 16)}$${rand(C64, 86)}`;
  gone(`paste this:\n${h6}   <- lane controller line\nthen test`, h6);
  const h5 = `$5$${rand(C64, 16)}$${rand(C64, 43)}`;
  gone(`service account hash (see settings) ${h5}`, h5);
  const h1 = `$1$${rand(C64, 8)}$${rand(C64, 22)}`;
  gone(`{"name": "root in /etc/shadow", "value": "${h1}"}`, h1);
  const ssha = `{SSHA}${rand(B64, 32)}`;
  gone(`directory userPassword for svc-ops: ${ssha} / rotate`, ssha);
  // Round 41: bcrypt is credential material too (the lead's decision); round 43: so is Apache's
  // apr1. Wrong lengths, the published vectors' lower-case salts and short or low-entropy LDAP
  // values stay.
  const bcrypt = `$2y$10$${rand(C64, 53)}`;
  gone(`ops:${bcrypt}`, bcrypt);
  const apr1 = `$apr1$${rand(C64, 8)}$${rand(C64, 22)}`;
  gone(`ops:${apr1}`, apr1);
  kept(`$6$${rand(C64, 16)}$${rand(C64, 43)}`);
  kept(`$5$rounds=5000$saltstring$${rand(C64, 43)}`);
  kept("{SSHA}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  kept("{SHA}short==");
});

Deno.test("an arrow's label closed by a slash", () => {
  const hex = rand(HEX, 40);
  gone(`RMK/ as requested / ${hex}   <- drone data API key / store it in the vault`, hex);
  kept(`RMK/ ${hex}   <- build commit key / see log`);
  kept(`RMK/ ${hex}   <- not an API key / see log`);
});

Deno.test("a bare key in a service's settings block", () => {
  const k = `${rand(ALNUM, 31)}7`;
  const hex = rand(HEX, 32);
  const out = redactValue({ maps: { key: k }, galaxy: { url: "https://g.example", key: hex } }, "");
  assert.deepEqual(out.redacted.map((r) => r.path).sort(), ["/galaxy/key", "/maps/key"]);
  // A map entry, a cache's key, a UUID, a public key and a short or long value stay.
  const keep = {
    tag: { key: k, value: "x" },
    cache: { key: hex },
    maps: { key: uuid() },
    ext: { key: `MIIBIjANBgkqhkiG9w0BAQEFAAOC${rand(B64, 60)}` },
    other: { key: "Xr7" },
  };
  assert.deepEqual(redactValue(keep, "").value, keep);
});

Deno.test("a slot split by slashes, a short word's typed value and a gzip header in a token", () => {
  const v = `0h${rand(ALNUM, 12)}Zq`;
  gone(`Notes: shop key / shop_key / ${v} — from the box`, v);
  const pw = `qo${rand(LETTERS, 5)}!kk${rand(LETTERS, 2)}!wbE`;
  gone(`temp pw for the billing replica is ${pw}`, pw);
  const gz = `v^1.1#i^1#t^H4sIAAAAAAAAA${rand(B64, 80)}`;
  gone(`Store user token: ${gz}`, gz);
  // Words after a slash, a pass that is a boarding pass, and a run of one letter stay.
  kept("API key / shop_key / see the vault — from the box");
  kept("boarding pass for gate B is ready");
  kept(`Store user token: v^1.1#t^AAAAAAAAAAAAA${rand(B64, 40)}`);
});

Deno.test("the value first in a pasted record, and an aside in full-width brackets", () => {
  const pw = typed();
  gone(`note {"value": "${pw}", "name": "parola — cântar"} end`, pw);
  gone(`パスワード — 車両管理（設定画面の通り） ${pw}\n以上`, pw);
  gone(`contraseña (la del panel) ${pw}`, pw);
  kept(`note {"value": "enabled", "name": "reset password"} end`);
  kept("パスワード — 車両管理（設定画面の通り） 変更済み");
  kept("contraseña (la del panel) cambiada");
});

Deno.test("a name alone on its line, then the value with a settings page's buttons", () => {
  // Marks inside (`!`, `-`) keep the standalone-literal rule off: the name line decides.
  const v = `00D${rand(ALNUM, 12)}!-${rand(ALNUM, 20)}-${rand(ALNUM, 10)}`;
  gone(`Settings > API\nVENDOR_ACCESS_TOKEN\n${v}   Copy   Rotate\nLast used today`, v);
  // Prose under the name, and a name of words with buttons after it, stay.
  kept(`Settings > API\nVENDOR_ACCESS_TOKEN\nrotated yesterday by ops\nLast used today`);
  kept(`Settings > API\nVENDOR_ACCESS_TOKEN\nsee-the-vault-entry   Copy\nLast used today`);
});

Deno.test("an agent trace's command field reading a credential, and its stdout field", () => {
  const pw = typed();
  gone(
    `tool: shell\ncommand: bw get password db-replica\nexit_code: 0\nstdout: ${pw}\nnote: x`,
    pw,
  );
  gone(`cmd: vault kv get -field=password secret/db\noutput: ${pw}`, pw);
  // A command naming no credential, an output of words and a command too far above stay.
  // Round 68: the outputs kept are hex (what `git rev-parse` prints): a generated password after
  // `stdout:` is a value standing alone to system-value whatever the command, now that its `=`
  // no longer hides it (eq_mark.ts), as it was for one without `=` before.
  kept(`command: git rev-parse HEAD\nexit_code: 0\nstdout: ${rand(HEX, 40)}`);
  kept("command: bw get password db-replica\nstdout: Not-found-error");
  kept(`command: bw get password db-replica\na\nb\nc\nstdout: ${rand(HEX, 40)}`);
});
