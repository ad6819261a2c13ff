// Issue 13, redaction round red92 (guided by v58-v65's misses): a key safe's or a lock's
// combination in groups of four. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a lock's combination in groups of four is redacted", () => {
  gone("the key safe behind the bakery combination = 5813-2740. Don't log it.", "5813-2740");
  gone("new combination for the garden shed padlock as agreed 3391-B7C2", "3391-B7C2");
  gone("Reset the combination for the key box at the depot after Tom left: 6602-1975", "6602-1975");
  gone("site_b:\n  combination: 8147-3306\n  address: the old mill", "8147-3306");
});

Deno.test("combinations of other things and year ranges are kept", () => {
  kept("The door survey covered the combination of 2019-2024 locks.");
  kept("a winning combination: CODE-RED-TEAM for the quiz");
  kept("the combination of colours for release 1.2-beta was fine");
  kept("combination therapy, trial ABCD-EFGH, enrolled 12");
});
