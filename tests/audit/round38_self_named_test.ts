// Issue 13, redaction round 38 (guided by v34's benign changes): an `.env` line under a comment
// that reads as a root prompt is judged by its own name; a resource SID is an identifier; a
// "(docs example)" aside keeps its value; "ask reception" under a `psk` key hides nothing.
// Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, DIGITS, HEX, password, rand } from "./fixtures/random.ts";
import { redactValue as redactAt } from "../../src/audit/redact.ts";
import assert from "node:assert/strict";

const redactValue = (v: unknown) => redactAt(v, "");

Deno.test("a NAME=value line under a comment naming a password manager is its own name's", () => {
  const v = `LOT${rand(DIGITS, 9)}`;
  kept(
    `# kennel notes\n# sample only, the live one sits in KeePass password db\nBATCH_NUMBER=${v}\n`,
  );
  kept(`# from the wiki\n# copy, the real one lives in 1Password\nIMAGE_DIGEST=${rand(HEX, 64)}\n`);
});

Deno.test("a secret NAME=value line still goes; a printed value after a prompt still goes", () => {
  const token = rand(ALNUM, 32);
  gone(`# example value only, real one lives in 1Password\nAPI_TOKEN=${token}\n`, token);
  const pw = `${rand(ALNUM, 14)}#${rand(DIGITS, 2)}`;
  gone(`$ wp config get DB_PASSWORD\n${pw}\n`, pw);
  gone(`# op read op://ops/db/password\n${pw}\n`, pw);
});

Deno.test("a resource SID under sid is kept; a session's sid and the auth token go", () => {
  const sid = `AC${rand(HEX, 32)}`;
  const token = rand(HEX, 32);
  const out = redactValue({ sms: { sid, authToken: token } }).value as {
    sms: Record<string, string>;
  };
  assert.equal(out.sms.sid, sid);
  assert.notEqual(out.sms.authToken, token);
  kept(`callback?sid=${sid}&status=delivered`);
  const session = rand(ALNUM, 40);
  gone(`Cookie: sid=${session}`, session);
});

Deno.test("a value with a '(docs example)' aside is kept; with no aside it goes", () => {
  kept(`The Mailgun key in the runbook is abc123-eu7 (docs example); it is not a password.`);
  kept(`the signing key shown is kx-4411-demo (vendor sample), paste it in the form`);
  const key = `${rand(HEX, 32)}-us21`;
  gone(`the Mailchimp key shown on the report is ${key}; attach it to the record`, key);
});

Deno.test("a pointer in place of a keyed value is kept; a random psk goes", () => {
  const out = redactValue({ guest: { ssid: "CLINIC-GUEST", psk: "ask the front desk" } });
  assert.equal((out.value as { guest: { psk: string } }).guest.psk, "ask the front desk");
  for (const psk of [password(), `ask ${rand(ALNUM, 10)}#${rand(DIGITS, 3)}`]) {
    const out = redactValue({ guest: { psk } }).value as { guest: { psk: string } };
    assert.notEqual(out.guest.psk, psk);
  }
});
