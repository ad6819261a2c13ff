// Checks the held-out shape tests make on values, written apart from every set's own kit so that a
// broken generator cannot vouch for itself: Luhn, GS1, ISO 6346 and LEI check digits, and Cisco type 7 decoding (the hash policy calls
// type 7 a reversible encoding, so the test shows it decodes).

/** Luhn over a digit string (cards, IMEIs, ICCIDs). */
export function luhnValid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

/** Cisco type 7 decoded with IOS's fixed key. */
export function decodeType7(hash: string): string {
  const key = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87";
  const salt = Number(hash.slice(0, 2));
  let out = "";
  for (let i = 2; i < hash.length; i += 2) {
    const code = parseInt(hash.slice(i, i + 2), 16) ^
      key.charCodeAt((salt + (i - 2) / 2) % key.length);
    out += String.fromCharCode(code);
  }
  return out;
}

/** GS1 mod-10 (GTIN, SSCC, GLN): weights 3 and 1 from the right, the last digit the check. */
export function gs1Valid(digits: string): boolean {
  const d = [...digits].map(Number);
  const sum = d.slice(0, -1).reverse().reduce((s, x, i) => s + x * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[d.length - 1];
}

/** ISO 6346 container number: letters valued skipping multiples of 11, weights 2^i, mod 11. */
export function iso6346Valid(id: string): boolean {
  const letters = "A0BCDEFGHIJK0LMNOPQRSTU0VWXYZ";
  const v = (ch: string) => (/\d/.test(ch) ? Number(ch) : 10 + letters.indexOf(ch));
  const sum = [...id.slice(0, 10)].reduce((s, ch, i) => s + v(ch) * 2 ** i, 0);
  return (sum % 11) % 10 === Number(id[10]);
}

/** ISO 17442 LEI: the 20 characters in base 36 as a number, mod 97 equal to 1. */
export function leiValid(id: string): boolean {
  const digits = [...id].map((c) => parseInt(c, 36).toString()).join("");
  return BigInt(digits) % 97n === 1n;
}
