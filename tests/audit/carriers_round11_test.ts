// Issue 13, redaction round 11: the families behind v14's misses and false alarms (business
// documents and exports: sheets, password-manager exports, mail, calendars, asset registers):
// exported tables whose cells quote the separator, sheets pasted with tabs, header cells with
// qualifiers, name/value sheets with several name columns, records that declare their value
// secret. Each next to benign look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, B64URL, HEX, rand, random } from "./fixtures/random.ts";

const LOWER = "abcdefghjkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const strong = () => `${rand(UPPER, 2)}${rand(LOWER, 5)}&${rand("23456789", 4)}${rand(LOWER, 2)}`;

Deno.test("an export row whose quoted note holds the separator keeps its credential column", () => {
  const p = strong();
  gone(`title,login,password,notes\nPayroll,ap@firm.example,${p},"Ask Jo, not Sam."\n`, p);
  gone(`Kunde;Benutzer;Kennwort;Notiz\nAcme;acme;"${p}";"Bitte; nicht weitergeben"\n`, p);
  const q = strong();
  gone(`site,user,pass\n"a.example","u1","${p}"\n"b.example","u2","${q}"\n`, q);
});

Deno.test("a sheet pasted with tabs, and header cells with a qualifier or alternatives", () => {
  const p = strong();
  gone(`Inventory\nHost\tAdmin\tPassword\tUntil\nfw-2\troot\t${p}\t2027-01-01\n`, p);
  gone(`Service\tAccount\tPassword\nBank\tops@firm.example\t${p}\n`, p);
  const hex = rand(HEX, 48);
  gone(`App\tOwner\tAccess token (rotated monthly)\nERP\tJo\t${hex}\n`, hex);
  gone(`Laptop,Owner,Login PIN / password\nLT-4,Sam,${p}\n`, p);
  const sid = rand("abcdefghijklmnopqrstuvwxyz0123456789", 26);
  gone(`Tester\tsessionid (staging)\nqa-1\t${sid}\n`, sid);
});

Deno.test("a recovery-phrase column takes twelve or more lower-case words", () => {
  const words = "orbit canal fringe motion velvet timber salad humble eager copper lunar brisk";
  gone(`Wallet\tChain\tSeed phrase\tHolder\nCold #1\tBitcoin\t${words}\tJo\n`, words);
  kept(`Wallet\tChain\tSeed phrase\tHolder\nCold #1\tBitcoin\tin the fire safe\tJo\n`);
  kept(`Wallet,Recovery phrase\nCold #1,twelve words on paper\n`);
});

Deno.test("table look-alikes stay: notes, references, masks, quoted prose, token counts", () => {
  kept(`System,Login,Password,Owner\nCRM,sales@firm.example,stored in Bitwarden (Sales),Jo\n`);
  kept(`System\tLogin\tSecret\nHR\thr@firm.example\tsee the safe, shelf 2\n`);
  kept(
    `name,url,username,password,note\nmail,https://mail.example,jo,********,"Rotated, see IT."\n`,
  );
  kept(`Model\tInput tokens\tOutput tokens\nsmall\t1200\t350\n`);
  kept(`Item,Key (sort),Notes\nA-1,${rand(HEX, 24)},"sorted, ascending"\n`);
  kept(`Name,Comment\nJo,"password reset done, thanks"\n`);
  kept(`open('a'); // Pass\nopen('a.b'); // Pass\nopen('x'); // TypeError\n`);
});

Deno.test("random runs that are public, addresses or base64 data stay", () => {
  const site = `6L${rand(HEX + "XYZ_-", 38)}`;
  kept(`Newsletter form\nTurnstile site key (public): ${site}\nOwner: web team`);
  kept(`Public key: ${rand(HEX + "XYZ", 44)}\n`);
  kept(`Message-ID: <${rand(HEX + "QWERTYqwerty", 32)}@mx.example.org>\nSubject: Re: budget`);
  const b64 = () => rand(HEX + "ABCDEFGHIJKLMNOPQRSTUVWXYZghijklmnop+/", 76);
  kept(`Content-Transfer-Encoding: base64\n\n${b64()}\n${rand(HEX + "QWERTY", 76)}\n${b64()}\n`);
  kept(`VISA ************4242\nAUTH CODE: ${rand("ABCDEFGH0123456789", 6)}\nTOTAL 12.00`);
  // Still redacted: a random run after a private label, a literal beside prose, Redis AUTH.
  const p = strong();
  gone(`127.0.0.1:6379> AUTH default ${p}`, p);
  gone(`AUTH ${p}`, p);
  const tok = rand(HEX + "QWERTYqwerty", 40);
  gone(`Private key: ${tok}\n`, tok);
});

Deno.test("a name/value sheet reads the name column nearest the value column", () => {
  const hex = rand(HEX, 30);
  gone(`CLIENT;NAME;API;PARAMETER;WERT\n1;Acme;REST;Secret (live);${hex}\n`, hex);
  kept(`CLIENT;NAME;API;PARAMETER;WERT\n1;Acme;REST;timeout;${rand("0123456789", 4)}\n`);
  kept(`CLIENT;NAME;API;PARAMETER;WERT\n1;Secret Santa;REST;region;eu-west-1\n`);
});

Deno.test("a record that declares its value secret, or names itself by id or label", () => {
  const p = strong();
  const at = (v: unknown) => redactValue(v, "").redacted.map((r) => r.path);
  assert.deepEqual(at({ fields: [{ id: "password", value: p }] }), ["/fields/0/value"]);
  assert.deepEqual(at({ f: [{ id: "f3", type: "CONCEALED", value: p }] }), ["/f/0/value"]);
  assert.deepEqual(at({ vars: [{ key: "DEPLOY_HOOK", masked: true, value: p }] }), [
    "/vars/0/value",
  ]);
  assert.deepEqual(at({ out: { db: { sensitive: true, value: p } } }), ["/out/db/value"]);
  assert.deepEqual(at({ label: "PIN", type: "password", value: "4821" }), ["/value"]);
  // Look-alikes: plain fields, a masked or templated secret, an empty one, public ones.
  assert.deepEqual(at({ fields: [{ id: "username", value: "jo.ops" }] }), []);
  assert.deepEqual(at({ id: "notes", type: "STRING", value: "Hardware token in the safe" }), []);
  assert.deepEqual(at({ type: "password", value: "********" }), []);
  assert.deepEqual(at({ sensitive: true, value: "${var.db_password}" }), []);
  assert.deepEqual(at({ out: { pw: { value: "(sensitive value)", sensitive: true } } }), []);
  assert.deepEqual(at({ type: "CONCEALED", value: "" }), []);
  assert.deepEqual(at({ sensitive: false, value: p }), []);
  assert.deepEqual(at({ type: "hidden", name: "page", value: "2" }), []);
});

Deno.test("a capability link: a one-time link's query token, a segment called private", () => {
  const code = rand(B64URL, 32);
  gone(`Join us: https://app.example.net/invite/accept?code=${code}&lang=de`, code);
  gone(`Sign in: https://id.example.org/magic-login?email=jo%40x.example&token=${code}`, code);
  const k = rand(ALNUM, 80);
  gone(`Host link: https://meet.example.com/host/join?k=${k}\n`, k);
  gone(`Reset: https://shop.example/password-reset/confirm?t=${code}`, code);
  const feed = rand(HEX, 32);
  gone(`Feed: https://cal.example.com/ical/jo%40x.example/private-${feed}/basic.ics`, feed);
  const share = rand(ALNUM, 24);
  gone(`webcal://files.example.org/share/secret_${share}/team.ics`, share);
});

Deno.test("capability-link look-alikes stay: OAuth state and challenge, tracking, ids, words", () => {
  // (A state with a `-` is taken by the older prefixed-token rule, on the base too.)
  const r = () => rand(ALNUM, 43);
  kept(`https://github.com/login/oauth/authorize?client_id=Iv1.${rand(HEX, 16)}&state=${r()}`);
  kept(`https://id.example.org/login?code_challenge=${r()}&code_challenge_method=S256`);
  kept(`https://app.example.net/invite?utm_source=mail&utm_campaign=spring-${rand(HEX, 8)}`);
  kept(`https://app.example.net/join?team_id=${rand(HEX, 24)}&lang=en`);
  kept(`https://app.example.net/login?next=%2Fdashboard%2Freports&redirect_uri=https%3A%2F%2Fa.b`);
  kept(`https://docs.example.com/private-cloud/setup-guide-for-administrators`);
  kept(`Please join the call and accept the invite before 10:00.`);
});

Deno.test("a value after a label naming a credential in words, the noun a few words back", () => {
  const short = rand("abcdefghjkmnpqrstuvwxyz23456789", 10);
  gone(`2. Webhook: the signing secret we agreed with them: ${short}\n3. AOB`, short);
  const uuid = crypto.randomUUID().toUpperCase();
  gone(`Note: their admin asked us to keep the ingest token on record: ${uuid}. Thanks`, uuid);
  const id = crypto.randomUUID();
  gone(`Secret key: ${id}`, id);
  const p = strong();
  gone(`Kiosk passcode for the front desk = ${p}`, p);
  gone(`Speaker notes: log in as demo@shop.example with Lk${p}*x before the demo.`, `Lk${p}*x`);
});

Deno.test("labelled-value look-alikes stay: metadata words, counts, dates, words, addresses", () => {
  kept(`Token usage this month: 1523400 (prompt and completion)`);
  kept(`Prompt tokens: 1200, completion tokens: 380`);
  kept(`Password reset link sent to: jo.ops@firm.example`);
  kept(`API key rotation interval: 90d`);
  kept(`Secret key expires: 2027-03-01`);
  kept(`Access token lifetime in seconds: 3600`);
  kept(`Shared secret agreed on the call: see the vault entry`);
  kept(`   * Private key material: Base64urlUInt for RSA (RFC 7518)`);
  kept(`Secret name for the DB user: prod-db-password`);
  kept(`TWILIO_ACCOUNT_SID=AC${rand(HEX, 32)}`);
  kept(`usage: prompt_tokens: 1200, completion_tokens: 380`);
  kept(`The token we use for the webhook is stored in: vault/prod/hooks`);
  kept(`App password policy: ${rand("abcdefghijklmnop", 4)} (see docs)`);
});

Deno.test("recovery keys, app passwords and digit backup codes in their printed shape", () => {
  // Eight groups of six digits, each a multiple of 11: valid without any cue.
  const group = () => String(11 * Math.floor(random() * 65535)).padStart(6, "0");
  const key = Array.from({ length: 8 }, group).join("-");
  gone(`Device LT-22\n${key}\n`, key);
  const shape = Array.from({ length: 8 }, () => rand("0123456789", 6)).join("-");
  gone(`BitLocker recovery key for LT-9:\n${shape}`, shape);
  const app = [0, 1, 2, 3].map(() => rand("bcdfghjklmnpqrstvwxz", 4)).join(" ");
  gone(`App password generated for scanner@firm.example:\n${app}\n`, app);
  const codes = Array.from({ length: 6 }, () => `${rand("123456789", 4)} ${rand("0123456789", 4)}`);
  gone(`Your backup codes\n${codes.join("   ")}\nKeep them safe.`, codes[2]);
});

Deno.test("code look-alikes stay: other digit groups, words in fours, lists after other words", () => {
  kept(`Serial ${Array.from({ length: 8 }, () => rand("0123456789", 6)).join("-")}`);
  kept(`App passwords: turn them off with this link, then read the help page`);
  kept(`App password: this page lists your apps`);
  kept(`Backup codes used: 3 of 10 (generated 2026-01-04)`);
  kept(`Backup code policy: invoices 1042 2201 3307 are attached`);
  kept(`IBAN DE89 3704 0044 0532 0130 00 (recovery codes are in the safe)`);
});

Deno.test("a login written as user / password under a login word; a cookie file line", () => {
  const p = strong();
  gone(`[09:12] Jo: what's the login for the kiosk tablet?\n[09:13] Sam: kiosk@ / ${p}\n`, p);
  gone(`Host;Role;Admin login;Room\nSW-03;Switch;admin/${p};B2\n`, p);
  gone(`Zugangsdaten Drucker: service / ${p}`, p);
  const sid = rand(HEX, 48);
  gone(`# Netscape HTTP Cookie File\n.shop.example\tTRUE\t/\tTRUE\t1790000000\tsid\t${sid}\n`, sid);
});

Deno.test("login-pair and cookie-file look-alikes stay: paths, settings, dates, ARNs, words", () => {
  kept(`Login: Jo.Ops@Firm.example (SSO)`);
  kept(`login page moved: /Admin/Settings2/Users and /Admin/Roles`);
  kept(`10.0.0.7 - - [27/Nov/2026:13:20:44 +0000] "GET /app/login.cgi?user=kiosk HTTP/1.0" 302`);
  kept(`$pdo = new PDO('mysql:host=db;dbname=crm'); // login via env`);
  kept(`credentials: arn:aws:secretsmanager:eu-west-1:123456789012:secret:rds-Ab12Cd`);
  kept(`Login window 09:00/17:30 (Mon-Fri), ratio 16/9`);
  kept(`const opts = {credentials:i,trigger:t,user:Ab1!cdef}; // login`);
  kept(`logins: ".ssh/,.aws/credentials,id_rsa,id_ed25519,mcp.json"`);
  kept(`.shop.example\tTRUE\t/\tFALSE\t1790000000\tlang\tde\n`);
});

Deno.test("physical access codes: alarm, door, safe, key box", () => {
  gone(`1. Disarm the alarm: code 48213977 then #`, "48213977");
  gone(`Petty cash safe, combination 31-07-22-45`, "31-07-22-45");
  gone(`Key box at the gate, PIN 5821`, "5821");
  kept(`The door code policy changed in 2024: codes rotate monthly.`);
  kept(`Safe harbour code of conduct, section 12`);
  kept(`Alarm code 2019 (the year the system was installed)`);
});

Deno.test("a session labelled in words, and hex material inside a short prefix", () => {
  const sid = rand(HEX, 48);
  gone(`User: Jo\nActive session: _${sid}\nIssued: 2026-11-27`, sid);
  const trello = `ATTA${rand(HEX, 64)}${rand("0123456789ABCDEF", 8)}`;
  gone(`2. Enter the token \`${trello}\` and press Save.`, trello);
  kept(`Session: Keynote 2 (room B, 10:00)`);
  kept(`Session id format: 48 hex characters`);
  // A private key's body is no MIME data, however it is wrapped.
  const body = rand(ALNUM, 64);
  const b64 = () => rand(B64, 64);
  gone(`Content-Transfer-Encoding: base64\nPrivate-Lines: 3\n${b64()}\n${body}\n${b64()}\n`, body);
});

Deno.test("a one-time sign-in code in a mail, an SMS relay or a chat", () => {
  const otp = rand("123456789", 1) + rand("0123456789", 5);
  gone(`From: no-reply@acme.example\nYour Acme verification code: ${otp}\n`, otp);
  gone(`SMS from ACME: your login code is ${otp.slice(0, 3)}-${otp.slice(3)}`, otp.slice(3));
  gone(`Ihr Bestätigungscode lautet ${otp}.`, otp);
  gone(`Enter the one-time password ${otp} to continue`, otp);
  const mixed = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)}${otp.slice(0, 2)}`;
  gone(`2FA code: ${mixed}`, mixed);
  const claim = [0, 1, 2].map(() => rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rand("23456789", 1)).join(
    "-",
  );
  gone(`Claim code for the sensor: ${claim}`, claim);
  gone(`Bluetooth pairing code: 4821-9937, HomeKit setup code 482-19-937`, "482-19-937");
  gone(`Bluetooth pairing code: 4821-9937`, "4821-9937");
});

Deno.test("one-time-code look-alikes stay: expiries, counts, years, phones, other codes", () => {
  kept(`Your verification code expires in 10 minutes.`);
  kept(`OTP attempts: 3 of 5`);
  kept(`Security code update 2024 is live`);
  kept(`A verification code was sent to +49 170 1234567`);
  kept(`Booking confirmation code: 482913`);
  kept(`AUTH CODE: 482913 (approved)`);
  kept(`HTTP status code 404, error code 500123`);
  kept(`The one-time code is valid for 300 seconds`);
  kept(`See the setup code in section 4.2 and the device code sample (RFC 8628)`);
  kept(`Device code flow: poll every 5 seconds, 1800 seconds max`);
  kept(`{tags:["password","passcode"],codepoint:61330,published_in:2.1}`);
});
