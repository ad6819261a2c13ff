// Issue 13, redaction round 36: a chat lead that points down without a colon (a presentative
// "here's the <credential> …", or a message ending in a down-arrow) hands over the value alone on
// the next line, which may open a stamped chat turn of its own; and a secrets file's
// `description:` names the `value:` beside it. Benign look-alikes come back byte-identical.
// Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand, uuid } from "./fixtures/random.ts";

const pw = () => `${rand("abcdefghjkmnpqrstuvwxyz", 6)}!${rand("0123456789", 4)}Q`;

Deno.test("a presentative lead hands over the value on the next line", () => {
  const key = rand(HEX, 40);
  gone(
    `[10:02] <sam> here's the Shipbob API key until ops rotates it\n${key}\n[10:03] <li> ta`,
    key,
  );
  const p = pw();
  gone(`here is the warehouse VPN password for tonight\n${p}\nthanks`, p);
  const seed = rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32);
  gone(`[08:15] <jo> here's the TOTP seed for the support inbox\n${seed}`, seed);
  const secret = uuid();
  gone(
    `[11:40] <kim> ok, here's the payments.io merchant secret so you can test\n${secret}`,
    secret,
  );
});

Deno.test("a message ending in a down-arrow hands over the next turn's value", () => {
  const p = pw();
  gone(
    `02/04/2027, 09:10 - Ana (Ops): label printer admin password for the depot 👇\n02/04/2027, 09:11 - Ana (Ops): ${p}\n02/04/2027, 09:15 - Bo: got it`,
    p,
  );
  const token = rand(ALNUM, 32);
  gone(`storefront API token ⬇️\n${token}`, token);
  const hex = rand(HEX, 64);
  gone(`[14:01] <ana> shop webhook secret ↓\n[14:01] <ana> ${hex}`, hex);
});

Deno.test("a secrets file's description names the value beside it", () => {
  const p = pw();
  gone(`portal_login:\n  description: Wholesale portal login password\n  value: "${p}"\n`, p);
  const key = rand(HEX, 40);
  gone(`returns_key:\n  description: Returns platform API key\n  value: ${key}\n`, key);
  const hash = `$2b$12$${rand(ALNUM + "./", 53)}`;
  gone(`h:\n  description: bcrypt password hash of the admin\n  value: "${hash}"\n`, hash);
});

Deno.test("pointing leads and descriptions that hand over no secret are kept", () => {
  // The presentative names no credential, or the next line is words, a link or a number.
  kept("[10:02] <sam> here's the packing list until the ERP is back\nQ3-restock-2027-final\n");
  kept("here's the token budget for this month\n120000 tokens\n");
  kept("here's the API key rotation runbook\nhttps://wiki.example.com/runbooks/api-key-rotation\n");
  kept("here is the password policy we agreed on\nminimum length fourteen characters\n");
  // An arrow over a file name, a greeting, or a chat turn that holds words.
  kept(
    "02/04/2027, 09:10 - Ana (Ops): build logs for the depot 👇\n02/04/2027, 09:11 - Ana (Ops): depot-build-2027-04-02.log\n",
  );
  kept("[14:01] <ana> new API key request form ↓\n[14:02] <bo> thanks, filling it in now\n");
  // A description beside a setting, a placeholder, or a reference.
  kept("retries:\n  description: Number of retries for the returns API\n  value: 5\n");
  kept("k:\n  description: Returns platform API key\n  value: ${RETURNS_API_KEY}\n");
  kept("k:\n  description: Returns platform API key\n  value: op://ops/returns/api-key\n");
  kept("mode:\n  description: Password reset mode\n  value: email-link\n");
});
