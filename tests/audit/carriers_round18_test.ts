// Issue 13, redaction round 18: the families behind the misses of v21 (research computing) read
// with v15–v20's residuals. Each family next to look-alikes on the other side. Examples written
// for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, HEX, LETTERS, rand, uuid } from "./fixtures/random.ts";

Deno.test("a JSON object on one line of prose is judged by its keys, as the walker judges it", () => {
  const sig = `${rand(B64, 43)}%3D`;
  gone(`Here is the share link part you asked for:\n{"sig":"${sig}"}\nDelete it after.`, sig);
  const id = uuid();
  gone(`copy this into the notebook: {"Portal session key":"${id}"} thanks`, id);
  const pw = `${rand(ALNUM, 10)}!${rand(ALNUM, 4)}`;
  gone(`log line: {"user":"ana","db":{"password":"${pw}"}} done`, pw);
  // Identifiers, public values, a sanitiser's note and placeholders in such a line stay.
  kept(`record: {"id":"${uuid()}","doi":"10.1234/abcd.5678","orcid":"0000-0002-1825-0097"}`);
  kept(`config: {"Cookie":"session=<hidden by HAR sanitizer>","reason":"expired"}`);
  kept(`plan: {"name":"ci","secret":"(sensitive value)","region":"eu"}`);
  kept(`sample: {"api_key":"YOUR_API_KEY","region":"eu-west-1"}`);
  kept(`upload: {"file":"run_12.fastq.gz","sha256":"${rand(HEX, 64)}"}`);
});

Deno.test("an arrow back at an environment variable's name in capitals", () => {
  const a = `${rand(ALNUM, 14)}7q`;
  gone(`${a} <- LAB_DB_PASSWORD`, a);
  const b = `${rand(ALNUM, 12)}4x`;
  gone(`${b} <- GENOME_DB_PASS`, b);
  gone(`${b} <- ldap_bind_pwd`, b);
  // A pass that is not a compound's last part, a file's name, and prose stay.
  kept("Z7x9Kp2mQ4 <- boarding pass");
  kept("Z7x9Kp2mQ4 <- DB_PASS_FILE");
  kept("Z7x9Kp2mQ4 <- not a PASSWORD");
});

Deno.test("a token of letters alone after a bracketed aside", () => {
  let t = rand(LETTERS, 32);
  while ((t.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0) * 3 < 32) t = rand(LETTERS, 32);
  gone(`PORTAL_API_KEY (as shown on the settings page): ${t}`, t);
  // CamelCase identifiers and an alphabet run stay.
  kept("API key (from the console): ThisIsMyVeryLongClassNameForTests");
  kept("API key (from the console): getUserAccountSettingsHandlerFactory");
  kept("API key (from the console): ABCDEFGHIJKLMNOPQRSTUVWXyz");
});

Deno.test("a cookie holding a payload and its MAC, and a short session id", () => {
  const mac = `${rand(HEX, 39)}a`;
  gone(`Cookie: user-id=alice|${mac}; Path=/`, mac);
  const sid = `${rand(ALNUM, 12)}aZ9`;
  gone(`Cookie: libproxy=${sid}; Path=/; Secure`, sid);
  // Preferences, analytics ids and a version stay.
  kept("Cookie: theme=dark; lang=en-GB; _ga=GA1.2.1234567.1700000000");
  kept("Cookie: consent=v2.accepted.all; tz=Europe%2FBerlin; build=v1.2.3|abc");
  kept("Cookie: region=NorthEast12; plan=Premium2026");
});

Deno.test("a session cookie whose name has the app's name glued on", () => {
  const v = rand(HEX, 64);
  gone(`galaxysession=${v}`, v);
  const id = uuid();
  gone(`viewer bsession=${id}`, id);
  kept("subsession=3");
  kept("see ?subsession=intro-to-hpc-2026");
});

Deno.test("a password line that names where to ask keeps the product's name", () => {
  kept("password: ask the cluster admins on Mattermost");
  kept("password: ask the lab manager on Rocketchat");
  // A value after the same words, and a name with digits, still go.
  const pw = `${rand(ALNUM, 6)}#${rand(ALNUM, 4)}`;
  gone(`password: ask the admins on Mattermost, it is ${pw}`, pw);
  gone("password: Mattermost2026", "Mattermost2026");
});

Deno.test("bypass and scratch codes are backup codes under other vendors' names", () => {
  const codes = Array.from({ length: 5 }, (_, i) => `${i + 1}${rand("0123456789", 7)}`).join(" ");
  gone(`Duo bypass codes: ${codes}`, codes);
  gone(`scratch codes: ${codes}`, codes);
  // Order numbers under no such name stay.
  kept(`order numbers: ${codes}`);
});

Deno.test("a key named with its encoding, and a login's ticket", () => {
  const b = `${rand(B64, 42)}==`;
  gone(`cluster.munge.key_(base64) = ${b}`, b);
  gone(`MUNGE_KEY_B64: ${b}`, b);
  const hex = `${rand(HEX, 31)}a`;
  gone(`KEY_HEX: ${hex}`, hex);
  const ticket = rand("0123456789ABCDEF", 32);
  gone(`vcs.p4_login_ticket = ${ticket}`, ticket);
  gone(`sso_ticket: ${ticket}`, ticket);
  // A public or host key's encoding, a support ticket, placeholders and zeros stay.
  kept(`public_key_b64 = ${b}`);
  kept(`ssh_host_key_hex: ${hex}`);
  kept("support_ticket = INC0012345678901");
  kept("key_b64 = <your key here>");
  kept("login_ticket = 00000000000000000000000000000000");
});

Deno.test("an access code under its own key is a credential; its metadata is not", () => {
  const out = redactValue(
    { reviewer: { access_code: "RX-5521-8830-K2QZ", expires: "2027-01-01" } },
    "",
  );
  assert.deepEqual(out.redacted.map((r) => r.path), ["/reviewer/access_code"]);
  const meta = { access_code_expires_at: "2027-01-01T00:00:00Z", access_code_length: 8 };
  assert.deepEqual(redactValue(meta, "").redacted, []);
});

Deno.test("a SIM's Ki and OPc (MILENAGE, 32 hex digits) in a provisioning line", () => {
  const ki = `${rand(HEX, 31)}b`.toUpperCase();
  const opc = `${rand(HEX, 31)}c`.toUpperCase();
  gone(`IMSI 001010000000001 Ki ${ki} OPC ${opc}`, ki);
  gone(`OPc = ${opc}`, opc);
  // An OPC UA endpoint, zeros, and a digest under another name stay.
  kept("opc: opc.tcp://plc01:4840");
  kept("Ki: 00000000000000000000000000000000");
  kept(`md5: ${rand(HEX, 32)}`);
});
