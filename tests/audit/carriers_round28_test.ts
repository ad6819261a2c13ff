// Issue 13, redaction round 28: a name/value record whose name sits in one member and whose value
// sits in a sibling (`credential` → `value`, `@name` → `#text`, `key` → `val`), sent as JSON or
// pasted into text, loses its value; the label is kept, and records whose label names no secret
// (an authorised public key, a document's hash) stay byte-identical. Examples written for this
// test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

const inventory = (label: string, value: string) =>
  JSON.stringify({ host: "records archive", credential: label, value, rotated: true });

Deno.test("a secrets inventory's `credential` label names the slot of its sibling value", () => {
  const token = `rk_${rand(ALNUM, 40)}`;
  const record = { host: "records archive", credential: "Billing export API key", value: token };
  const out = redactValue(record, "").value as Record<string, string>;
  assert.equal(out.credential, "Billing export API key");
  assert.notEqual(out.value, token);
  const hmac = rand(ALNUM, 44);
  gone(inventory("Signing service HMAC key", hmac), hmac);
  const pw = `Ledger-${rand(ALNUM, 6)}7?`;
  gone(`Copied from the runbook:\n\n${inventory("archive admin password", pw)}\n`, pw);
});

Deno.test("a label of words beside a value is no credential itself, and a setting stays", () => {
  kept(inventory("Billing export region", "eu-central"));
  kept(inventory("archive admin password", "(stored in the vault)"));
  const pub = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rand(ALNUM, 43)} ops@files`;
  kept(JSON.stringify({ system: "files", field: "authorized key (SFTP)", value: pub }));
  const sortKey = { table: "orders", label: "orders sort key", value: "customerId#createdAt" };
  assert.deepEqual(redactValue(sortKey, "").value, sortKey);
});

Deno.test("`val`, `#text` and a crypt hash under a described password hash count as the value", () => {
  const pw = `Pine_${rand(ALNUM, 8)}42`;
  const settings = { settings: [{ key: "locale", val: "fr-CA" }, { key: "password", val: pw }] };
  assert.ok(!JSON.stringify(redactValue(settings, "").value).includes(pw));
  const attr = { attrs: [{ "@name": "password", "#text": pw }] };
  assert.ok(!JSON.stringify(redactValue(attr, "").value).includes(pw));
  const locale = { settings: [{ key: "locale", val: "fr-CA" }] };
  assert.deepEqual(redactValue(locale, "").value, locale);
  const hash = `$2b$12$${rand(ALNUM, 53)}`;
  const row = { field: "member login password hash", value: hash };
  assert.ok(!JSON.stringify(redactValue(row, "").value).includes(hash));
  const digest = { field: "export file hash", value: "sha256 of the nightly archive" };
  assert.deepEqual(redactValue(digest, "").value, digest);
});

Deno.test("a store's voucher number passing Luhn is no card; a card beside the word stays a card", () => {
  kept("Canteen voucher (store range, Luhn) 6032300722677302, signed off by the kitchen.");
  kept("gift voucher number (not a payment card): 6006 5366 6151 6439, as on the receipt.");
  kept('[perks]\nlabel = "meal voucher number"\nvalue = "6032392038796694"');
  gone("Voucher paid with card 4556 7375 8689 9855, thanks.", "4556 7375 8689 9855");
  gone("Card on file: 4556737586899855 (renews the voucher plan).", "4556737586899855");
});

Deno.test("an aside touching the value that calls it an example or a test keeps it", () => {
  kept("Shift log: password P@ssw0rd (example from the vendor manual, not in use) checked.");
  kept("The OTP shown on the kiosk is 000000 (test mode) — same as the printout.");
  kept("Kiosk record — historian password: %HISTORIAN_PW%. Status released.");
  const pw = `Qv${rand(ALNUM, 8)}#41`;
  gone(`Shift log: password ${pw} (new since Monday) checked.`, pw);
  gone(`This is an example of our setup (for the auditor). The password is ${pw}.`, pw);
});

Deno.test("a document digest with an aside, and an OpenSSH public key body, are public", () => {
  kept(
    `Review note: document hash (audit trail) ${btoa(rand(ALNUM, 32)).replace(/=+$/, "")} agreed.`,
  );
  const body = `AAAAC3NzaC1lZDI1NTE5AAAAI${rand(ALNUM, 43)}`;
  kept(`Checked: authorized key (bank SFTP) ssh-ed25519 ${body} payroll@files matches.`);
  const token = rand(ALNUM, 40);
  gone(`Review note: the archive API token (audit trail) ${token} agreed.`, token);
});

Deno.test("a value alone on its line under a sentence naming the secret and pointing down", () => {
  const key = btoa(rand(ALNUM, 32)).slice(0, 43) + "=";
  gone(
    `For the rollout use the WireGuard private key of the depot tunnel below.\n\n${key}\n\nDelete this mail.`,
    key,
  );
  const hex = rand("0123456789abcdef", 64);
  gone(`Hi Ana,\n\nfor Friday's cut-over the billing OAuth secret is:\n${hex}\n\nThanks`, hex);
  const codes = "40712-88315 90264-11873";
  gone(`Use the recovery codes for the archive below.\n\n${codes}\n\nBin this note.`, codes);
});

Deno.test("a line under a pointing sentence that names no secret, or holds words, stays", () => {
  kept("The batch label for the archive is below.\n\nLot-7731#Harbor\n\nThanks");
  kept("Use the recovery codes for the archive below.\n\nAsk the desk for a printout.\n");
  kept("The API key rotation schedule is:\nquarterly-first-monday\n");
  kept("Here is the key:\n\nPress Ctrl+Shift+K to open it.\n");
});

Deno.test("long upper-case/digit runs and prefixed mixed runs are random material alone", () => {
  const UPPER36 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const key = rand(UPPER36, 43);
  gone(`Hej, her er nøglen til arkivet: ${key}. Slet den bagefter.`, key);
  const pref = `zq_${rand("0123456789abcdef", 30)}${rand(ALNUM, 10)}K7`;
  gone(`I'm using ${pref} and it still says 401.`, pref);
  // A one-case hex digest, the alphabet itself, a word-built name: not random material.
  kept(`Checksum of the export: ${rand("0123456789ABCDEF", 40)} (SHA-1).`);
  kept("Base32 alphabet: ABCDEFGHIJKLMNOPQRSTUVWXYZ234567 per RFC 4648.");
  kept("Set LOG_LEVEL_FOR_THE_BILLING_EXPORT_SERVICE_2024 in the environment.");
  kept(`Öffentlicher Schlüssel des Servers: ${rand(UPPER36, 40)}`);
});

Deno.test("a pointer closing the line with the value after it: 'pasted here: <value>'", () => {
  const pw = `Kqzvbn${rand(ALNUM, 3)}#4471`;
  gone(`Ticket 8812: vendor asked for the depot VPN password to reproduce; pasted here: ${pw}`, pw);
  gone(`Ticket 8812: the depot VPN password, pasted here: ${pw}.`, pw);
  kept("Ticket 8812: vendor asked for the depot VPN password; the steps are here: runbook-v2");
  kept("Ticket 8812: the invoice number is pasted here: INV-2026-0042");
  kept("Ticket 8812: the VPN password reset steps, pasted here: see-runbook");
});

Deno.test("a recovery code in letter-and-digit groups under a label line", () => {
  gone("label: recovery code\nvalue: q4x81-m20zk", "q4x81-m20zk");
  kept("label: colour code\nvalue: teal-0042");
  kept("label: recovery plan\nvalue: step-4a12");
});

Deno.test("a value the words right before call a public key is kept; a secret key beside it goes", () => {
  kept(`Handover: Sentry DSN public key ${rand("0123456789abcdef", 32)}; rotate nothing.`);
  const secret = rand(ALNUM, 40);
  gone(`Handover: Sentry DSN public key is fine, the API secret key ${secret} is not.`, secret);
});
