// Issue 13, redaction round red94 (guided by v40, v49, v58 and v66's misses): "<secret> below,
// <more>" with the value alone on the next line. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a secret pointed at below a line that goes on is redacted", () => {
  gone(
    "Hi Sam, the shop's Wi-Fi key is below. Please don't post it in the group.\n\nheron-gravel-lime71\n\nThanks",
    "heron-gravel-lime71",
  );
  gone(
    "Ticket 51: reset the router password below and tested it twice.\nWrenly1983@\nClosed.",
    "Wrenly1983@",
  );
});

Deno.test("things other than a secret pointed at below are kept", () => {
  kept("Case 4471\nFix: steps below, then reboot it\nKestrel-mint-2290\n");
  kept("Job 88 - the password policy is below, and it is strict.\nminimum twelve characters");
  kept("Job 88 - replaced the token, new one below, checked.\n  indented_value_9f3k2");
});
