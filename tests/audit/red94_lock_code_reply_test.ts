// Issue 13, redaction round red94 (guided by v52, v56 and v66's misses): a lock's code asked for in
// a chat and given as digits. Examples written here, not copied from a set; each positive is left
// by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("digits given in reply to a question for a lock's code are redacted", () => {
  gone(
    "[06:55] Ben: what's the code for the yard gate again?\n[06:56] Asha: 7720-4418",
    "7720-4418",
  );
  gone("Kit: anyone got the key safe combination for unit 4?\nRo: 3391#", "3391#");
  gone("Ola: what's the login for the cash safe at the stall?\n\nDee: 6620148807", "6620148807");
});

Deno.test("digits that are not a lock's code are kept", () => {
  kept("Ben: what year was the gate code changed?\nAsha: 2019");
  kept("Kit: how many lockers have a code?\nRo: 12");
  kept("Ola: what's the door supplier's product code?\nDee: 5048870290133");
  kept("Ola: where does the alarm installer park?\nDee: 4410 4418");
  kept("Ben: is the gate open today?\nAsha: 7720-4418");
});
