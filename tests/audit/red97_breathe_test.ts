// Issue 13, redaction round red97 (guided by v51 and v67's misses): Breathe HR's API key by its
// published form after the product's name. Examples written here; each positive is left by the
// base code.
import { gone, kept } from "./_gone_kept.ts";

const KEY = "0b7e4a19c35d82f6e1a90c4b7d3e58f2a61c09e7";

Deno.test("a Breathe HR production key after the product's name", () => {
  gone(`BreatheHR, neuer Standort: prod-${KEY}`, `prod-${KEY}`);
  gone(`Breathe HR for the Leeds office — prod-${KEY} (from the API setup page)`, `prod-${KEY}`);
});

Deno.test("the same shape without Breathe, and a placeholder, are kept", () => {
  kept(`Deployed tag prod-${KEY} to the cluster.`);
  kept(`Breathe HR key format: prod-${"0".repeat(40)}`);
});
