// Issue 13, redaction round red96: with the rotation clause ("the other stopped working", "the old
// one got changed"), an API key's hex (32 or 40), a UUID and a 4–10-digit code are the replaced
// credential too. Examples written here; each positive was left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a key's hex, a UUID and a digit code handed as the rotated one are redacted", () => {
  const hex = "9be1f04c7a2d83e65b10c9f7d4a2e86b31c05d7f";
  gone(`Text from Jo: ${hex} is the Pipedrive one, the old one got changed`, hex);
  const uuid = "A7C31E09-4D2B-4F86-9E15-3B7D0C28F6A4";
  gone(`${uuid} is the one for Textlocal, the other stopped working`, uuid);
  const code = "40917263";
  gone(`${code} is the one for the stock room tablet, the other stopped working`, code);
});

Deno.test("digests, ICCIDs, years, short hex and unrotated keys are kept", () => {
  const digest = "5f0c2a9e7b14d38a6c90e1f27b4d5a83c6e09f12a7b3d4c58e1f60a92b7c3d4e";
  kept(`${digest} is the one for the gateway firmware, the other stopped working`);
  kept("89441197729874415943 is the one for the tracker SIM, the other stopped working");
  kept("2024 is the one for the fleet list, the other stopped working");
  kept("9be1f04c7a2d83e65b10c9f7d4a2e86b31c05d7f is the one for Pipedrive, thanks again");
  kept(
    "A7C31E09-4D2B-4F86-9E15-3B7D0C28F6A4 is the one for the tablet's device ID, the other stopped working",
  );
});
