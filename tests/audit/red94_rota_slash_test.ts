// Issue 13, redaction round red94 (guided by v65 and v66's misses): a rota line "<day> <time>
// <what>: <system> / V". Examples written here, not copied from a set; each positive is left by
// the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login, an API key's 32 hex or an alarm's code after a rota's slash is redacted", () => {
  gone("Mon 08:00 stock take at the barn: Shopify staff / Rw4tKq9mZx2Lp", "Rw4tKq9mZx2Lp");
  const hex = "3b7e91c04fd2a85e6c1f0b9d2a7e4c58";
  gone(`Fri 17:30 close-up: Plausible (site stats) / ${hex}`, hex);
  gone("Sat 06:00 market load: the unit roller door alarm / 48810273", "48810273");
});

Deno.test("digests, commits, register numbers and counts after a rota's slash are kept", () => {
  kept("Mon 08:00 release: the site theme repo / 9f2c4e1a7b3d5f60817293a4b5c6d7e8f9012345");
  kept(`Mon 08:00 release: the firmware image / ${"a1b2c3d4".repeat(8)}`);
  kept("Tue 06:30 hive move: BeeBase / AP6084997");
  kept("Sat 06:00 market load: crates / 48810273");
  kept("Fri 17:30 close-up: checksum of the backup / 3b7e91c04fd2a85e6c1f0b9d2a7e4c58");
});
