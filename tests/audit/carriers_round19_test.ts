// Issue 13, redaction round 19: the families behind the misses of v22 (energy, utilities,
// industry, telecom) read with v15–v21's residuals. Each family next to look-alikes on the other
// side. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, DIGITS, HEX, LETTERS, rand } from "./fixtures/random.ts";

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
