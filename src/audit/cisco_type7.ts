// Redaction round 21: Cisco IOS "type 7" passwords (`password 7 <hex>`), a published reversible
// encoding: two decimal digits give an offset into a fixed, public key, then each hex byte is the
// password's character XOR the key's. Decoding is the checksum: a random hex string of 8+ bytes
// decodes to printable ASCII throughout about once in 3,000 (0.37 per byte), a type 7 string always.
const KEY = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87";
const SHAPE = /^(?:0\d|1[0-5])(?:[0-9A-F]{2}){8,60}$/;

/** The plain text a type 7 string hides, or null when `v` is not one (upper-case hex, as IOS prints). */
export function cisco7Plain(v: string): string | null {
  // A run of one byte (`100000…`) decodes to the key itself: a sample, not a password.
  if (!SHAPE.test(v) || /([0-9A-F]{2})\1{3}/.test(v.slice(2))) return null;
  const offset = Number(v.slice(0, 2));
  let plain = "";
  for (let i = 2; i < v.length; i += 2) {
    const code = parseInt(v.slice(i, i + 2), 16) ^
      KEY.charCodeAt((offset + (i - 2) / 2) % KEY.length);
    if (code < 0x20 || code > 0x7e) return null;
    plain += String.fromCharCode(code);
  }
  return plain;
}
