// Redaction round 19: a line of /etc/shadow (shadow(5): `name:hash:lastchg:min:max:warn:…`), as
// people paste them from a device's root filesystem into tickets. The hash of a login password
// is what offline cracking starts from; round 9 keeps such hashes redacted under a password's
// name, and the file's grammar names it here. Only the modular-crypt form (`$1$`, `$5$`, `$6$`,
// `$y$`, `$2b$`, …) with the numeric ageing fields after it counts, so an `.htpasswd` line
// (`user:$2y$…`, no ageing fields) and a locked account (`!`, `*`) stay.
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

const SHADOW_LINE =
  /(?<![\w$.-])[a-z_][\w.-]{0,31}:(\$(?:1|2[abxy]|5|6|y|gy|7|sha1|md5)\$[^\s:$]{1,64}\$[^\s:]{8,200}):\d{0,6}:\d{0,6}:\d{0,6}:\d{0,6}:/dg;

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

export const CRYPT_LINE_RULES: TextRule[] = [
  {
    id: "shadow-hash",
    category: "secret",
    keywords: [":$1$", ":$2", ":$5$", ":$6$", ":$y$", ":$gy$", ":$7$", ":$sha1$", ":$md5$"],
    find: findShadowLines,
  },
];

// A device's secret written as its hash in JSON (`{"enable": {"type": 9, "hash": "$9$…"}}`, a
// Cisco enable secret): round 9 keeps a modular-crypt hash under a password's name redacted, and
// `enable/hash` is that name split over two levels.
const SECRET_PARENT = /^(?:enable(?:_?secret)?|secret|password|passwd|credentials?)$/i;
const MODULAR_CRYPT =
  /^\$(?:\d{1,2}|2[abxy]|y|gy|sha1|md5|argon2id?|scrypt|pbkdf2[\w-]*)\$[^\s]{16,300}$/;

/** `hash` under a secret's name (`path` is the parent's JSON pointer) holding a crypt hash. */
export function secretHashMember(path: string, key: string, value: string): boolean {
  const parent = path.slice(path.lastIndexOf("/") + 1);
  return /^hash$/i.test(key) && SECRET_PARENT.test(parent) && MODULAR_CRYPT.test(value);
}
