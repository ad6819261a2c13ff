// Issue 13, redaction round 19: the families behind the misses of v22 (energy, utilities,
// industry, telecom) read with v15–v21's residuals. Each family next to look-alikes on the other
// side. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, DIGITS, groupsOf4, HEX, iban, LETTERS, rand } from "./fixtures/random.ts";

const flips = (v: string) => v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;

Deno.test("an arrow back at an SNMP community, a credential or a PIN code", () => {
  const c = `${rand(ALNUM, 12)}7qZ`;
  gone(`${c}    <- SNMPv2c RW community`, c);
  gone(`${c} <- read-write community`, c);
  const b = `${rand(B64, 30)}==`;
  gone(`${b}    <- historian web API basic credential`, b);
  const pin = `4${rand(DIGITS, 9)}`;
  gone(`${pin}    <- remote gateway key PIN code`, pin);
  let k = rand(LETTERS, 14);
  while (flips(k) * 3 < 14) k = rand(LETTERS, 14);
  gone(`${k}    <- grid data API key`, k);
  // A community that is not SNMP's, a default, a year-like code, a run and CamelCase stay.
  kept("Z7x9Kp2mQ4Lw <- online community");
  kept("public    <- SNMP community");
  kept("20261127 <- access code");
  kept("12345678 <- PIN code");
  kept("ProcessingUnitName    <- API key");
});

Deno.test("a SIM's Ki and OPc after an aside, in a CSV column and as JSON members", () => {
  const ki = rand(HEX, 32).toUpperCase();
  gone(`# OPc for the private LTE batch (HSS import): ${ki}`, ki);
  gone(`IMSI,ICCID,KI\n001010000012345,8949000000000012345,${ki}\nnext=1`, ki);
  gone(`imsi;opc\n001010000012399;${ki}`, ki);
  const out = redactValue({ sim: { iccid: "8949900423388256427", ki, opc: ki } }, "");
  assert.deepEqual(out.redacted.map((r) => r.path).sort(), ["/sim/ki", "/sim/opc"]);
  // An OPC UA endpoint, a short value, a column of names and a digest column stay.
  const endpoint = { opc: "opc.tcp://10.0.0.5:4840", ki: "1.2" };
  assert.deepEqual(redactValue(endpoint, "").value, endpoint);
  kept(`name,op,ki\nrun,add,3`);
  kept(`file,md5\nlog.txt,${rand(HEX, 32)}`);
});

Deno.test("a remote access code, an eSIM's confirmation code, a session id by its cookie name", () => {
  const code = `9${rand(DIGITS, 7)}`;
  gone(`SMS: your SCADA remote access code is ${code}. Valid 5 minutes.`, code);
  gone(`confirmation code for the eSIM download: ${code}`, code);
  const sid = `${rand(ALNUM, 24).toLowerCase()}9q`;
  gone(`[07:42] duty: PHPSESSID (meter portal): ${sid}`, sid);
  const hex = rand(HEX, 32);
  gone(`NOTES="dashboard session id: ${hex}"`, hex);
  // A booking's confirmation code, an access code's length and a session's name stay.
  kept(`Booking confirmation code: ${code}`);
  kept("the access code has 8 digits and expires in 15 minutes");
  kept(`NOTES="session key ProcessingUnitName"`);
});

Deno.test("an IBAN on a row that names an .example host is no sample", () => {
  const pt = groupsOf4(iban("PT", 25));
  gone(`B-2611,M2M-LTE,iot.example,"payout account: ${pt}"`, pt);
  // The word itself still marks a sample.
  kept(`Example: ${pt} (see iot.example)`);
});

Deno.test("a shadow(5) line's and an htpasswd line's hash go, a locked account stays", () => {
  const h = `$6$${rand(ALNUM, 16)}$${rand(B64.replace("+", "."), 86)}`;
  gone(`- hmi:${h}:20011:0:99999:7:::`, h);
  const md5 = `$1$${rand(ALNUM, 8)}$${rand(ALNUM, 22)}`;
  gone(`/etc/shadow (root hash): root:${md5}:19842:0:99999:7:::`, md5);
  // Round 41: an htpasswd line's bcrypt hash is credential material too (the lead's decision).
  const bcrypt = `$2y$10$${rand(ALNUM, 53)}`;
  gone(`admin:${bcrypt}`, bcrypt);
  kept("daemon:*:19842:0:99999:7:::");
  kept("root:!:19842:0:99999:7:::");
});

Deno.test("an eSIM activation code's matching id and an enable secret's hash in JSON", () => {
  const id = `${rand(ALNUM, 4)}-${rand(ALNUM, 4)}-${rand(ALNUM, 4)}`.toUpperCase();
  gone(`scan this at the site: LPA:1$rsp.smdp.example.net$${id}`, id);
  const out = redactValue({ esim: { activationCode: `LPA:1$smdp.io$${id}` } }, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/esim/activationCode"]);
  kept("scan LPA:1$smdp.io$0000-0000-0000 (the vendor's sample)");
  const hash = `$9$${rand(ALNUM, 14)}$${rand(ALNUM, 43)}`;
  const cfg = { router: { enable: { type: 9, hash } } };
  assert.deepEqual(redactValue(cfg, "").redacted.map((r) => r.path), ["/router/enable/hash"]);
  // A file's hash, a digest under enable and a crypt hash under no secret's name stay.
  const files = { file: { hash: `$6$${rand(ALNUM, 8)}$${rand(ALNUM, 43)}` } };
  assert.deepEqual(redactValue(files, "").value, files);
  const digest = { enable: { hash: `sha256:${rand(HEX, 64)}` } };
  assert.deepEqual(redactValue(digest, "").value, digest);
});

Deno.test("the generic fallback: a generated or password-like value in a credential's slot", () => {
  const pw = `${rand(ALNUM, 10)}7Qz`;
  gone(`bindpw=${pw}`, pw);
  gone(`Billing portal Schlüssel (Key): ${pw}`, pw);
  gone(`tax portal certificate PIN ${pw} — for the babysitter`, pw);
  const id = `${rand(HEX, 8)}-${rand(HEX, 4)}-4${rand(HEX, 3)}-a${rand(HEX, 3)}-${rand(HEX, 12)}`;
  gone(`# HomeHub PAT: ${id} — pasted from the manager`, id);
  gone(`Notify live key: live-${rand(ALNUM, 12).toLowerCase()}-${id}`, id);
  gone(`command=gpg --batch --passphrase '${pw}' -d secrets.gpg`, pw);
  // Identifiers, digests, ARNs, masks, 24 hex after a plain "key", code and prose stay.
  kept(`arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-${rand(ALNUM, 6)}`);
  kept("ANTHROPIC_API_KEY=sk-ant-api03-...  # replace with your key");
  kept(`debug: CACHE_KEY=node-modules-Linux-${rand(HEX, 64)}`);
  kept(`vendor daemon key: ${rand(HEX, 24).toUpperCase()}`);
  kept(`key id: ${pw}`);
  kept(`nextPageToken: ${rand(ALNUM, 40)}`);
  kept(`invalid key svc_${rand(ALNUM, 49)}`);
  kept("notification key 0|com.example|642168097|null|60567 — for the warranty");
  kept("        key: Uint8Array;\nexports.isIntegerKey = isIntegerKey;");
  kept("callback: (err: Error | null, derivedKey: NonSharedBuffer) => void,");
  kept("the password is written on the back of the router");
  kept("--password-file=/run/secrets/db_password --token-file /etc/tok.txt");
});

Deno.test("a password piped to sudo -S (it reads the password from stdin)", () => {
  const pw = `${rand(LETTERS, 6)}.19${rand(DIGITS, 2)}.${rand(ALNUM, 5)}@0${rand(DIGITS, 1)}`;
  gone(`line 12=echo '${pw}' | sudo -S systemctl restart app`, pw);
  gone(`echo "${pw}" | sudo --stdin apt update`, pw);
  // `-s` runs a shell (the echo is a command); a pipe to tee is data.
  kept("echo 'ls -la /root' | sudo -s");
  kept("echo 'nameserver 10.0.0.53' | sudo tee /etc/resolv.conf");
});
