// Redaction round 41: application password hashes (bcrypt, argon2, scrypt, Django, MySQL, NT) are
// credential material wherever they stand; plain digests and hand-spelled placeholders stay.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

const C64 = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const UPHEX = "0123456789ABCDEF";

Deno.test("password hashes are redacted by their format, in any carrier", () => {
  const bcrypt = `$2b$12$${rand(C64, 53)}`;
  gone(`ops:${bcrypt}`, bcrypt);
  gone(`Hash des Passworts → ${bcrypt}.`, bcrypt);
  const django = `bcrypt_sha256$$2b$12$${rand(C64, 53)}`;
  gone(`stored ${django} for the admin`, django.slice("bcrypt_sha256$".length));
  const argon = `$argon2id$v=19$m=65536,t=3,p=4$${rand(B64, 22)}$${rand(B64, 43)}`;
  gone(`row 7: ${argon}`, argon);
  const scrypt = `$scrypt$ln=16,r=8,p=1$${rand(B64, 22)}$${rand(B64, 43)}`;
  gone(`migrated to ${scrypt}`, scrypt);
  const pbkdf2 = `pbkdf2_sha256$870000$${rand(C64.slice(2), 22)}$${rand(B64, 43)}=`;
  gone(`auth_user.password = '${pbkdf2}'`, pbkdf2);
  const djangoScrypt = `scrypt$16384$${rand(C64.slice(2), 22)}$8$1$${rand(B64, 86)}==`;
  gone(`value: ${djangoScrypt}`, djangoScrypt);
  const mysql = `*${rand(UPHEX, 39)}A`;
  gone(`| report | % | ${mysql} |`, mysql);
  const nt = rand(HEX, 31) + "7";
  gone(`NTLM: ${nt}`, nt);
  gone(`svc-backup:1104:aad3b435b51404eeaad3b435b51404ee:${nt}:::`, nt);
});

Deno.test("hashes under JSON names and in JSON strings are redacted", () => {
  const bcrypt = `$2y$10$${rand(C64, 53)}`;
  const out = redactValue({ utente: "mario", hash_password: bcrypt, nota: `old: ${bcrypt}` }, "");
  const v = out.value as Record<string, string>;
  assert.equal(v.utente, "mario");
  assert.ok(!v.hash_password.includes(bcrypt) && !v.nota.includes(bcrypt));
});

Deno.test("digests, wrong lengths and spelled placeholders stay", () => {
  kept(`commit ${rand(HEX, 40)} and sha256 ${rand(HEX, 64)}`);
  kept(`ETag: "${rand(HEX, 32)}"`);
  kept(`$2b$12$${rand(C64, 40)} is a truncated example`);
  kept("hash: $argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo");
  kept("the empty password's NT hash is NTLM: 31d6cfe0d16ae931b73c59d7e0c089c0");
  kept(`*${rand(HEX, 40).toLowerCase()} (a lower-case digest in a list)`);
  kept("The password field `password_hash` stores a bcrypt digest.");
});

Deno.test("an NT hash named a few words before its value, on one line", () => {
  const nt = rand(HEX, 31).toUpperCase() + "9";
  gone(`大家好，cloud account 的 NT hash of the office admin 已改为 ${nt}，请勿外传。`, nt);
  kept(`NTLM auth failed for host-7; see the runbook\nrequest ${rand(HEX, 32)}`);
});
