// Issue 13, redaction round red94 (guided by v34 and v66's misses): a credential said to have been
// changed, then "It's now V" or "new one is V". Examples written here, not copied from a set; each
// positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a credential's new value after it was changed is redacted", () => {
  gone("The till password had been changed again. It's now Basil7720#, pass it on.", "Basil7720#");
  gone(
    "heads up, the Bookly API token rotated last night, new one is Tz4mQ8rWx2Kp",
    "Tz4mQ8rWx2Kp",
  );
});

Deno.test("versions, addresses and words after a change are kept", () => {
  kept("The password policy changed last month. It's now twelve characters, minimum.");
  kept("The API key format was changed in the upgrade. It's now v2.14.3 style, see the docs.");
  kept("The reset link for the password changed. It's now https://example.com/reset2 instead.");
  kept("The admin login was changed, it's now ops2@example.com for the team.");
});
