// Issue 13, structured redaction round 30: JSON members that are credentials by their shape with
// the name, parent or sibling beside them (a game key, a cipher's bare `key`, an alarm's code
// list, a key component beside its check value, a network key written as a byte list), and
// benign look-alikes kept byte-identical (a flattened `credentials/user`, `{ENV_NAME}`
// references, OpenSSH public key lines, discount codes, ports, ids). Examples written for this
// test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { B64, DIGITS, HEX, rand } from "./fixtures/random.ts";

const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function paths(value: unknown): string[] {
  return redactValue(value, "").redacted.map((r) => r.path).sort();
}

function unchanged(value: unknown) {
  const out = redactValue(value, "");
  assert.deepEqual(out.redacted, []);
  assert.deepEqual(out.value, value);
}

/** Five-character groups with at least one digit and one letter each draw. */
function productKey(groups: number): string {
  const g = () => `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${rand(DIGITS, 1)}${rand(UPPER, 2)}`;
  return Array.from({ length: groups }, g).join("-");
}

Deno.test("a game or product key under a key or code name is redacted", () => {
  const steam = productKey(3);
  assert.deepEqual(paths({ reward: { item: "Soundtrack + key", steam_key: steam } }), [
    "/reward/steam_key",
  ]);
  const xbox = productKey(5);
  assert.deepEqual(paths({ items: [{ sku: "CONSOLE-CARD", qty: 1, code: xbox }] }), [
    "/items/0/code",
  ]);
  assert.deepEqual(paths({ license: { cdKey: productKey(5) } }), ["/license/cdKey"]);
});

Deno.test("discount codes, ORCIDs, part numbers and public key names keep their values", () => {
  unchanged({ cart: { code: "SUMMER-SALES-2026X" } });
  unchanged({ author: { orcid: "0000-0002-1825-0097" } });
  unchanged({ part: { code: "AB-1200-XZ" } });
  unchanged({ row: { sort_key: "ABC12-DEF34-GHI56" } });
  unchanged({ voucher: { code: "SPRING" } });
});

Deno.test("a bare key under a cipher's parent is redacted when it is key material", () => {
  const b64 = `${rand(B64, 42)}1=`;
  assert.deepEqual(paths({ api: { encryption: { key: b64 } } }), ["/api/encryption/key"]);
  const hex = rand(HEX, 64);
  assert.deepEqual(paths({ crypto: { key: hex } }), ["/crypto/key"]);
});

Deno.test("a cipher's name or a settings key under encryption stays", () => {
  unchanged({ encryption: { key: "aes-256-gcm", enabled: true } });
  unchanged({ encryption: { key: "vault/transit/orders" } });
  unchanged({ encryption: { key: "ssh-ed25519", at_rest: "enabled" } });
});

Deno.test("a role's digit code under an alarm's code list is redacted; words and years stay", () => {
  const code = `${rand("123456789", 1)}${rand(DIGITS, 7)}`;
  assert.deepEqual(paths({ codes: { installer: code, duress: "in the sealed envelope" } }), [
    "/codes/installer",
  ]);
  unchanged({ codes: { installer: "call the alarm company", user: "ask Sam" } });
  unchanged({ team: { installer: "48213377", owner: "Ruth" } });
  unchanged({ codes: { country: "4421", region: "0031" } });
});

Deno.test("a key component beside its check value is redacted; a lone hex value stays", () => {
  const component = rand("0123456789ABCDEF", 32);
  assert.deepEqual(paths({ hsm: { slot: 2, component, kcv: "9F21C4" } }), ["/hsm/component"]);
  unchanged({ build: { component: "0123456789ABCDEF0123456789ABCDEF".replace("0", "F") } });
});

Deno.test("a network key written as a byte list in a string is redacted whole", () => {
  const bytes = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256)).join(", ");
  const value = { advanced: { network_key: `[${bytes}]`, pan_id: 6754, channel: 15 } };
  const out = redactValue(value, "");
  assert.deepEqual(out.redacted.map((r) => r.path), ["/advanced/network_key"]);
  assert.ok(!JSON.stringify(out.value).includes(bytes));
});

Deno.test("byte lists that are not keys, and a network's name, stay", () => {
  unchanged({ advanced: { ext_pan_id: "[221, 221, 221, 221, 221, 221, 221, 221]", channel: 15 } });
  unchanged({ wifi: { network: "GardenShed-IoT", channels: "[1, 6, 11]" } });
});

Deno.test("a flattened credentials/user path keeps the user name; the password goes", () => {
  const password = `${rand("abcdefghjkmnpqrstuvwxyz", 6)}${rand(DIGITS, 4)}!${
    rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 3)
  }`;
  assert.deepEqual(
    paths({ node: "Kitchen", "credentials/user": "nodered", "credentials/password": password }),
    ["/credentials~1password"],
  );
  unchanged({ "auth/username": "svc-backup", "secrets/region": "eu-west-1" });
  // A flattened path never becomes a credential's name by its last segment alone.
  unchanged({ exports: { "utils/jwt": ["dist/types/utils/jwt-kit"] } });
});

Deno.test("an environment variable's braced name under a password key stays", () => {
  unchanged({ mqtt: { host: "mqtt.lan", password: "{FRIGATE_MQTT_PASSWORD}" } });
  unchanged({ db: { password: "{DB_PASSWORD}", user: "{DB_USER}" } });
  const literal = `{${rand(UPPER, 12)}}`;
  assert.deepEqual(paths({ db: { password: literal } }), ["/db/password"]);
});

Deno.test("an OpenSSH public key line stays under any key name", () => {
  const line = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rand(B64, 43)} sftp@payroll`;
  unchanged({ ssh: { authorizedKey: line } });
  unchanged({ deploy: { key: line } });
  unchanged({ host: { hostKey: `ecdsa-sha2-nistp256 AAAAE2VjZHNh${rand(B64, 120)}=` } });
});

Deno.test("a settings table's value cell is redacted when its row's name cell names a credential", () => {
  const password = `Quartz!${rand("abcdefghjkmnpqrstuvwxyz", 5)}${rand(DIGITS, 3)}`;
  const rows = [
    ["system", "setting", "value"],
    ["till-07", "timeout", "30"],
    ["till-07", "password", password],
  ];
  assert.deepEqual(paths({ rows }), ["/rows/2/2"]);
  const code = `${rand("abcdefghjkmnpqrstuvwxyz", 5)}-${rand("abcdefghjkmnpqrstuvwxyz", 4)}${
    rand(DIGITS, 1)
  }`;
  const recovery = [["Name", "Value"], ["locale", "de-AT"], ["recovery code", code]];
  assert.deepEqual(paths({ settings: recovery }), ["/settings/2/1"]);
});

Deno.test("a settings table's ordinary rows, masked values and a name column alone stay", () => {
  unchanged({
    rows: [
      ["system", "setting", "value"],
      ["till-07", "timeout", "30"],
      ["till-07", "password", "••••4953"],
      ["till-07", "password_hint", "first school"],
    ],
  });
  unchanged({ rows: [["name", "owner"], ["password policy", "it-security"]] });
  unchanged({ rows: [["key", "value"], ["token_ttl", "3600"], ["locale", "fr-CA"]] });
});

Deno.test("a header pair's value of random letter groups is redacted; words and masks stay", () => {
  const letters = "bcdfghjklmnpqrstvwxz";
  const value = `${rand(letters, 5)}-${rand(letters, 5)}`;
  const headers = [["Accept", "application/json"], ["X-Auth", value]];
  assert.deepEqual(paths({ request: { headers } }), ["/request/headers/1/1"]);
  unchanged({ request: { headers: [["Accept", "application/json"], ["X-Auth", "••••4953"]] } });
  unchanged({ request: { headers: [["X-Auth", "disabled"], ["Connection", "keep-alive"]] } });
  unchanged({ grant: ["token", "expires_in"] });
  unchanged({ fields: ["password", "confirmation"] });
});

Deno.test("a described cookie slot holding random mixed-case letters is redacted", () => {
  const cookie = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 12)}${rand("abcdefghjkmnpqrstuvwxyz", 12)}Qx`;
  const settings = [{ key: "locale", val: "de-AT" }, { key: "session cookie", val: cookie }];
  assert.deepEqual(paths({ settings }), ["/settings/1/val"]);
});

Deno.test("a described slot holding words, or a name slot holding letters, stays", () => {
  unchanged({ settings: [{ key: "session cookie", val: "ClearedOnEveryLogoutByDesign" }] });
  unchanged({ settings: [{ key: "display name", val: "QwzXkpTrvbNmLdfGhJksWpq" }] });
  unchanged({ settings: [{ key: "session cookie", val: "deleted" }] });
});

Deno.test("a bridge's API user and hex client key are redacted; ordinary users and keys stay", () => {
  const user = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 10)}${rand("abcdefghjkmnpqrstuvwxyz", 10)}${
    rand(DIGITS, 6)
  }${rand(B64.slice(0, 62), 14)}`;
  const clientkey = rand("0123456789ABCDEF", 31) + "7";
  assert.deepEqual(paths({ bridge: { ip: "192.168.1.20", username: user, clientkey } }), [
    "/bridge/clientkey",
    "/bridge/username",
  ]);
  unchanged({ login: { username: "buchhaltung@kestrel.de" } });
  unchanged({ event: { user: "google-oauth2|104837462635412345678" } });
  unchanged({ event: { user: "5f2b9c7e1a3d4f6b8c0e2a4d6f8b0c2e" } });
  unchanged({ app: { clientKey: "web-dashboard-2026" } });
  unchanged({ tls: { client_key: "/etc/mosquitto/certs/client.key" } });
});

Deno.test("a directive in a credential's place and a signature's verify key stay", () => {
  unchanged({ advanced: { network_key: "GENERATE", pan_id: "GENERATE" } });
  unchanged({ wifi: { psk: "auto" } });
  unchanged({ signing: { verify_key: `${rand(B64, 42)}A=` } });
  const key = `${rand(B64, 42)}A=`;
  assert.deepEqual(paths({ signing: { signing_key: key } }), ["/signing/signing_key"]);
});

Deno.test("a HomeKit setup code and a map of named hex keys are redacted", () => {
  const setup = `${rand(DIGITS, 3)}-${rand(DIGITS, 2)}-${rand(DIGITS, 3)}`;
  assert.deepEqual(paths({ bridge: { name: "Hub", setup_code: setup } }), ["/bridge/setup_code"]);
  const s2 = rand("0123456789ABCDEF", 31) + "A";
  assert.deepEqual(paths({ zwave: { securityKeys: { S2_Unauthenticated: s2 } } }), [
    "/zwave/securityKeys/S2_Unauthenticated",
  ]);
});

Deno.test("public key maps, product codes, Tailscale node keys and SSN-like ids stay", () => {
  unchanged({ peers: { public_keys: { alice: rand(HEX, 64) } } });
  unchanged({ cache: { keys: { "user:1": rand(HEX, 32) } } });
  unchanged({ items: [{ sku: "CONSOLE-CARD", product_code: "ABCD1-EFGH2-IJKL3" }] });
  unchanged({ node: { NodeKey: `nodekey:${rand(HEX, 64)}` } });
  unchanged({ bridge: { setup_code: "see the sticker" } });
});
