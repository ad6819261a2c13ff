// Issue 13, redaction round red69 (guided by v53's and v55's misses): one word or two run
// together, 2-5 digits and one closing policy mark (`Seagull42!`) is a policy-made password.
// The mark is last, so round 59's shape (a mark among the letters and digits) missed it.
// Examples written here; each positive is left by the base code.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { markedPassword } from "../../src/audit/marked_password.ts";

Deno.test("the compound shape: a word run, a few digits, one closing mark", () => {
  for (const v of ["Seagull42!", "Marshbird31?", "Quarrystone07*", "Lanternfish2290#"]) {
    assert.ok(markedPassword(v), v);
  }
  // Short words, a separator, long digit runs, two marks or none: not this shape.
  for (const v of ["Sea42!", "release-notes42!", "Seagull20240612!", "Seagull42", "Seagull!"]) {
    assert.equal(markedPassword(v), false, v);
  }
});

Deno.test("a compound password handed over for a system is redacted", () => {
  gone("Router: Seagull42!", "Seagull42!");
  gone("note for the ops laptop: Lanternfish88!", "Lanternfish88!");
  gone("for the tills NAS it's Harbourwall42!", "Harbourwall42!");
  gone("the tills NAS (back office) - Harbourwall42!", "Harbourwall42!");
});

Deno.test("a question or a sentence ending in such a word is kept", () => {
  kept("Did you reboot the Wintersun23?");
  kept("We shipped Release42! Thanks, everyone.");
});
