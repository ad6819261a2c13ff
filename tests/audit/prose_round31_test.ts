// Issue 13, redaction round 31: a value alone on its line under a lead that names the secret and
// just ends in a colon, in any language ("OTA-Passwort fürs Garagentor:", "the hotspot secret
// ที่ขอไว้:"), beside benign look-alikes that must come back byte-identical. Examples written for
// this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";

const HEX = "0123456789abcdef";
const LOWER = "abcdefghijkmnpqrstuvwxyz";
const word = () => `${rand(LOWER, 7)}${rand("23456789", 3)}`;

Deno.test("a value under a lead that names the secret and ends in a colon is gone", () => {
  const cases = [
    (v: string) => `Mesh node API secret for the rooftop relay:\n${v}\nrotate it after the meetup`,
    (v: string) => `屋上の中継機のAPI secretです：\n${v}\n使ったら消して。`,
    (v: string) => `Webhook token, jak jsi chtěl:\n${v}`,
    (v: string) => `Key:\n${v}\n(valid this weekend only)`,
  ];
  for (const make of cases) {
    const v = rand(HEX, 32);
    gone(make(v), v);
  }
  const code = `${rand(LOWER, 5)}-${rand("23456789", 5)}`;
  gone(`backup codes for the club's forum admin, print and keep:\n${code}\n`, code);
  const pass = word();
  gone(`รหัส game server password ที่ขอไว้:\n${pass}`, pass);
});

Deno.test("a colon lead whose noun qualifies another word, or code's colon, is kept", () => {
  kept("Password requirements:\nMinimum12Characters\nand one symbol");
  kept("Access token scope:\nread:packages");
  kept("Signing key fingerprint:\nSHA256:4e1f0a9c2b7d");
  kept("Primary key column:\ncustomer_id42");
  kept("Where the API key lives:\nvault/kv/homelab");
  kept("const label = useToken ? tokenKey :\n  fallbackKey7Default;");
  kept("settings:\n  secret:\n    Abc123secretRef\n");
  kept("Token endpoint:\nhttps://auth.example.org/token");
});
