// Issue 13, redaction round red97 (guided by v66 and v67's misses): a value a system asks for in
// place of an old one that no longer works. Examples written here, not copied from a set; each
// positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a key, a code or a memorable password asked for after the old one failed", () => {
  const hex32 = "4be07a91c3d25f68e1a09b7c3d52f8e6";
  const hex64 = "9e0c4b17a2f85d36c1e94a70b28f5d3e6a1c07b94e2d58f3a60c19b7e4d2f85a";
  gone(
    `The booking widget is asking for ${hex32} now after the update, old one won't work.`,
    hex32,
  );
  gone(`The Zapier webhook wants ${hex64} since the update, the old one's dead.`, hex64);
  gone(
    "The staff portal is asking for pebble.lantern.harbour51 now, old one won't work.",
    "pebble.lantern.harbour51",
  );
  gone("The side gate keypad only takes 48163920 now, the old one stopped working.", "48163920");
});

Deno.test("ids, digests, serials and the frame without the old one failing are kept", () => {
  kept("The honey house wants 5095115478580 since the update, the old one's dead.");
  kept("The auto belays are asking for TB-59XL-951238 now after the update, old one won't work.");
  kept(
    "The controller firmware wants 9e0c4b17a2f85d36c1e94a70b28f5d3e6a1c07b94e2d58f3a60c19b7e4d2f85a since the update, the old one's dead.",
  );
  kept("The booking widget is asking for 4be07a91c3d25f68e1a09b7c3d52f8e6 now after the update.");
  kept(
    "The support desk wants request id 4be07a91c3d25f68e1a09b7c3d52f8e6, the old one won't work.",
  );
});
