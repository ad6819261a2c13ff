// Issue 13, redaction round 2: carriers and structures the rules did not read (values with
// shell characters, subscript keys, name/value pairs, rows and argv lists, JSON Web Keys,
// ciphertext, public keys, metadata names). Examples written for this test, not from fixtures.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

function gone(text: string, secret: string) {
  const out = redactText(text);
  assert.ok(!out.includes(secret), `still present in: ${out}`);
}

function kept(text: string) {
  assert.equal(redactText(text), text);
}

Deno.test("assignment values keep their shell characters (YAML, .env, properties, quoted)", () => {
  const pw = rand(ALNUM, 5) + "&" + rand(ALNUM, 4) + "!" + rand(ALNUM, 4);
  gone(`mariadb:\n  auth:\n    rootPassword: ${pw}\n  replicas: 1`, pw);
  gone(`SMTP_PASSWORD=${pw}\nSMTP_HOST=mail.example.test`, pw);
  gone(`spring.datasource.password=${pw}`, pw);
  const quoted = rand(ALNUM, 4) + ";" + rand(ALNUM, 5) + " " + rand(ALNUM, 4);
  gone(`wifi passphrase="${quoted}" band=5g`, quoted);
  // `&` still ends a value inside a URL query string.
  const out = redactText(`https://idp.example.test/cb?secret=${rand(ALNUM, 20)}&state=open`);
  assert.ok(out.endsWith("&state=open"), out);
});

Deno.test("subscript and environment carriers: os.environ[...], ENV[...], $env:", () => {
  const v = rand(HEX, 48);
  gone(`os.environ["FASTLY_API_TOKEN"] = "${v}"`, v);
  gone(`ENV['HARNESS_SECRET'] = '${v}'`, v);
  gone(`process.env["KEYGEN_ACCESS_TOKEN"] = "${v}";`, v);
  const pat = `3/${rand("0123456789", 16)}/${rand("0123456789", 16)}:${rand(HEX, 32)}`;
  gone(`PS C:\\ops> $env:SHORTCUT_PAT = "${pat}"`, pat);
  const key = rand(ALNUM, 30);
  gone(`PS> $Env:VENDOR_API_KEY='${key}'`, key);
  // Constants written without separators.
  gone(`const BUILDKITEAGENTTOKEN = "${v}"`, v);
  gone(`vendor:\n  pulumiaccesstoken: ${v}`, v);
});

Deno.test("ciphertext made to be committed stays byte-identical", () => {
  kept(
    "db_password: ENC[AES256_GCM,data:Zm9vYmFy9x1=,iv:QWxhZGRpbjpvcGVuIHNlc2FtZQ==,tag:bXl0YWc=,type:str]",
  );
  kept(`token: vault:v1:${rand(ALNUM, 60)}`);
  const sealed = "Ag" + rand(ALNUM + "+/", 300) + "==";
  kept(
    `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    api_key: ${sealed}`,
  );
  // The same material outside a Sealed Secret is still a secret.
  gone(`api_key: ${sealed}`, sealed);
});

Deno.test("metadata names about a secret are not the secret", () => {
  kept('account_recovery passphrase_hint="grandmother\'s street"');
  kept("credentials:\n  existingSecret: billing-db-auth\n  tokenSecretRef: vendor-token");
  const out = redactValue({
    password_updated_at: "2025-03-04T08:00:00Z",
    token_reset_at: "2025-03-04",
  }, "");
  assert.deepEqual(out.redacted, []);
});

Deno.test("JSON: name/value pairs, rows and argv lists carry the name's sensitivity", () => {
  const k = rand(ALNUM, 32);
  const pairs = redactValue({
    containers: [{ env: [{ name: "REGION", value: "eu" }, { name: "VENDOR_API_KEY", value: k }] }],
  }, "");
  assert.deepEqual(pairs.redacted.map((r) => r.path), ["/containers/0/env/1/value"]);
  const rows = redactValue({ rows: [["Setting", "Value"], ["MAILJET_SECRET_KEY", k]] }, "");
  assert.deepEqual(rows.redacted.map((r) => r.path), ["/rows/1/1"]);
  const argv = redactValue({ argv: ["pg_dump", "--host", "db", "--password", k] }, "");
  assert.deepEqual(argv.redacted.map((r) => r.path), ["/argv/4"]);
  // A list of field names, and prose after a name, are not pairs.
  const names = redactValue({
    redact: ["password", "api_key"],
    hint: ["token", "rotate it monthly"],
  }, "");
  assert.deepEqual(names.redacted, []);
});

Deno.test("JSON: session cookies and session names count when the value looks like one", () => {
  const sid = rand(ALNUM, 40);
  const har = redactValue({
    cookies: [{ name: "__Secure-auth", value: sid }, { name: "lang", value: "de" }],
  }, "");
  assert.deepEqual(har.redacted.map((r) => r.path), ["/cookies/0/value"]);
  const store = redactValue({ "shop.session": sid, "conference.session": "Keynote, hall B" }, "");
  assert.deepEqual(store.redacted.map((r) => r.path), ["/shop.session"]);
  // A Twilio-style account SID is an identifier.
  assert.deepEqual(redactValue({ accountSid: "AC" + rand(HEX, 32) }, "").redacted, []);
});

Deno.test("JSON Web Keys: private members are redacted, public ones kept", () => {
  const n = rand(ALNUM + "-_", 342);
  const jwk = { kty: "RSA", kid: "k1", n, e: "AQAB", d: rand(ALNUM + "-_", 342) };
  const out = redactValue({ keys: [jwk] }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/keys/0/d"]);
  const ec = redactValue({ kty: "EC", crv: "P-256", x: rand(ALNUM, 43), y: rand(ALNUM, 43) }, "");
  assert.deepEqual(ec.redacted, []);
});

Deno.test("publishable values under credential names are kept", () => {
  const out = redactValue({
    analytics: { projectApiKey: "phc_" + rand(ALNUM, 43) },
    payments: { publishableKey: "pk_live_" + rand(ALNUM, 40) },
    captcha: { siteKey: "6L" + rand(ALNUM, 38) },
  }, "");
  assert.deepEqual(out.redacted, []);
  const secret = redactValue({ payments: { secretKey: "sk_live_" + rand(ALNUM, 40) } }, "");
  assert.equal(secret.redacted.length, 1);
});
