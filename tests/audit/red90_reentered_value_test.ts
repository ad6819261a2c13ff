// Issue 13, redaction round red90 (guided by v33, v34 and rtr4's misses): a value the writer
// re-entered or re-added. Examples written here, not copied from a set; each positive is left by
// the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value re-entered or re-added is redacted", () => {
  const caps = "QHT7RZ3KMW9XPL";
  gone(
    `Ticket 88: the kiosk lost its pairing overnight. I re-entered it as ${caps} and it synced.`,
    caps,
  );
  const mixed = "pLq7XvR2mTz9Kc";
  gone(
    `Steps: rebooted, re-entered the card reader pairing (branch till) (${mixed}), still 403.`,
    mixed,
  );
  const hex = "4E7A1C9B3D5F60718293A4B5C6D7E8F9";
  gone(`build failed again, I re-added the Twitch client key, it's ${hex} if you need it.`, hex);
});

Deno.test("ids, versions, words and unnamed hex re-entered are kept", () => {
  kept("I re-entered it as 3f9d2c14a8e07b55c2d1e9f0a6b4c3d2e1f0a9b8 and the build ran.");
  kept("Re-entered the order reference as ORD-2026-88213 and the sync ran.");
  kept("I re-added the plugin, it's v2.13.0 now.");
  kept("I re-entered it as instructed and the sync ran.");
  kept("Re-typed the customer's postcode (SW1A 1AA), still no match.");
});
