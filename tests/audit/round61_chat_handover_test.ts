// Issue 13, redaction round 61 (guided by v48's misses; the same frame missed in v33 and v46): a
// time-stamped chat message whose last word is a machine key, handed over by a verb of giving
// (hex, base64) or by any hand-over word (a licence key's dash-joined groups).
// Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a key handed over as a chat message's last word is redacted", () => {
  const hex = "9be01c47aa3f5d2e6b8c0f7193de4a58c2b17e06";
  gone(
    `[08:12] Lena (front desk): the scanner bridge is down again\n[08:20] Omar: reset it, use ${hex}\n[08:31] Lena (front desk): back up`,
    hex,
  );
  const b64 = "Qm7tZr2XpLw9Vd4Ka1Ns8Ju5";
  gone(`[21:03] Theo: new one for the billing export, use ${b64}.`, b64);
  const padded = "pT4vNa8Qx2Lm6Rb0Zc5Wd7Hs3Ke9Jf1Yg==";
  gone(`[Mina 07:45] the storage account asked again, it's ${padded}`, padded);
  const licence = "QK7RD-M3TXV-8PLNB-Z4WHC";
  gone(`[10:05] Ines: for the lab PC, imaging licence: ${licence}`, licence);
  const prefixed = "lab-R2D9-X7KQ-M4ZT-P8WN";
  gone(`[16:40] Ravi (IT): the cutter's key is ${prefixed}`, prefixed);
});

Deno.test("digests, ids and bare tokens at a chat message's end are kept", () => {
  const digest = "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592";
  // A colon or a bare `is` answers "what's the checksum?" as often as it hands a key over.
  kept(`[09:10] ana: can you paste the checksum?\n[09:11] joe: sure: ${digest}`);
  kept(`[09:12] joe: the sha256sum is ${digest}`);
  // The message names an id kind.
  kept(`[11:00] dev: the commit to deploy, use 3f9a2c1d8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b`);
  kept(`[11:02] dev: that request id is now 7c2e9a4b1d8f3e6a0b5c9d2e7f1a4b8c`);
  // A message of the token alone hands nothing over.
  kept(`[11:05] bot: 3f9a2c1d8e7b6a5f4c3d2e1f0a9b8c7d`);
  // A UUID, a date range and words in groups are no licence key.
  kept(`[12:30] sam: the tenant is 4F3A2B1C-9D8E-4F7A-B6C5-D4E3F2A1B0C9`);
  kept(`[12:31] sam: the window is 2026-1130-1200-1400`);
  kept(`[12:32] sam: the room code is EAST-WING-DOOR-FIVE`);
  // Not a chat line: prose keeps its digests to the older rules.
  kept(`Release notes: use 3f9a2c1d8e7b6a5f4c3d2e1f0a9b8c7d to pin the build.`);
});
