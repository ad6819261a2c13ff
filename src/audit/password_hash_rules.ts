// Redaction round 41 (issue 13): an application's password hash is credential material too —
// with it anyone can crack the password offline — so the lead's decision redacts it wherever it
// stands, as round 20 does for glibc's layouts. Each format is read by its exact structure, never
// by the words around it, so commit SHAs, checksums and other plain hex or base64 digests stay:
// bcrypt `$2[abxy]$NN$` + 53 of its alphabet; PHC argon2 and scrypt (`$argon2id$v=19$m=…,t=…,p=…$
// <salt>$<hash>`); Django's `pbkdf2_sha256$<iter>$<salt>$<hash>` and `scrypt$…`; MySQL's
// `*` + 40 upper-case hex; and an NT hash in pwdump's line or after its own name (`NTLM: …`).
// Round 43: the rest of round 41's decision (Apache, Cisco 8/9, Drupal, phpass, Django SHA-1/MD5,
// LDAP `{CRYPT}`/`{PBKDF2…}`, Atlassian); every layout lives in crypt_formats.ts.
import {
  APPLICATION_HASH_SOURCES,
  EMPTY_NT,
  madeUpHash,
  MORE_HASH_KEYWORDS,
  MORE_HASH_SOURCES,
  NT_NAMED,
  PWDUMP_LINE as PWDUMP,
} from "./crypt_formats.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const HASHES = new RegExp(APPLICATION_HASH_SOURCES.join("|"), "g");
const MORE_HASHES = new RegExp(MORE_HASH_SOURCES.join("|"), "g");

/** A hash whose last field decodes to letters alone (`…$aGFzaGhhc2g` is "hashhash") is a
 * placeholder written by hand: a real digest's bytes are random. */
function spelledHash(hash: string): boolean {
  const b64 = hash.slice(hash.lastIndexOf("$") + 1).replace(/=+$/, "");
  try {
    return /^[a-z]+$/i.test(atob(b64 + "=".repeat((4 - b64.length % 4) % 4)));
  } catch {
    return false;
  }
}

function findPasswordHashes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const push = (start: number, value: string) => {
    if (value.toLowerCase() !== EMPTY_NT) {
      spans.push({ start, end: start + value.length, rule: "password-hash", category: "secret" });
    }
  };
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    for (const m of line.matchAll(HASHES)) if (!spelledHash(m[0])) push(s + m.index!, m[0]);
    for (const m of line.matchAll(MORE_HASHES)) if (!madeUpHash(m[0])) push(s + m.index!, m[0]);
    const dump = PWDUMP.exec(line);
    if (dump) push(s + dump[0].length - 3 - dump[1].length, dump[1]);
    for (const m of line.matchAll(NT_NAMED)) {
      push(s + m.index! + m[0].length - m[1].length, m[1]);
    }
  });
  return spans;
}

export const PASSWORD_HASH_RULES: TextRule[] = [{
  id: "password-hash",
  category: "secret",
  keywords: [
    ...["$2a$", "$2b$", "$2x$", "$2y$", "$argon2", "scrypt$", "pbkdf2_sha", ":::"],
    ...MORE_HASH_KEYWORDS,
    ...["ntlm", "nt hash", "nthash", "nt_hash", "nt-hash"],
    // MySQL's hash: a star, then hex.
    ..."0123456789abcdef".split("").map((c) => `*${c}`),
  ],
  find: findPasswordHashes,
}];
