// Issue 13, redaction round red79 (guided by v56's and v60's misses): an access report that says
// where the writer got in from ("got into <system> from the <device> at <place> with V"), and one
// closed by "in the end". Examples written here, not copied from a set; each positive is left by
// the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the value an access report got in with, after where it got in from, is redacted", () => {
  const mixed = "pQ7mXvT3rWkZ9sLd";
  gone(
    `Tom got into the parcel portal from the spare tablet at the back office with ${mixed}`,
    mixed,
  );
  const key = "Hq2Vn8Kx5Lp3Zr7Tw1Yb6Md9Fs4Gj0Qe8Au2Wo5Ri3=";
  gone(`got into the site tunnel from the old laptop at the depot with ${key} in the end`, key);
});

Deno.test("ids, digests and words after where an access report got in from are kept", () => {
  // Bare hex is a digest's shape; capitals and digits a reference's.
  kept(
    "got into the build server from the laptop at the depot with 9c4e1f0a7b3d2e5c8a6f in the end",
  );
  kept("Sam got into the shop app from the till at the kiosk with QX72LM4TR9, all good");
  // Words, not a value.
  kept("got into the van from the yard at the back with everything in the end");
});
