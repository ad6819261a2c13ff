// Issue 13, redaction round 14: the families behind v17's misses and false alarm (personal devices
// and consumer apps: messaging exports, notes, smart-home configs). Each next to look-alikes on
// the other side. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

const DIGITS = "0123456789";

/** The JSON Pointers the walker redacts in `value`. */
function redactedPaths(value: unknown): string[] {
  return redactValue(value, "").redacted.map((r) => r.path);
}

Deno.test("a JSON PIN or owner's code is redacted by its name and digits; look-alikes are not", () => {
  const pin = rand(DIGITS, 6);
  assert.deepEqual(redactedPaths({ lock: { guest_pin: pin, battery: 64 } }), ["/lock/guest_pin"]);
  assert.deepEqual(redactedPaths({ tv: { parentalCode: rand(DIGITS, 4) } }), ["/tv/parentalCode"]);
  assert.deepEqual(redactedPaths({ sim: { puk: Number(`9${rand(DIGITS, 7)}`) } }), ["/sim/puk"]);
  assert.deepEqual(redactedPaths({ alarm: { master_code: "4821-5530" } }), ["/alarm/master_code"]);
  // A GPIO pin, a postal PIN code beside its address, an error code, a year: kept.
  assert.deepEqual(redactedPaths({ led: { gpio_pin: 17, reset_pin: "4" } }), []);
  assert.deepEqual(
    redactedPaths({ ship_to: { city: "Pune", pincode: "411001", state: "MH" } }),
    [],
  );
  assert.deepEqual(redactedPaths({ job: { error_code: "40413", exit_code: 1 } }), []);
  assert.deepEqual(redactedPaths({ tv: { parent_code: "2026", child: "Noah" } }), []);
  assert.deepEqual(redactedPaths({ tv: { parent_code: "ask mum" } }), []);
});

Deno.test("recovery words and recovery codes in JSON go; an opcode and a word list stay", () => {
  const words = "ivory arrow rabbit sponge atom shadow bronze apology mango beach fabric camera"
    .split(" ");
  assert.deepEqual(redactedPaths({ wallet: { mnemonic: words.join(" ") } }), ["/wallet/mnemonic"]);
  // An assembler's mnemonic, eleven words (no BIP39 length), a description: kept.
  assert.deepEqual(redactedPaths({ op: { mnemonic: "mov", operands: 2 } }), []);
  assert.deepEqual(redactedPaths({ wallet: { mnemonic: words.slice(0, 11).join(" ") } }), []);
  const codes = [`${rand(DIGITS, 4)}-${rand(DIGITS, 4)}`, `${rand(DIGITS, 4)}-${rand(DIGITS, 4)}`];
  assert.deepEqual(redactedPaths({ recovery: { codes, created: "2026-02-02" } }), [
    "/recovery/codes/0",
    "/recovery/codes/1",
  ]);
  const backup = rand(ALNUM, 4) + "7" + rand(ALNUM, 3);
  assert.deepEqual(redactedPaths({ account: { backup_codes: [backup] } }), [
    "/account/backup_codes/0",
  ]);
  // `codes` under any other parent, and recovery codes that are words: kept.
  assert.deepEqual(redactedPaths({ country: { codes: ["4021", "4022"] } }), []);
  assert.deepEqual(redactedPaths({ recovery: { codes: ["printed", "in", "drawer"] } }), []);
});

Deno.test("a one-time code before its name or after 'your code is' goes; other numbers stay", () => {
  gone("21:08 | Me | G-688333 is your Google verification code.", "688333");
  gone("NOTE:Use 45134236 as Microsoft account security code — keep", "45134236");
  gone(
    "Note to Self: Your code for the transfer of 1,250.00 EUR is 40524223. Never share it.",
    "40524223",
  );
  gone(JSON.stringify({ messages: [{ from: "Bank", body: "Your code is 47241439" }] }), "47241439");
  kept("Order 48213 is your confirmation number, not a code.");
  kept("4821 is the security code update we shipped? No: 2024 is the security code year.");
  kept("Your code is 1200 lines long; split it.");
  kept("Your code is 2025 compliant.");
  kept("Your zip code is 90210.");
});

Deno.test("a YAML tag naming where a secret lives is kept; a value is not", () => {
  kept("# api_key: !secret openweather_key — in case the box gets thrown away\nmqtt_port: 1883");
  kept("wifi_password: !secret wifi_pw\nota_password: !env_var OTA_PASSWORD");
  kept("      MasterUserPassword: !Ref DbPassword\n");
  assert.deepEqual(redactedPaths({ api_key: "!secret openweather_key" }), []);
  const pw = `!${rand(ALNUM, 14)}`;
  gone(`wifi_password: ${pw}\n`, pw.slice(1));
  gone("api_key: !secret123xyzQ7 — old", "secret123xyzQ7");
  const key = rand(ALNUM, 32);
  assert.deepEqual(redactedPaths({ api_key: `!secret ${key} ${key}` }), ["/api_key"]);
});

Deno.test("a code straight after its name goes; counts, years, circuits and prose stay", () => {
  const puk = `7${rand(DIGITS, 7)}`;
  gone(`[Car] profile note: SIM PUK ${puk} — mum asked me to write it down`, puk);
  gone(`voicemail PIN ${puk}.`, puk);
  gone(`number transfer PIN (port-out) ${puk}12 — keep`, `${puk}12`);
  gone(`Screen Time passcode (long) ${puk}\n`, puk);
  gone(`iPhone backup encryption password ${puk}92 — for the babysitter`, `${puk}92`);
  gone(`Signal backup passphrase 97719 07113 98232 94082 43319 72585 — changed`, "43319 72585");
  gone(`"WLAN-Netzwerkschlüssel 0726 9935 5289 7296 3571 — if I'm in hospital"`, "7296 3571");
  gone(`Family Link parent access code ${puk} — so the kids stop asking`, puk);
  kept("Set the PIN 4 times wrong and the card locks.");
  kept("The password 2024 policy is out; PIN 1234 is the default.");
  kept("Enter PIN 4821 and the card number, then press OK.");
  kept("Wire the LED to PIN 2048 — the ESP32 board has no such pin.");
  kept("password 12345678 is on every list; change it.");
  kept("Gate passkey 99 doors, access code length 6.");
});

Deno.test("a description ending in a credential word does not hide the key after it", () => {
  const token = crypto.randomUUID();
  gone(`{'service': 'Wise API token', 'token': '${token}'} — saving this`, token);
  const pw = `Lake${rand(DIGITS, 3)}`;
  gone(`note: {'desc': 'SFTP password', 'password': '${pw}'} ok`, pw);
  kept(`f("api_token", "SELECTED"), {'service': 'Wise API token', 'kind': 'bearer'}`);
});

Deno.test("a variable's name, a slash, then its value goes; names and paths after a slash stay", () => {
  const secret = crypto.randomUUID();
  gone(`Message from parent: Acme client secret / client_secret / ${secret} — keep`, secret);
  const pw = `Qx${rand(ALNUM, 10)}7`;
  gone(`vpn notes: VPN_PASSWORD / ${pw}`, pw);
  kept("Fields: client_id / client_secret / redirect_uri (all three are required).");
  kept("Store api_key / /etc/acme/key.pem on the host; rotate yearly.");
  kept("The SMTP_PASSWORD / SMTP_USER pair comes from the vault.");
});

Deno.test("random material straight after a session, a device key or a recovery code goes", () => {
  const hex = rand("0123456789abcdef", 40);
  gone(`smart TV remote app session ${hex} — copying before I bin it`, hex);
  gone(`game launcher session ticket ${hex}48ab\n`, `${hex}48ab`);
  const wifi = `Hd${rand(ALNUM, 11)}7`;
  gone(`BT Smart Hub wireless key ${wifi} — for the guests`, wifi);
  gone("- Microsoft recovery code PH5IG-HBY3V-5B8AP-3Q61K-KD0BQ — saving this here", "KD0BQ");
  // Words, dates, ids with words, and short handles after the same names: kept.
  kept("Session 2026-11-08 recap: we covered the network key rotation.");
  kept("The recovery key rotation-policy applies; session closed.");
  kept("Wireless key management (WPA3) is explained in session three.");
  kept("Join session abc123 at 10:00.");
});
