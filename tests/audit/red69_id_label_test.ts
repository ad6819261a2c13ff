// Issue 13, redaction round red69: ID_LABEL's camelCase part (`userId`, `siteIds`) is read
// case-sensitively, so a word that merely ends in "id" ("prepaid", "avoid", Swedish "vid") no
// longer names an id kind. Examples written here; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a word ending in 'id' is not an id label", () => {
  const pw = "Kettle*4821";
  gone(`staff app vid nya lagret: ${pw}`, pw);
  gone(`the prepaid meter app: ${pw}`, pw);
  gone(`kiosk avoid list app: ${pw}`, pw);
});

Deno.test("a camelCase id name still keeps its value", () => {
  kept("the depot siteId: Kettle*4821");
  kept("orders for customerIds: Kettle*4821");
});
