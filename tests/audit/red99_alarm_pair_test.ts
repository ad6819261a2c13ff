// Issue 13, redaction round red99 (guided by v50, v52, v54, v55, v56): an alarm's user code given
// with its duress code as one pair. Examples written here, not copied from a set; each positive
// is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("an alarm's code and its duress code given as a pair are redacted", () => {
  gone("Amira: office alarm code and duress code are 7302 / 11845, don't write them down", "7302");
  gone("the warehouse intruder alarm at the new depot: 60418 / 60419", "60419");
  gone("got the shop alarm off with 240981, duress 240982 this morning", "240981");
  gone("Taped inside the cage door: bonded store 5531 (duress 5532)", "5532");
});

Deno.test("dates, times, references, years and pairs far from an alarm are kept", () => {
  kept("Alarm service visits: 2025 / 2026 contract renewed.");
  kept("alarm panel firmware 1.4.2 / 1.4.3 both tested");
  kept("the shop alarm went off at 0630 / 0645 twice, engineer booked");
  kept("alarm callout ref 448120 / 448121 closed by the installer");
  kept("Stock count on aisle 4: 4410 / 5200 cases checked");
  kept("alarm sensor 12 / 16 replaced");
  kept("intruder alarm batteries 1200 / 2000 mAh swapped");
});
