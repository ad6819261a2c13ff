// Redaction round 4 (issue 13): private keys written as a list of byte values, as Solana's CLI
// writes a keypair file (`~/.config/solana/id.json`: 64 numbers) and as code passes a key to
// `Keypair.fromSecretKey(Uint8Array.from([...]))`. A list of 32 or 64 numbers 0–255 counts only
// when a keypair or secret-key word (or the keypair file) comes within 200 characters before
// it, no public-key, signature or hash word right before it, and the bytes look random.
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const BYTE_LIST = /\[\s*(?:\d{1,3}\s*,\s*){31,63}\d{1,3}\s*\]/g;
const KEY_CONTEXT =
  /solana|keypair|id\.json|secret[_ -]?key|private[_ -]?key|priv[_ -]?key|fromSeed|seed\s*[:=]|wallet/i;
const PUBLIC_BEFORE =
  /\b(?:public|pub[_ -]?key|signature|sig|hash|digest|sha\d*|checksum|nonce|iv|salt|address)\W{0,20}$/i;

/** 32 or 64 byte values, no value above 255, and enough distinct values to be random. */
function keyBytes(list: string): boolean {
  const values = list.slice(1, -1).split(",").map((v) => Number(v.trim()));
  if (values.length !== 32 && values.length !== 64) return false;
  if (values.some((v) => v > 255)) return false;
  return new Set(values).size >= values.length * 0.6;
}

function findByteKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(BYTE_LIST, text, at, 0, 1000, (m, offset) => {
    const start = offset + m.index;
    const before = text.slice(Math.max(0, start - 200), start);
    if (!KEY_CONTEXT.test(before) || PUBLIC_BEFORE.test(before)) return;
    if (!keyBytes(m[0])) return;
    spans.push({ start, end: start + m[0].length, rule: "byte-list-key", category: "secret" });
  });
  return spans;
}

export const BYTE_KEY_RULES: TextRule[] = [
  {
    id: "byte-list-key",
    category: "secret",
    keywords: [
      "solana",
      "keypair",
      "id.json",
      "secretkey",
      "secret_key",
      "privatekey",
      "private_key",
      "fromseed",
      "wallet",
    ],
    find: findByteKeys,
  },
];
