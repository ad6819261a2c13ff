// Issue 13, redaction round red83 (guided by v54, v60, v61's misses): a dated or timed diary line
// "<when> <system> -> V" whose value has a login's shape. Examples written here, not copied from a
// set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login's shape ending a dated diary line is redacted", () => {
  const mixed = "pQXkmwTRzbLqe";
  gone(`Mon 16:05 the till back office -> ${mixed}`, mixed);
  const word = "Lantern.meadow418";
  gone(`3rd: the rota app -> ${word}`, word);
  const group = "pebble-orchid-ladder-73";
  gone(`Log\n2026-02-11  the guest wifi -> ${group}\n2026-02-12  boiler serviced`, group);
});

Deno.test("request ids, digests and lines without a date are kept", () => {
  // A request id ends diary lines too.
  kept("Tue 10:20 the payments API -> req_Vb81kQz0RwMt6Lx");
  // A capitals-and-digits reference.
  kept("Fri 08:15 the courier -> JD0147729381GB");
  // No date or time: a mapping in prose or code.
  kept("the rota app -> Lantern.meadow418");
  // Joined words, a slug.
  kept("Wed 09:00 the build -> DeployPipelineV2");
  kept("12th: the site -> release-notes-2024");
});
