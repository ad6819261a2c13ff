// Checksums and statistics used to confirm candidate matches (fewer false positives than regexes alone).

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

let crcTable: Uint32Array | undefined;

function table(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

/** CRC-32 (IEEE 802.3, as zlib) of the string's char codes; callers pass ASCII text. */
export function crc32(text: string): number {
  const t = table();
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = t[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Base62 (alphabet 0-9A-Za-z, most significant digit first), left-padded with "0". */
export function base62(n: number, width: number): string {
  let out = "";
  let v = Math.floor(n);
  while (v > 0) {
    out = BASE62[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, "0");
}

/** True when `svc_` key material (43-char body + 6-char checksum) carries a matching checksum. */
export function svcChecksumValid(body: string, checksum: string): boolean {
  return base62(crc32(body), 6) === checksum;
}

/** Luhn check over a string of ASCII digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** GS1 check digit of a GTIN-8/12/13/14 (EAN, UPC): weights 3 and 1 from the right. */
export function gtinValid(digits: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) {
    sum += (digits.charCodeAt(i) - 48) * w;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

/** ISO 13616 / ISO 7064 mod-97-10 check of a compact upper-case IBAN. */
export function ibanMod97Valid(iban: string): boolean {
  return mod97Holds(iban.slice(4) + iban.slice(0, 4));
}

/** ISO 7064 mod 97-10 over digits and upper-case letters (A = 10 … Z = 35): remainder 1 (IBAN, LEI). */
export function mod97Holds(text: string): boolean {
  let rem = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) rem = (rem * 10 + (code - 48)) % 97;
    else if (code >= 65 && code <= 90) rem = (rem * 100 + (code - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const ascii = asciiEntropy(text);
  if (ascii !== undefined) return ascii;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const c of counts.values()) {
    const p = c / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

// Cost round 20: most values are ASCII, where a character is a code unit; counting in an array
// instead of a Map of one-character strings, and summing in the same first-seen order as the
// Map, gives the same number to the last bit. Not reentrant (one shared table).
const ASCII_COUNTS = new Int32Array(128);
const FIRST_SEEN = new Int32Array(128);

function asciiEntropy(text: string): number | undefined {
  let kinds = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) break;
    if (ASCII_COUNTS[c]++ === 0) FIRST_SEEN[kinds++] = c;
  }
  let bits = 0;
  for (let k = 0; k < kinds; k++) {
    const c = FIRST_SEEN[k];
    if (i === text.length) {
      const p = ASCII_COUNTS[c] / text.length;
      bits -= p * Math.log2(p);
    }
    ASCII_COUNTS[c] = 0;
  }
  return i === text.length ? bits : undefined;
}
