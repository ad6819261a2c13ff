// Issue 13, redaction round red98 P4 (guided by v67's Dutch benign change): after "password:" in
// prose, a lower-case word that a second plain word follows to the clause's end is the start of a
// sentence ("synchronisatie klaar, …"), not a value. The word alone, a word with a digit, or a
// quoted value still go. Examples written here; each kept one was changed by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("P4: a sentence after the label is kept", () => {
  kept("The password: synchronization finished, reference ************");
  kept("Het wachtwoord: synchronisatie voltooid, kenmerk ************");
});

Deno.test("P4: a value alone, with a digit, or quoted still goes", () => {
  gone("Wachtwoord: zonnebloemveldje", "zonnebloemveldje");
  gone("password: sunflowerfields2 klaar, thanks", "sunflowerfields2");
  gone('password: "zonnebloemveldje" klaar, thanks', "zonnebloemveldje");
});
