// Issue 13, redaction round red81 (the largest missed groups over all tuning sets): a UUID-token
// vendor's name as the UUID's only label, and a what3words API key where what3words is named.
// Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a UUID labelled by a token vendor's name alone is redacted", () => {
  const a = "7b3e91c4-2f6d-4a18-9c5e-0d8a6f2b71e3";
  gone(`Whiteboard in the back office, Postmark – ${a}`, a);
  gone(`POSTMARK_ACCOUNT=${a}\nDEBUG=0`, a);
  gone(`Morning! For Postmark use ${a} from now on`, a);
  gone(`Kiln room\tPostmark\t${a}\tJo`, a);
});

Deno.test("a vendor's object ids and far-off UUIDs are kept", () => {
  const a = "7b3e91c4-2f6d-4a18-9c5e-0d8a6f2b71e3";
  kept(`Postmark message ${a} bounced, the address is full`);
  kept(`Postmark MessageID: ${a}`);
  kept(`Postmark stream ${a} paused over the weekend`);
  // The name on another line does not label the UUID.
  kept(`We send mail through Postmark.\nBooking reference ${a} is confirmed.`);
});

Deno.test("a what3words key is redacted where what3words is named", () => {
  gone("Dispatch: the what3words key for the vans is Q7MX2RKD", "Q7MX2RKD");
  gone("Card by the till: 4HRZ9TWB (that's what3words)", "4HRZ9TWB");
  gone("site,system,value\nYard,what3words,K2PW8ZQN", "K2PW8ZQN");
});

Deno.test("what3words addresses and codes in other shapes are kept", () => {
  kept("Meeting point what3words: ///kettle.harbour.lamp, by the gate");
  kept("what3words for the depot: ///amber.tiles.rowing (unit PX-4471)");
  // Words, a registration with its space, and a run without a digit stay.
  kept("Van AB12 CDE parked at the what3words spot ///vivid.plank.ocean, CHECKED");
  // No vendor named: an 8-character reference is left to the other rules.
  kept("Parcel reference Q7MX2RKD arrived at the depot");
});
