// Redaction round 41 (issue 13): an application's password hash is credential material too —
// with it anyone can crack the password offline — so the lead's decision redacts it wherever it
// stands, as round 20 does for glibc's layouts. Each format is read by its exact structure, never
// by the words around it, so commit SHAs, checksums and other plain hex or base64 digests stay:
// bcrypt `$2[abxy]$NN$` + 53 of its alphabet; PHC argon2 and scrypt (`$argon2id$v=19$m=…,t=…,p=…$
// <salt>$<hash>`); Django's `pbkdf2_sha256$<iter>$<salt>$<hash>` and `scrypt$…`; MySQL's
// `*` + 40 upper-case hex; and an NT hash in pwdump's line or after its own name (`NTLM: …`).
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const C64 = "[./0-9A-Za-z]";
const B64 = "[A-Za-z0-9+/]";
const HASHES = new RegExp(
  [
    String.raw`(?<![\w])\$2[abxy]\$\d\d\$${C64}{53}(?=\.?(?!${C64}))`,
    String
      .raw`(?<![\w])\$argon2(?:id|i|d)\$(?:v=\d{1,3}\$)?m=\d{1,9},t=\d{1,4},p=\d{1,3}\$${B64}{8,88}\$${B64}{16,128}(?![\w+/])`,
    String
      .raw`(?<![\w$])\$scrypt\$ln=\d{1,2},r=\d{1,3},p=\d{1,3}\$${B64}{8,88}\$${B64}{16,128}(?![\w+/])`,
    String
      .raw`(?<![\w$])pbkdf2_sha(?:1|256|512)\$\d{3,8}\$${C64}{4,64}\$${B64}{27,88}={0,2}(?![\w+/=])`,
    String
      .raw`(?<![\w$])scrypt\$\d{3,8}\$${C64}{4,64}\$\d{1,3}\$\d{1,3}\$${B64}{43,88}={0,2}(?![\w+/=])`,
    String.raw`(?<![\w*])\*(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{40}(?![\w])`,
  ].join("|"),
  "g",
);
// pwdump's `user:RID:LM:NT:::`, or 32 hex after an NT hash's own name.
const PWDUMP = /^[^:\s]{1,64}:\d{1,10}:[0-9a-f]{32}:([0-9a-f]{32}):::/i;
// "NT hash of the admin is now <hex>": the name may lead its value by a few words on one line.
const NT_NAMED =
  /\b(?:NTLM|NT)(?:[ _-]?hash(?:es)?\b[^\n]{0,60}?|\b["']?\s{0,2}[:=]\s{0,2}["']?)\b([0-9a-f]{32})(?![0-9a-z])/gi;
// The empty password's NT hash is a published constant, not anyone's secret.
const EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0";

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
    ...["ntlm", "nt hash", "nthash", "nt_hash", "nt-hash"],
    // MySQL's hash: a star, then hex.
    ..."0123456789abcdef".split("").map((c) => `*${c}`),
  ],
  find: findPasswordHashes,
}];
