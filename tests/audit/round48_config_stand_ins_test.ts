// Issue 13, redaction round 48 (guided by rtr9's benign changes): in configuration files, values
// that stand in for a secret (store references, secret-file paths, build-time placeholders,
// encrypted envelopes, public material, digests, base64 of plain settings) stay; a real secret
// under the same key still goes. Examples written here, not copied from rtr9.
import assert from "node:assert/strict";
import { isEncryptedValue } from "../../src/audit/encrypted_values.ts";
import { redactText } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, HEX, rand } from "./fixtures/random.ts";

const pw = () => `Q${rand(ALNUM, 14)}7!x`;

Deno.test("a Sealed Secrets blob is ciphertext wherever it is pasted", () => {
  const blob = `AgC${rand(B64, 420)}==`;
  assert.ok(isEncryptedValue(blob, 0, blob));
  kept(`[smtp]\npassword = ${blob}\nhost = mail.internal`);
  kept(`SMTP_PASS: "${blob}"`);
  // Long base64 with another start is no Sealed Secret: still redacted under a password key.
  const other = `Zq${rand(B64, 300)}`;
  gone(`[smtp]\npassword = ${other}\n`, other);
});

Deno.test("a SOPS value read from its start and a Bitwarden EncString are kept", () => {
  const sops = `ENC[AES256_GCM,data:${rand(B64, 30)},iv:${rand(B64, 43)}=,tag:${
    rand(B64, 22)
  }==,type:str]`;
  kept(`    content: |\n      api_token=${sops}\n      retries=3\n`);
  const enc = `2.${rand(B64, 22)}==|${rand(B64, 64)}|${rand(B64, 43)}=`;
  assert.ok(isEncryptedValue(enc, 0, enc));
});

Deno.test("references to a secret store and paths to a secret file are kept", () => {
  kept(`db_password = "ref+awsssm://prod/orders/db#/password"`);
  kept(`  SMTP_PASSWORD: "secretKeyRef:smtp-creds/password"`);
  kept(`api_token: /run/secrets/orders_api_token`);
  kept(`<add key="certPassword" value="file:///etc/pki/app/client.p12"/>`);
  const live = pw();
  gone(`db_password = "${live}"`, live);
  // A value that opens with `/` but mixes cases is material, not a path.
  const slashy = `/${rand(ALNUM, 10)}/Xy${rand(ALNUM, 12)}`;
  gone(`api_token: ${slashy}`, slashy);
});

Deno.test("build-time placeholders and change-me words are kept", () => {
  kept(`jdbc.password=@db.password@`);
  kept(`  SMTP_PASSWORD: "#{smtp.password}"`);
  kept(`Authorization: Bearer %(api_token)s`);
  kept(`REDIS_PASSWORD: CHANGE_ME`);
  kept(`keystore.password=changeit`);
});

Deno.test("public material, digests and versions under secret keys are kept", () => {
  kept(`//registry.example.org/:_authToken=1.14.2`);
  kept(`password = ghcr.io/acme/api@sha256:${rand(HEX, 64)}`);
  kept(`secret = sha512-${rand(B64, 86)}==`);
  kept(`token: md5:${rand(HEX, 32)}`);
  kept(`key = age1${rand("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`);
  kept(
    `client_secret = 48215599301-${rand("abcdefghijklmnopqrstuvwxyz0123456789", 32)}` +
      `.apps.googleusercontent.com`,
  );
});

Deno.test("base64 of a plain settings file is kept, base64 of user:password is not", () => {
  const settings = btoa("log_level=warn\nregion=ap-south-1\nthreads=8");
  kept(`APP_SETTINGS: ${settings}`);
  kept(`password = ${settings}`);
  const creds = btoa(`deploy:${pw()}`);
  gone(`_auth=${creds}`, creds);
});

Deno.test("a Secret's plain settings stay, its password does not", () => {
  const live = pw();
  const doc = [
    "apiVersion: v1",
    "kind: Secret",
    "stringData:",
    '  endpoint: "https://billing.example.net/v2"',
    "  queue: invoices-retry",
    "  tz: America/New_York",
    `  password: "${live}"`,
  ].join("\n");
  const out = redactText(doc);
  assert.ok(!out.includes(live), out);
  for (const v of ["https://billing.example.net/v2", "invoices-retry", "America/New_York"]) {
    assert.ok(out.includes(v), `${v} was redacted: ${out}`);
  }
});

Deno.test("an enumerated XML attribute is a word, a password attribute is not", () => {
  kept(`<Resource name="jdbc/ledger" auth="Application" type="javax.sql.DataSource"/>`);
  const live = pw();
  gone(`<Resource name="jdbc/ledger" auth="Container" password="${live}"/>`, live);
});
