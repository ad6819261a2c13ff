// Issue 13, redaction round 40 (the gift-code class of v35's misses, seen in v31, v32 and rtr1):
// a gift card's label written as one identifier (`GIFT_CARD_REDEMPTION_CODE`), and a code in
// four space-split groups. Examples written here; a card's printed 16 digits stay.
import { gone, kept } from "./_gone_kept.ts";
import { DIGITS, rand } from "./fixtures/random.ts";

const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
/** Four groups of four: a letter, a digit and two of either in each. */
const group = () => rand(UPPER, 1) + rand(DIGITS, 1) + rand(UPPER + DIGITS, 2);
const code = (sep: string) => [group(), group(), group(), group()].join(sep);

Deno.test("a gift code under a label joined by underscores goes", () => {
  const c = code("-");
  gone(`vendor:\n  CASINO_GIFT_CARD_REDEMPTION_CODE: "${c}"\n  retries: 3`, c);
  const d = code("-");
  gone(`shop-cli configure set gift_card_redemption_code ${d}`, d);
});

Deno.test("a gift code in four space-split groups goes", () => {
  const c = code(" ");
  gone(`| the agency's email | gift card code issued to the influencer | ${c} | e-com ops |`, c);
  const d = code(" ");
  gone(`Your gift card code: ${d}`, d);
});

Deno.test("space-split words and a card's printed digits after a gift label stay", () => {
  kept("gift card for the team: BEST 2024 TEAM LEAD");
  kept("the gift card balance 2024 team lead will send it");
  kept(`store gift card number (not a payment card) is 6036 ${rand(DIGITS, 4)} 2334 1024`);
});
