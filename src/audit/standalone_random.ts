// Redaction round 28: long random material whose shape alone leaves no doubt, with no noun near
// it (a 43-character upper-case/digit session key, `qb_` and 40 mixed characters): the two forms
// the three-class literal test let through. Not hex of one case (digests), not a sequence, not a
// UUID (the caller's checks), and with letters and digits both well represented.
import { shannonEntropy } from "./checksums.ts";
import { looksRandom } from "./token_checks.ts";

// Upper case and digits only, 32 or more, with a letter past F (hex digests are one-case 0-9A-F)
// and a digit outside 2-7 (RFC 4648 base32 is a TOTP seed: the TOTP rules read it and its words).
const UPPER_DIGITS = /^(?=.*[G-Z])(?=.*[0189])[A-Z0-9]{32,128}$/;
// A short lower-case prefix, an underscore, then 32 or more letters and digits of all three classes.
const PREFIXED =
  /^[a-z]{2,5}_(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{32,128}$/;

function count(s: string, re: RegExp): number {
  return s.match(re)?.length ?? 0;
}

// Both forms are weaker evidence than three classes: a label right before that calls the value
// public ("Clé publique du serveur : G22H…", "public key", "öffentlicher Schlüssel") keeps it.
const PUBLIC_WORD =
  /(?<!\p{L})(?:public|publique|pública|publica|pubblica|publiczny|öffentlich\w*|verejn\w*|veřejn\w*|公開|公钥|公開鍵|공개|открыт\w*|публичн\w*|відкрит\w*)(?!\p{L})/iu;

/** An upper-case/digit run or a prefixed mixed run that only a generator writes; `before`: the
 * words right before it. */
export function standaloneRandom(token: string, before: string): boolean {
  if (PUBLIC_WORD.test(before)) return false;
  if (UPPER_DIGITS.test(token)) {
    return count(token, /\d/g) >= 4 && count(token, /[A-Z]/g) >= 8 && looksRandom(token) &&
      shannonEntropy(token) >= 4.2;
  }
  if (!PREFIXED.test(token)) return false;
  const body = token.slice(token.indexOf("_") + 1);
  return shannonEntropy(body) >= 3.8 && count(body, /\d/g) >= 4 && count(body, /[A-Za-z]/g) >= 8;
}
