// Issue 13, redaction round 68: a lock's combination is a code as a door or safe code is, also when
// a setting is named for it (`…_SAFE_COMBINATION=`), and a dial's numbers joined by dashes are
// one. Examples written here, not taken from a tuning set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a lock's combination, in a setting or a sentence, is redacted", () => {
  gone(`NODE_ENV=production\nSTOREROOM_SAFE_COMBINATION=70315928\nPORT=8080`, "70315928");
  gone(`LOCKER_COMBINATION=36-14-52\nDEBUG=false`, "36-14-52");
  gone(`The bike shed padlock combination is 8-27-41, change it in May.`, "8-27-41");
});

Deno.test("combinations that are no code, and dates or years after one, are kept", () => {
  kept(`A safe combination of two drugs was tested in 2024.`);
  kept(`SAFE_COMBINATION_RETRIES=3`);
  kept(`LOCKER_COMBINATION=2025-06-01`);
  kept(`The lock combination is set in the app (see page 12-14).`);
  kept(`Door combination: 2024`);
});
