// Redaction that generalises: credentials of vendors no rule names (by context, table column,
// command line), and benign text of the same shapes that must stay byte-identical (code, ids,
// hashes, cursors, references, placeholders). Examples written for this test.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { wordish } from "../../src/audit/credential_shape.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";
import { CONTEXT_NEGATIVES } from "./fixtures/context_positives.ts";
import { VENDOR_NEGATIVES } from "./fixtures/vendor_positives.ts";

const LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";

const BENIGN = [
  // Code that names variables, attributes and types.
  "client = Session(refresh_token=refresh_token, scope=scope)",
  "self.secret = self.vault.secret_for(name)",
  "def sign(private_key: ed25519.Ed25519PrivateKey) -> bytes:",
  "const keyHandler = ipaddr.IPv4.subnetMaskFromPrefixLength(24);",
  "if (event.key === 'Escape') { o.key = r.C0.ESC }",
  "lookup_table = {'AUTH': ('NONAUTH',), 'CREATE': ('AUTH', 'SELECTED')}",
  // Identifiers, cursors and hashes under credential-like names.
  "aws dynamodb list-tables --starting-token eyJFeGNsdXNpdmVTdGFydFRhYmxlTmFtZSI6IG51bGx9Qx7",
  '"ClientToken": "8f2d6c1a-9b3e-4f70-a1c5-2e6d8b9f0a34"',
  '"RequestToken": "b71c0e4a-2d9f-4c83-8e51-6a0f3d2b7c19"',
  '{"JobRunId": "jr_4c1e9a7b3d5f2e8a6c0b9d1f3e5a7c9b2d4f6e8a0c1b3d5e7f9a2c4e6b8d0f1a3c"}',
  "glacier get-job-output --job-id Qm7dLx2Pv9Kc4Rt8Ws1Yz6Ab3Ef5Gh0Jn2Mp4Sq6Uv8Xy0Zb1Dc3Fe5Hg7 out.json",
  "export-certificate --passphrase file://secrets/passphrase.txt --certificate-arn x",
  "sign --private-key file://keys/cf-signer.pem --url https://cdn.example.test/a.mp4",
  "See https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
  'KmsKeyId: "arn:aws:kms:eu-west-1:123456789012:key/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"',
  "secret_ref: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Ab12Cd",
  "DB_PASSWORD=op://Engineering/Postgres Prod/password",
  "password: vault:kv/data/payments#db_password",
  '{"accessToken": "ACCESS_TOKEN", "refreshToken": "REFRESH_TOKEN"}',
  '"token": "sas-token-for-the-archive-container"',
  'fetch(url, { credentials: "include", headers })',
  '"TokenValidityUnits": {"AccessToken": "minutes", "RefreshToken": "days"}',
  "//# sourceMappingURL=icons-alert-triangle.svg-Bx7Qp2Lm.js.map",
  "uploaded data:image/png;base64,iVBORw0KGgo%2BAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
  "Primary key fingerprint: 4F25 E3B6 0F4A 7C1D 9E2B  8A3C 5D6E 7F80 91A2 B3C4",
  "git log: a3f9c1e Merge key rotation fix from release-2024-05",
];

Deno.test("benign code, ids, cursors, references and placeholders stay byte-identical", () => {
  for (const text of [...BENIGN, ...CONTEXT_NEGATIVES, ...VENDOR_NEGATIVES]) {
    assert.equal(redactText(text), text, text);
  }
});

Deno.test("a Kubernetes secretKeyRef names a key; it is not the secret", () => {
  const value = { secretKeyRef: { name: "db-credentials", key: "password" }, secretKey: "token" };
  assert.deepEqual(redactValue(value, "").redacted, []);
});

Deno.test("Postman's api-key auth block: the pair named 'value' under apikey is the secret", () => {
  const secret = rand(ALNUM, 29) + "Qj7";
  const value = {
    auth: {
      type: "apikey",
      apikey: [{ key: "value", value: secret }, { key: "key", value: "X-Api-Key" }, {
        key: "in",
        value: "header",
      }],
    },
  };
  const out = redactValue(value, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/auth/apikey/0/value"]);
  assert.ok(!JSON.stringify(out.value).includes(secret));
});

Deno.test("unknown vendors are caught by context in carriers of many kinds", () => {
  const hex = () => rand(HEX, 38) + "7a";
  const low = () => rand(LOWER_DIGITS, 38) + "q3";
  const cases: Array<[string, string]> = [];
  const add = (make: (s: string) => string, s: string) => cases.push([make(s), s]);
  add((s) => `provider "zorbit" {\n  api_token = "${s}"\n}`, hex());
  add((s) => `ENV ZORBIT_SECRET=${s}`, low());
  add((s) => `location / { proxy_set_header X-Zorbit-Auth-Key ${s}; }`, hex());
  add((s) => `ts=2026-05-01T10:00:00Z lvl=warn zorbit_cred=${s} status=401`, low());
  add((s) => `Sys.setenv(ZORBIT_PAT = "${s}")`, hex());
  add((s) => `the zorbit API key is ${s}, rotate it next week`, hex());
  add((s) => `account,zorbit_token,owner\nops,${s},dana`, low());
  add((s) => `qz_live_${s}`, hex());
  for (const [text, secret] of cases) {
    assert.ok(!redactText(text).includes(secret), text);
  }
});

Deno.test("wordish: identifiers are words, random material rarely is", () => {
  for (const w of ["subnetMaskFromPrefixLength", "Ed25519PublicKey", "AccessTokenProvider2"]) {
    assert.ok(wordish(w), w);
  }
  let hits = 0;
  for (let i = 0; i < 2000; i++) if (wordish(rand(ALNUM, 40))) hits++;
  assert.ok(hits < 20, `${hits} of 2000 random tokens read as words`);
});

Deno.test("values under identifier keys: shape rules do not apply, vendor formats still do", () => {
  const completion = "chatcmpl-" + rand(ALNUM, 26) + "Qj7";
  const run = "wr_" + rand(HEX, 62) + "a1";
  const benign = { id: completion, runId: run, etag: rand(ALNUM, 29) + "x9Z" };
  assert.deepEqual(redactValue(benign, "").redacted, []);
  const akia = "AKIA" + rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
  const out = redactValue({ access_key_id: akia, note: `run ${run} used token ${completion}` }, "");
  // The same token in free text is judged by its shape: both are redacted in the note.
  assert.deepEqual([...new Set(out.redacted.map((r) => r.path))], ["/access_key_id", "/note"]);
});
