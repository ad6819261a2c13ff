// Issue 13, redaction round red99 (guided by v17, v33): a wallet seed announced by its length, a
// run of exactly that many short lower-case words. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

const W12 = "ember tiger walnut bottle parade lemon cradle velvet orbit sunny hazard mimic";
const W18 = `${W12} canyon ripple thorn glade magnet pulse`;

Deno.test("a run of exactly the announced number of words is redacted", () => {
  gone(`the 18-word backup from the lockbox again, it's ${W18}\n[Ana 07:02] in`, "canyon ripple");
  gone(`Trezor 12 words (on the card in the tin): ${W12} — don't type it anywhere`, "parade lemon");
  gone(`the 12 words on the card are ${W12}`, "walnut bottle");
});

Deno.test("prose, placeholders and runs of another length are kept", () => {
  kept(`write a 12-word summary: ${W12} will never be the end of it`);
  kept("keep each answer under 12 words please, the form is short");
  kept("recovery_phrase\n<12 words — kept on the steel plate in the safe, never typed>");
  kept(`the 12-word card reads ${W12} canyon ripple`);
  kept("Tip: a 15-word headline works best, like spring sale starts today across every store");
});
