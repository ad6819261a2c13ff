// Redaction round 43 (issue 13): everything the engine knows of password-hash (crypt) formats, in
// one place. Round 41's decision makes such a hash credential material, matched by its format's
// exact structure; the rules that redact (crypt_line_rules, password_hash_rules) and the ones that
// step aside for a hash (a printed secret, a literal after a `$id$`, a "… hash" label, a JSON
// `hash` member) all read these sources, so a format is spelled once.
import { shannonEntropy } from "./checksums.ts";

/** crypt(3)'s base-64 alphabet, and standard base64's. */
export const C64 = "[./0-9A-Za-z]";
export const B64 = "[A-Za-z0-9+/]";

// ---- Exact structures (regex sources with their own edges) ----

/** bcrypt `$2[abxy]$NN$` + 53; a full stop after the fixed length ends the sentence (round 21). */
export const BCRYPT = String.raw`(?<![\w])\$2[abxy]\$\d\d\$${C64}{53}(?=\.?(?!${C64}))`;
/** PHC argon2: `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`. */
const ARGON2 = String
  .raw`(?<![\w])\$argon2(?:id|i|d)\$(?:v=\d{1,3}\$)?m=\d{1,9},t=\d{1,4},p=\d{1,3}\$${B64}{8,88}\$${B64}{16,128}(?![\w+/])`;
/** PHC scrypt: `$scrypt$ln=…,r=…,p=…$<salt>$<hash>`. */
const PHC_SCRYPT = String
  .raw`(?<![\w$])\$scrypt\$ln=\d{1,2},r=\d{1,3},p=\d{1,3}\$${B64}{8,88}\$${B64}{16,128}(?![\w+/])`;
/** Django `pbkdf2_sha256$<iterations>$<salt>$<hash>`. */
const DJANGO_PBKDF2 = String
  .raw`(?<![\w$])pbkdf2_sha(?:1|256|512)\$\d{3,8}\$${C64}{4,64}\$${B64}{27,88}={0,2}(?![\w+/=])`;
/** Django `scrypt$<N>$<salt>$<r>$<p>$<hash>`. */
const DJANGO_SCRYPT = String
  .raw`(?<![\w$])scrypt\$\d{3,8}\$${C64}{4,64}\$\d{1,3}\$\d{1,3}\$${B64}{43,88}={0,2}(?![\w+/=])`;
/** MySQL native: `*` + 40 upper-case hex holding a letter and a digit. */
const MYSQL_NATIVE = String
  .raw`(?<![\w*])\*(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{40}(?![\w])`;
/** The application formats round 41 redacts wherever they stand. */
export const APPLICATION_HASH_SOURCES = [
  BCRYPT,
  ARGON2,
  PHC_SCRYPT,
  DJANGO_PBKDF2,
  DJANGO_SCRYPT,
  MYSQL_NATIVE,
];

/** Round 43: the formats round 41 left out, each by its published layout. */
export const MORE_HASH_SOURCES = [
  // Apache `$apr1$<salt ≤8>$<22>` (htpasswd's MD5), Cisco type 8/9 `$8$`/`$9$<salt 14>$<43>`
  // (Junos' reversible `$9$…` has no second `$` and stays with its own rule).
  String.raw`(?<![\w$])\$apr1\$${C64}{1,8}\$${C64}{22}(?=\.?(?!${C64}))`,
  String.raw`(?<![\w$])\$[89]\$${C64}{14}\$${C64}{43}(?=\.?(?!${C64}))`,
  // Drupal 7 `$S$` + count + salt 8 + 43; phpass (WordPress, phpBB) `$P$`/`$H$` + count + 8 + 22.
  String.raw`(?<![\w$])\$S\$${C64}{52}(?=\.?(?!${C64}))`,
  String.raw`(?<![\w$])\$[PH]\$${C64}{31}(?=\.?(?!${C64}))`,
  // Django's salted and unsalted SHA-1 and MD5 (`sha1$<salt>$<40 hex>`, `md5$$<32 hex>`).
  String
    .raw`(?<![\w$])(?:sha1\$[A-Za-z0-9]{0,32}\$[0-9a-f]{40}|md5\$[A-Za-z0-9]{0,32}\$[0-9a-f]{32})(?![\w$])`,
  // LDAP userPassword: `{CRYPT}` + traditional DES crypt (13; its modular forms match above),
  // OpenLDAP's `{PBKDF2-SHA512}<iter>$<salt>$<hash>` and 389-ds' `{PBKDF2_SHA256}<blob>`.
  String.raw`(?<![\w])\{(?:CRYPT|crypt)\}${C64}{13}(?![\w./$])`,
  String
    .raw`(?<![\w])\{PBKDF2(?:[-_]SHA(?:1|256|512))?\}(?:\d{3,8}\$[A-Za-z0-9+./]{8,88}\$[A-Za-z0-9+./]{27,88}|[A-Za-z0-9+/]{64,800}={0,2})(?![\w+/=$])`,
  // Atlassian (Jira, Confluence, Crowd) `{PKCS5S2}` + base64 of salt 16 and key 32 bytes.
  String.raw`(?<![\w])\{PKCS5S2\}[A-Za-z0-9+/]{64}(?![\w+/=])`,
];
/** Their keywords (lower case). */
export const MORE_HASH_KEYWORDS = [
  ...["$apr1$", "$8$", "$9$", "$s$", "$p$", "$h$", "sha1$", "md5$"],
  ...["{crypt}", "{pbkdf2", "{pkcs5s2}"],
];
/** The empty password's unsalted digests (`md5$$d41d8…`) are published constants. */
const EMPTY_DIGESTS = [
  "d41d8cd98f00b204e9800998ecf8427e",
  "da39a3ee5e6b4b0d3255bfef95601890afd80709",
];

/** A made-up hash: its material (after the last `$` or `}`) repeats a few characters or spells
 * letters alone, where a real digest's characters are random. */
export function madeUpHash(hash: string): boolean {
  const body = hash.slice(Math.max(hash.lastIndexOf("$"), hash.lastIndexOf("}")) + 1);
  return shannonEntropy(body) < 3 || /^[a-z]+$/i.test(body) ||
    EMPTY_DIGESTS.includes(body.toLowerCase());
}

/** NT hash in pwdump's `user:RID:LM:NT:::` (group 1). */
export const PWDUMP_LINE = /^[^:\s]{1,64}:\d{1,10}:[0-9a-f]{32}:([0-9a-f]{32}):::/i;
/** "NT hash of the admin is now <hex>": the name may lead its value by a few words on one line. */
export const NT_NAMED =
  /\b(?:NTLM|NT)(?:[ _-]?hash(?:es)?\b[^\n]{0,60}?|\b["']?\s{0,2}[:=]\s{0,2}["']?)\b([0-9a-f]{32})(?![0-9a-z])/gi;
/** The empty password's NT hash is a published constant, not anyone's secret. */
export const EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0";

/** glibc's layouts (round 20): md5crypt, sha256/512crypt with `rounds=`, yescrypt; groups 1–3
 * are the salt (a salt of lower-case letters alone marks a published vector). */
export const SYSTEM_CRYPT = String
  .raw`(?<![\w$])\$(?:1\$(${C64}{1,8})\$${C64}{22}|[56]\$(?:rounds=\d{1,9}\$)?(${C64}{1,16})\$(?:${C64}{43}|${C64}{86})|y\$${C64}{1,16}\$(${C64}{1,64})\$${C64}{43})(?=\.?(?!${C64}))`;

/** sha256crypt's hash is 43 characters, sha512crypt's 86; the other system layouts are fixed. */
export function systemCryptSized(hash: string): boolean {
  return !/^\$[56]\$/.test(hash) ||
    hash.length - hash.lastIndexOf("$") - 1 === (hash[1] === "5" ? 43 : 86);
}

/** RFC 2307 LDAP `userPassword` schemes: `{SSHA}` + base64 of the digest (and salt). */
export const LDAP_SCHEME =
  /\{(S?SHA(?:256|384|512)?|S?MD5)\}([A-Za-z0-9+\/]{22,200}={0,2})(?![\w+\/=])/gi;
const DIGEST_BYTES: Record<string, number> = {
  md5: 16,
  sha: 20,
  sha256: 32,
  sha384: 48,
  sha512: 64,
};

/** The base64 holds at least the scheme's digest, in whole quads, and reads random. */
export function ldapHash(scheme: string, b64: string): boolean {
  const bytes = Math.floor(b64.replace(/=+$/, "").length * 3 / 4);
  return b64.length % 4 === 0 && bytes >= DIGEST_BYTES[scheme.toLowerCase().replace(/^s/, "")] &&
    shannonEntropy(b64) >= 4;
}

// ---- Modular-crypt ids: the `$id$` that opens a hash ----

/** The ids crypt(3) and libxcrypt use for login hashes (an /etc/shadow field). */
export const SYSTEM_IDS = String.raw`1|2[abxy]|5|6|y|gy|7|sha1|md5`;
/** Every id the engine knows: the system ids, bcrypt's first `$2$`, argon2, passlib's pbkdf2,
 * PHC scrypt. */
const CRYPT_IDS = String.raw`${SYSTEM_IDS}|2|argon2(?:id|i|d)|pbkdf2[\w-]*|scrypt`;
/** Django's `<algorithm>$` prefix, which carries no leading `$`. */
const DJANGO_IDS = String.raw`pbkdf2_sha\d+`;

const CRYPT_MARK = new RegExp(String.raw`\$(?:${CRYPT_IDS})\$`);
/** A `$id$` and up to three fields of a hash just before a position (the text before a token). */
export const CRYPT_BEFORE = new RegExp(String.raw`\$(?:${CRYPT_IDS})\$(?:[^\s$]*\$){0,3}$`);
// Cisco's `$8$`/`$9$` are ids as digits; a value is a hash when the id opens it.
const CRYPT_VALUE = new RegExp(
  String.raw`^(?:\$(?:\d{1,2}|${CRYPT_IDS})\$|(?:${DJANGO_IDS})\$)\S{16,300}$`,
);

/** A `$id$` of a crypt format stands anywhere in the value (`user:$2y$10$…`). */
export function hasCryptMark(value: string): boolean {
  return CRYPT_MARK.test(value);
}

/** The whole value is a hash in a crypt format, read by its opening id. */
export function isCryptValue(value: string): boolean {
  return CRYPT_VALUE.test(value);
}
