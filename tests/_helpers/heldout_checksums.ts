// Checks the held-out shape tests make on values, written apart from every set's own kit so that a
// broken generator cannot vouch for itself: Luhn, and Cisco type 7 decoding (the hash policy calls
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
