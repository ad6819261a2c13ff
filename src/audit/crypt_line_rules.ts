// Redaction round 19: a line of /etc/shadow (shadow(5): `name:hash:lastchg:min:max:warn:…`), as
// people paste them from a device's root filesystem into tickets. The hash of a login password
// is what offline cracking starts from; round 9 keeps such hashes redacted under a password's
// name, and the file's grammar names it here. Only the modular-crypt form (`$1$`, `$5$`, `$6$`,
// `$y$`, `$2b$`, …) with the numeric ageing fields after it counts, so an `.htpasswd` line
// (`user:$2y$…`, no ageing fields) and a locked account (`!`, `*`) stay.
import {
  isCryptValue,
  LDAP_SCHEME,
  ldapHash,
  SYSTEM_CRYPT as SYSTEM_CRYPT_SOURCE,
  SYSTEM_IDS,
  systemCryptSized,
} from "./crypt_formats.ts";
import { PASSWORD_HASH_RULES } from "./password_hash_rules.ts";
import { TYPE7_BARE_RULES } from "./type7_bare_rules.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const SHADOW_LINE = new RegExp(
  String
    .raw`(?<![\w$.-])[a-z_][\w.-]{0,31}:(\$(?:${SYSTEM_IDS})\$[^\s:$]{1,64}\$[^\s:]{8,200}):\d{0,6}:\d{0,6}:\d{0,6}:\d{0,6}:`,
  "dg",
);

function findShadowLines(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    SHADOW_LINE.lastIndex = 0;
    for (let m = SHADOW_LINE.exec(line); m; m = SHADOW_LINE.exec(line)) {
      const start = s + m.indices![1]![0];
      spans.push({ start, end: start + m[1].length, rule: "shadow-hash", category: "secret" });
    }
  });
  return spans;
}

// Round 20: a login password's hash in glibc's published layouts, wherever it stands (a note, an
// arrow, a label in any language): md5crypt `$1$<salt ≤8>$<22>`, sha256crypt `$5$[rounds=N$]<salt
// ≤16>$<43>`, sha512crypt `$6$…$<86>`, yescrypt `$y$<params>$<salt>$<43>`; and RFC 2307's LDAP
// `userPassword` schemes (`{SSHA}` + base64 of the digest and salt). These schemes store system
// and directory logins, and every set since v22 labels them secret in any carrier; bcrypt (`$2b$`)
// and Apache's `$apr1$` stay out (five sets keep application and `.htpasswd` bcrypt hashes as
// benign), and so does a salt of lower-case letters alone (`saltstring`: the published vectors).
// Round 21: the layout fixes the hash's length, so a full stop after it ends the sentence.
const SYSTEM_CRYPT = new RegExp(SYSTEM_CRYPT_SOURCE, "g");

function findSystemHashes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const push = (start: number, end: number) =>
    spans.push({ start, end, rule: "system-crypt-hash", category: "secret" });
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    for (const m of line.matchAll(SYSTEM_CRYPT)) {
      const salt = m[1] ?? m[2] ?? m[3];
      if (systemCryptSized(m[0]) && !/^[a-z]{4,}$/.test(salt)) {
        push(s + m.index!, s + m.index! + m[0].length);
      }
    }
    for (const m of line.matchAll(LDAP_SCHEME)) {
      if (ldapHash(m[1], m[2])) push(s + m.index!, s + m.index! + m[0].length);
    }
  });
  return spans;
}

export const CRYPT_LINE_RULES: TextRule[] = [
  {
    id: "shadow-hash",
    category: "secret",
    keywords: [":$1$", ":$2", ":$5$", ":$6$", ":$y$", ":$gy$", ":$7$", ":$sha1$", ":$md5$"],
    find: findShadowLines,
  },
  {
    id: "system-crypt-hash",
    category: "secret",
    keywords: ["$1$", "$5$", "$6$", "$y$", "{ssha", "{sha", "{smd5", "{md5"],
    find: findSystemHashes,
  },
  // Round 41: application password hashes (bcrypt, argon2, scrypt, Django, MySQL, NT).
  ...PASSWORD_HASH_RULES,
  // Round 42: a Cisco type 7 string under any label (decoding is its checksum).
  ...TYPE7_BARE_RULES,
];

// A device's secret written as its hash in JSON (`{"enable": {"type": 9, "hash": "$9$…"}}`, a
// Cisco enable secret): round 9 keeps a modular-crypt hash under a password's name redacted, and
// `enable/hash` is that name split over two levels.
const SECRET_PARENT = /^(?:enable(?:_?secret)?|secret|password|passwd|credentials?)$/i;

/** `hash` under a secret's name (`path` is the parent's JSON pointer) holding a crypt hash. */
export function secretHashMember(path: string, key: string, value: string): boolean {
  const parent = path.slice(path.lastIndexOf("/") + 1);
  return /^hash$/i.test(key) && SECRET_PARENT.test(parent) && isCryptValue(value);
}
