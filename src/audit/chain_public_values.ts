// Redaction round 5 (issue 13): blockchain values that are public by design and look random:
// extended public keys (`xpub…`, `zpub…`: a version prefix, then 107 Base58 characters) and
// Base58 keys, signatures and addresses (32 or 64 bytes: 32–44 or 86–88 characters) labelled as
// a signature, an owner, a program, a mint or an address. A keypair or secret key has no such label.
const EXTENDED_PUBLIC = /^[xyztuvXYZUV]pub[1-9A-HJ-NP-Za-km-z]{107,108}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const LABEL_WORDS = String
  .raw`\b(?:signatures?|sig|txid|tx(?:[ _-]?hash)?|transaction(?:[ _-]?(?:id|hash))?|owner|program(?:[ _-]?id)?|mint|address|pubkey|public[ _-]?key|authority|payer|signer|recipient|sender|blockhash|block[ _-]?hash|validator|vote[ _-]?account|token[ _-]?account|watch-only\s+wallet\s+imported)`;
const PUBLIC_LABEL = new RegExp(LABEL_WORDS + String.raw`\s*["']?\s*[:=]?\s*["']?$`, "i");
// Round 34: the label, then one or two short words of letters in any language, then the value.
const LINKED_LABEL = new RegExp(
  LABEL_WORDS + String.raw`((?:[ \t]+[\p{L}\p{M}'’]{1,12}){1,2})[ \t]*[:=]?[ \t]*["'«“„]?$`,
  "iu",
);
const CREDENTIAL_WORD = /key|secret|pass|seed|phrase|priv|token|mnemonic|wif/i;

/** `v` (at `start` in `text`) is an extended public key, or a labelled Base58 key or signature. */
export function publicChainValue(text: string, start: number, v: string): boolean {
  if (EXTENDED_PUBLIC.test(v)) return true;
  const n = v.length;
  if (!BASE58.test(v) || !((n >= 32 && n <= 44) || (n >= 86 && n <= 88))) return false;
  const before = text.slice(Math.max(0, start - 60), start);
  if (PUBLIC_LABEL.test(before.slice(-40))) return true;
  // Round 34: the label, then one or two linking words in any language ("address is", "address
  // คือ", "address indicato è", "address reads"); a credential word there keeps the value secret.
  const linked = LINKED_LABEL.exec(before);
  return linked !== null && !CREDENTIAL_WORD.test(linked[1]);
}
