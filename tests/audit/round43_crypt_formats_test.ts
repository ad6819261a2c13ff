// Redaction round 43: crypt_formats.ts is the one module that knows each crypt format; these
// tests read its answers directly and through the rules that import it.
import assert from "node:assert/strict";
import {
  APPLICATION_HASH_SOURCES,
  CRYPT_BEFORE,
  hasCryptMark,
  isCryptValue,
  ldapHash,
  SYSTEM_CRYPT,
  systemCryptSized,
} from "../../src/audit/crypt_formats.ts";
import { secretHashMember } from "../../src/audit/crypt_line_rules.ts";
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

const C64 = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const whole = (source: string, s: string) => new RegExp(`^(?:${source})$`).test(s);

Deno.test("each application format's structure matches its layout and nothing a hair off", () => {
  const any = APPLICATION_HASH_SOURCES.join("|");
  const bcrypt = `$2b$12$${rand(C64, 53)}`;
  assert.ok(whole(any, bcrypt));
  assert.ok(!whole(any, bcrypt.slice(0, -1)), "bcrypt is 53 characters after its cost");
  const argon = `$argon2id$v=19$m=65536,t=3,p=4$${rand(B64, 22)}$${rand(B64, 43)}`;
  assert.ok(whole(any, argon));
  assert.ok(!whole(any, argon.replace("m=65536,", "")), "argon2 names its memory cost");
  assert.ok(whole(any, `*${rand("0123456789ABCDEF", 39)}A`));
  assert.ok(!whole(any, `*${rand(HEX, 40)}`), "a lower-case digest is no MySQL hash");
});

Deno.test("glibc layouts: sha-crypt's length is fixed by its number", () => {
  const re = new RegExp(`^(?:${SYSTEM_CRYPT})$`);
  const sha512 = `$6$rounds=5000$Zq81xkPw$${rand(C64, 86)}`;
  assert.ok(re.test(sha512) && systemCryptSized(sha512));
  const wrong = `$5$Zq81xkPw$${rand(C64, 86)}`;
  assert.ok(re.test(wrong) && !systemCryptSized(wrong), "sha256crypt's hash is 43, not 86");
  assert.ok(re.test(`$1$aB3dE9$AkU3v6h8ENsKTMq0zbQjf0`));
  assert.ok(!re.test(`$1$aB3dE9$AkU3v6h8ENsKTMq0zbQj`));
});

Deno.test("LDAP schemes need a whole random digest", () => {
  const b64 = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))));
  assert.ok(ldapHash("SSHA", b64));
  assert.ok(!ldapHash("SSHA512", b64), "24 bytes is short of SHA-512's 64");
  assert.ok(!ldapHash("SSHA", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
});

Deno.test("the marker tests the stepping-aside rules share", () => {
  assert.ok(hasCryptMark(`admin:$2y$10$${rand(C64, 53)}`));
  assert.ok(hasCryptMark("$argon2d$v=19$"));
  assert.ok(!hasCryptMark("Pr1ce$9!x"), "a dollar sign in a password is no crypt id");
  assert.ok(CRYPT_BEFORE.test("hash: $6$rounds=5000$"));
  assert.ok(!CRYPT_BEFORE.test("cost: $12 "));
  assert.ok(isCryptValue(`$9$${rand(C64, 14)}$${rand(C64, 43)}`), "Cisco's digit ids count");
  assert.ok(isCryptValue(`pbkdf2_sha256$870000$${rand(C64, 22)}$${rand(B64, 44)}`));
  assert.ok(!isCryptValue("$6$short"));
  assert.ok(!isCryptValue(`sha256:${rand(HEX, 64)}`));
});

Deno.test("callers agree: redaction by format, a JSON hash member, plain digests kept", () => {
  const bcrypt = `$2b$12$${rand(C64, 53)}`;
  gone(`nuevo hash: ${bcrypt}`, bcrypt);
  const sha512 = `$6$Zq81xkPw$${rand(C64, 86)}`;
  gone(`root:${sha512}:19700:0:99999:7:::`, sha512);
  assert.ok(secretHashMember("/router/enable", "hash", `$9$${rand(C64, 14)}$${rand(C64, 43)}`));
  assert.ok(!secretHashMember("/router/banner", "hash", `$9$${rand(C64, 14)}$${rand(C64, 43)}`));
  const sha = rand(HEX, 40);
  kept(`commit ${sha} fixed the build`);
});
