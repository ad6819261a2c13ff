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

Deno.test("five vendors' keys in their published form are redacted where the vendor is named", () => {
  const meraki = "c4e19a07b3d2f58e6a1c0b9d7e3f2a4b5c6d8e91";
  gone(`Shop floor switches, Meraki dashboard: ${meraki}`, meraki);
  const owm = "7e2c9a4f1b8d3e6a0c5f2b9d4e7a1c38";
  gone(`weather panel, ask Sam before changing. OpenWeather ${owm}.`, owm);
  gone("Tills, AvaTax: 7C2E9A41B0D36F58", "7C2E9A41B0D36F58");
  gone("for Vonage texts use Tq7LmW2zRx9KpB4c now", "Tq7LmW2zRx9KpB4c");
  gone("Vonage, back room: hWqKzTbRmYpLcNvD", "hWqKzTbRmYpLcNvD");
  gone("- Eventbrite - Q4ZT7K2MX9WB5RN8HD3P\n- bins out", "Q4ZT7K2MX9WB5RN8HD3P");
});

Deno.test("digests, ids and words near those vendors' names are kept", () => {
  // A commit or a digest has the same hex shape; its label keeps it.
  kept("Meraki firmware notes: sha1 c4e19a07b3d2f58e6a1c0b9d7e3f2a4b5c6d8e91 verified");
  kept("OpenWeather city id 2643743 (London), units=metric");
  // One case and no digit: a word in capitals, not a Vonage secret.
  kept("Vonage status page says DEGRADEDSERVICE for the SMS API today");
  kept("Eventbrite order 1234567890 for the open day, 40 tickets");
  // Another shape than the vendor's: a dotted name is not the key.
  kept("AvaTax company code 7C2E9A41B0D36F58.default set for the shop");
});
