// Issue 13, redaction round 27: the value's reach from its credential noun (clause_reach_rules.ts).
// Examples written for this test, in other wordings than any fixture; every positive was missed
// before the clause reader (the value neither ended the line nor sat right after `<noun>:`).
import { gone, kept } from "./_gone_kept.ts";
import { B64, HEX, rand } from "./fixtures/random.ts";

// A typed password: letters of both cases, a mark and digits, shaped like no word.
const typed = () =>
  rand("BCDFGHJKLMNPQRSTVWXZ", 2) + rand("bcdfghjkmnpqrstvwxz", 5) + "%" +
  rand("23456789", 4);
// Capitals and digits, as a developer key: no prefix a vendor rule knows.
const upper = () => rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 24);

Deno.test("words, a verb or an owner phrase between the noun and its value", () => {
  const a = typed();
  gone(`the cron job kept the billing portal password baked in (${a}), so we rotated it.`, a);
  const b = typed();
  gone(`Support asked for the Wi-Fi password of the loading dock to test; pasted here: ${b}`, b);
  const c = upper();
  gone(`Hola Ana, aquí la API key para el portal de Ortega & Hijos: ${c}. Bórrala luego.`, c);
});

Deno.test("the clause goes on after the value", () => {
  const a = `ac_${rand(HEX, 48)}Xq7`;
  gone(`I'm using the Acme API secret ${a} and it still says 401.`, a);
  gone(
    "I'm trying the emergency unlock code UL-4821-KqTz9w and it still says 401.",
    "UL-4821-KqTz9w",
  );
  const b = crypto.randomUUID();
  gone(`Pilot: new plant appKey: ${b}, rotate after the audit.`, b);
  const c = typed();
  gone(`WARN retry with login password (front desk)=${c} (attempt 12)`, c);
});

// Cisco's published type 7 key: the encoding the decoder in src/audit/cisco_type7.ts reverses.
const IOS_KEY = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87";
const type7 = (plain: string, offset: number) =>
  String(offset).padStart(2, "0") +
  [...plain].map((ch, i) =>
    (ch.charCodeAt(0) ^ IOS_KEY.charCodeAt((offset + i) % IOS_KEY.length)).toString(16)
      .toUpperCase().padStart(2, "0")
  ).join("");

Deno.test("a type 7 string after a parenthetical and a mark", () => {
  const v = type7(typed(), 7);
  gone(`WARN [gw] retrying with enable password 7 (edge router)=${v} (attempt 3)`, v);
  // Upper-case hex of the same length that does not decode: not a type 7 string, no 32 digits.
  kept(
    "WARN [gw] retrying with enable password 7 (edge router)=0A1B2C3D4E5F60718293A4B5 (attempt 3)",
  );
});

Deno.test("a link at the line's end or `below` names the value on the next line", () => {
  const a = rand(HEX, 64);
  gone(`for the cut-over, the Harvest OAuth secret is:\n${a}\n\nthanks`, a);
  const b = rand(B64, 43) + "=";
  gone(`use the WireGuard private key of the staging VPN below.\n\n${b}\n\nDelete after use.`, b);
});

Deno.test("look-alikes in a secret's clause are kept byte-identical", () => {
  // An identifier, an algorithm, a mask or a placeholder where the value would be.
  kept("the API token for ticket INC-48210 was revoked, see MAT-2026-11873 (billing).");
  kept("Sessions are sealed with the server key (AES-256-GCM, `SecretBox`) at rest.");
  kept("the client secret for the kiosk is TODO (filed under VIN WVW2MB8LEVYGB4BA3).");
  kept("the machine secret is ****3187 (container MSKU0842790).");
  kept("the device token for the lab is {{ secrets.LAB_TOKEN }} (order 8812-XQ-55).");
  // The noun names something else: a key id, a product's PIN, a digest, code.
  kept(
    "Hej, scanner key id för the fleet är kid-4hw9q7vz2m (MD5 7e226d7e530f4901866f80d2ddb582fb).",
  );
  kept("Site log: loader PIN XK047718822356619\nSigned: foreman");
  kept("token sha256:9c1f0e7d33aa41b6c0de5512f08a7763d2e1c4b9a0f5e6d7c8b9a0e1f2d3c4b5 verified");
  kept("export function unpack(key: Uint8Array): Entry;");
  kept("if (secret && key instanceof Uint8Array) return key;");
  // Words and numbers in the clause, no value: a time, a name built of words.
  kept("the password reset for the night shift runs at 03:10, ask the service desk.");
  kept("radius secret vrrp watchdog wireless pptp lan wan layer7-protocol lease");
  // A value an identifier's noun names.
  kept("the verification token for the app (customer id cus_Q8mW2kLp9ZrT4x) expired.");
});
