// Redaction round red78 (issue 13): a WireGuard private key (32 bytes: 43 base64 characters and
// `=`) where the text names WireGuard or its `PrivateKey` field in the 200 characters before,
// however far the value sits from the name (a note's heading, a request before the value). The
// same layout is a WireGuard public key or a SHA-256, so a public, peer or digest label right
// before or after the value keeps it (`wg show` prints "private key: (hidden)" above the peer's key).
import type { Span, TextRule } from "./rule_kit.ts";

const KEY32 = /(?<![A-Za-z0-9+\/])[A-Za-z0-9+\/]{43}=(?![A-Za-z0-9+\/=])/g;
const NAMED = /wireguard|private[ _-]?key/i;
const OTHER_LABEL = /public|peer|pub[ _.-]?key|sha-?\d|hash|digest|checksum|integrity|fingerprint/i;

function findWireguardKeys(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(KEY32)) {
    if (!/[a-z]/.test(m[0]) || !/[A-Z]/.test(m[0]) || !/\d/.test(m[0])) continue;
    if (!NAMED.test(text.slice(Math.max(0, m.index - 200), m.index))) continue;
    const around = text.slice(Math.max(0, m.index - 40), m.index) +
      text.slice(m.index + 44, m.index + 84);
    if (OTHER_LABEL.test(around)) continue;
    spans.push({
      start: m.index,
      end: m.index + 44,
      rule: "wireguard-named-key",
      category: "secret",
    });
  }
  return spans;
}

export const WIREGUARD_NAMED_RULE: TextRule = {
  id: "wireguard-named-key",
  category: "secret",
  keywords: ["wireguard", "privatekey", "private key", "private_key", "private-key"],
  find: findWireguardKeys,
};
