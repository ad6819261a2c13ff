// Redaction round red78 (issue 13): a WireGuard private key (32 bytes: 43 base64 characters and
// `=`) where the text names WireGuard or its `PrivateKey` field in the 200 characters before,
// however far the value sits from the name (a note's heading, a request before the value). The
// same layout is a WireGuard public key or a SHA-256, so a public, peer or digest label right
// before or after the value keeps it (`wg show` prints "private key: (hidden)" above the peer's key).
import { spansWhere, type TextRule } from "./rule_kit.ts";

const KEY32 = /(?<![A-Za-z0-9+\/])[A-Za-z0-9+\/]{43}=(?![A-Za-z0-9+\/=])/g;
const NAMED = /wireguard|private[ _-]?key/i;
const OTHER_LABEL = /public|peer|pub[ _.-]?key|sha-?\d|hash|digest|checksum|integrity|fingerprint/i;

/** Mixed case and a digit, WireGuard named before, no other key's or digest's label beside. */
function wireguardKey(text: string, m: RegExpMatchArray & { index: number }): boolean {
  if (!/[a-z]/.test(m[0]) || !/[A-Z]/.test(m[0]) || !/\d/.test(m[0])) return false;
  if (!NAMED.test(text.slice(Math.max(0, m.index - 200), m.index))) return false;
  const around = text.slice(Math.max(0, m.index - 40), m.index) +
    text.slice(m.index + 44, m.index + 84);
  return !OTHER_LABEL.test(around);
}

const findWireguardKeys = (text: string) =>
  spansWhere(text, KEY32, "wireguard-named-key", (m) => wireguardKey(text, m));

export const WIREGUARD_NAMED_RULE: TextRule = {
  id: "wireguard-named-key",
  category: "secret",
  keywords: ["wireguard", "privatekey", "private key", "private_key", "private-key"],
  find: findWireguardKeys,
};
