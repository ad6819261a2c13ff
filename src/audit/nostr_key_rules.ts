// Redaction round 5 (issue 13): Nostr private keys (NIP-19 `nsec1…`: bech32 of 32 bytes, 58 data
// and checksum characters of the bech32 alphabet). The checksum is not required: a key copied with
// one character wrong still gives away the rest of it. A public `npub1…` is left alone.
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const NSEC = /\bnsec1[02-9ac-hj-np-z]{58}(?![a-z0-9])/g;

function findNsec(text: string): Span[] {
  const spans: Span[] = [];
  NSEC.lastIndex = 0;
  for (let m = NSEC.exec(text); m; m = NSEC.exec(text)) {
    if (looksFake(m[0])) continue;
    const end = m.index + m[0].length;
    spans.push({ start: m.index, end, rule: "nostr-secret-key", category: "secret" });
  }
  return spans;
}

export const NOSTR_KEY_RULES: TextRule[] = [
  { id: "nostr-secret-key", category: "secret", keywords: ["nsec1"], find: findNsec },
];
