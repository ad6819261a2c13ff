// Issue 13, redaction round red90 (guided by v63, v64 and v65's misses): what finally worked, told
// as "got X going again using V", "V got us in" or "in the end V worked". Examples written here,
// not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value told as what finally worked is redacted", () => {
  const uuid = "5d0e7a21-8c4b-4f3e-9a6d-1b2c3e4f5a60";
  gone(`got the booking app going again from the spare till using ${uuid} in the end`, uuid);
  const mixed = "Rk4nVx8qLmT2wZ";
  gone(`Tried the guest Wi-Fi from the van, in the end ${mixed} got us in.`, mixed);
  const hex = "7c1e9a04b3d5f6e28a9b0c1d2e3f4a5b";
  gone(`Tried the stats portal from home; ${hex} got me back in, thanks all`, hex);
  const password = "Harbour7731%";
  gone(
    `Couldn't reach the router page, in the end ${password} worked from the office PC.`,
    password,
  );
  const caps = "KX83PLQ7ZT52MWR9VN";
  gone(`got the gate controller working again using ${caps}, then locked up`, caps);
});

Deno.test("versions, addresses, digests and words in the same frames are kept", () => {
  kept("got the encoder going again using v2.13.0 in the end");
  kept("got the NAS working again using 192.168.1.20, then rebooted the switch");
  kept("in the end 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8 worked, the build is green");
  kept("Tried every door, in the end the caretaker's spare key got us in.");
  kept("in the end restarting worked, no idea why");
  kept("got the till going again with a reboot, in the end");
});
