// Issue 13, redaction round red98 P1: red94's Turnstile site key shape (`0x4`, seven `A`, 14 more:
// 24 characters, public, in a page's HTML) lives in `isPublicValue` with every other public value,
// so every rule keeps it, the stuck note included; Turnstile's longer secret key still goes.
// Examples written here; the first two kept ones were changed by the base code (c29ffbf8), the post-it is red94's case.
import { gone, kept } from "./_gone_kept.ts";

const SITE = "0x4AAAAAAA7kQv2ZpLm9XwRt";
const SECRET = "0x4AAAAAAA3CaPPgpqu-kw1U43z2ZDQe";

Deno.test("P1: a Turnstile site key is kept by every rule", () => {
  kept(`Cloudflare Turnstile for the booking form: ${SITE}`);
  kept(`the booking form key is ${SITE}`);
  kept(`on a post-it by the till in shop 3: the returns form ${SITE}`);
});

Deno.test("P1: Turnstile's secret key still goes under every frame", () => {
  gone(`Turnstile secret key: ${SECRET}`, SECRET);
  gone(`the booking form key is ${SECRET}`, SECRET);
  gone(`TURNSTILE_SECRET=${SECRET}`, SECRET);
  gone(`on a post-it by the till in shop 3: the returns form ${SECRET}`, SECRET);
});
