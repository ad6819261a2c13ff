// Redaction round 49 (issue 13): two credentials recognised by a published format, whatever
// label (or none) comes with them.
// - Base64 of `user:password` (RFC 7617's user-pass): a secret in 37 tuning sets, printed alone by
//   `cat` of a credentials file, and never base64 in benign text but for the documented
//   `username:password` example (round 42 keeps it).
// - redis.conf's `requirepass` / `masterauth` directives, whose argument is the password.
// - curl's config file (`curl -K`, `.curlrc`): `user = "name:password"`, the `--user` option
//   written without dashes (curl's manual, "-K, --config").
// - fish's `set -gx NAME value` (fish's `set` documentation): the shell's `export NAME=value`,
//   taken when the name is a credential's and the value is random material.
// - Round 50: connect-redis's session keys, `sess:<session id>`.
import { credentialShaped } from "./credential_shape.ts";
import { base64Text } from "./decoded_words.ts";
import { isSensitiveKey } from "./key_names.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";
import { eachRun } from "./long_runs.ts";

const B64_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") {
  B64_CHAR[ch.charCodeAt(0)] = 1;
}
/** A user name (no `/`: `https://host` is a URL), then a password of printable non-space text. */
const USER_PASS = /^([\w.@+-]{1,64}):([\x21-\x7e]{6,128})$/;
/** The word itself or a stock example (`user:pass`, `Aladdin:open sesame` has a space). */
const WORD_PASSWORD = /^(?:pass(?:word)?|secret|pwd|passwd|changeme)$/i;

/** The text `b64` encodes when it is whole quads of base64 of ASCII, else undefined. */
function decodedAscii(b64: string): string | undefined {
  const s = base64Text(b64);
  return s !== undefined && /^[\x20-\x7e]+$/.test(s) ? s : undefined;
}

/** Decoded `user:password` whose password half is generated or chosen, not a word or a sample. */
export function encodedUserPass(b64: string): boolean {
  const m = USER_PASS.exec(decodedAscii(b64) ?? "");
  if (!m || !/[A-Za-z]/.test(m[1]) || m[2].startsWith("//")) return false;
  const pass = m[2];
  if (WORD_PASSWORD.test(pass) || isTemplateOrMask(pass) || looksFake(pass)) return false;
  // A port or a count (`host:8080`, `id:12345`) is no password; chosen ones mix classes.
  if (/^\d+$/.test(pass)) return false;
  return /\d/.test(pass) || /[^A-Za-z0-9]/.test(pass) || /[A-Z].*[a-z]|[a-z].*[A-Z]/.test(pass);
}

// A token stands alone when no base64url, word or padding character touches it.
const NEIGHBOUR = /[\w+\/=-]/;

function findEncodedUserPass(text: string): Span[] {
  const spans: Span[] = [];
  eachRun(text, 12, B64_CHAR, (s, e) => {
    let end = e;
    while (end < text.length && end - e < 2 && text[end] === "=") end++;
    const before = s > 0 ? text[s - 1] : "";
    const after = end < text.length ? text[end] : "";
    if (end - s > 512 || NEIGHBOUR.test(before) || NEIGHBOUR.test(after)) return true;
    if (encodedUserPass(text.slice(s, end))) {
      spans.push({ start: s, end, rule: "encoded-user-pass", category: "secret" });
    }
    return true;
  });
  return spans;
}

// redis.conf: `requirepass <password>`, `masterauth <password>`. carrier_rules.ts reads them at a
// line's start; here also inside a line (`CONFIG SET requirepass "…"`, a chat's "Redis
// requirepass: <password>", v38). The documented example `foobared` is commented out.
const REDIS_SAMPLE = /^foobared$/i;

// A curlrc line: `user` or `proxy-user`, then `=` or a blank and a quoted `name:password`. YAML's
// `user: "1000:1000"` (a uid:gid) uses a colon and is left alone.
const CURLRC_USER =
  /^[ \t]*(?:proxy-)?user(?:[ \t]*=[ \t]*|[ \t]+(?="))("?)([^\s:"\/]{1,64}):([^\s"]{3,256})\1[ \t]*$/dgm;

/** A chosen or generated password: a digit, a symbol other than `-`/`_`, or mixed case. */
function chosenPassword(user: string, pass: string): boolean {
  if (pass === user || pass.startsWith("//") || isTemplateOrMask(pass) || looksFake(pass)) {
    return false;
  }
  if (WORD_PASSWORD.test(pass) || /^\d+$/.test(pass)) return false;
  return /\d/.test(pass) || /[^A-Za-z0-9_-]/.test(pass) || /[A-Z].*[a-z]|[a-z].*[A-Z]/.test(pass);
}

function findCurlrcUser(text: string): Span[] {
  const spans: Span[] = [];
  CURLRC_USER.lastIndex = 0;
  for (let m = CURLRC_USER.exec(text); m; m = CURLRC_USER.exec(text)) {
    if (!chosenPassword(m[2], m[3])) continue;
    const start = m.indices![3]![0];
    spans.push({ start, end: start + m[3].length, rule: "curlrc-user", category: "secret" });
  }
  return spans;
}

// `set` with scope/export flags (`-gx`, `-Ux`, `--global --export`), a name, one value.
const FISH_SET =
  /^[ \t]*set[ \t]+(?:-{1,2}[A-Za-z-]+[ \t]+)+([A-Za-z_]\w{0,80})[ \t]+(["']?)([^\s"']{16,512})\2[ \t]*$/dgm;

function findFishSet(text: string): Span[] {
  const spans: Span[] = [];
  FISH_SET.lastIndex = 0;
  for (let m = FISH_SET.exec(text); m; m = FISH_SET.exec(text)) {
    if (!isSensitiveKey(m[1]) || !credentialShaped(m[3])) continue;
    const start = m.indices![3]![0];
    spans.push({ start, end: start + m[3].length, rule: "fish-set-secret", category: "secret" });
  }
  return spans;
}

// Round 50: connect-redis, express-session's Redis store, keeps a session under `sess:<id>` (its
// documented default prefix); the id is the session's bearer value. A secret in v9, v31, v33,
// v39 and v40 (missed in v39: "session value in Redis: sess:…"); in no benign text.
const REDIS_SESSION = /(?<![\w:.\/-])sess:([A-Za-z0-9_-]{20,128})(?![\w.\/-])/g;

export const DOCUMENTED_FORMAT_RULES: TextRule[] = [
  {
    id: "encoded-user-pass",
    category: "secret",
    keywords: [],
    hint: /[A-Za-z0-9+\/]{12,}/,
    broad: true,
    find: findEncodedUserPass,
  },
  {
    id: "curlrc-user",
    category: "secret",
    // The option and what may follow it: `user =`, `user=`, `user "`, `user\t"`.
    keywords: ["user =", "user=", 'user "', 'user\t"'],
    find: findCurlrcUser,
  },
  { id: "fish-set-secret", category: "secret", keywords: ["set -", "set\t-"], find: findFishSet },
  regexRule({
    id: "redis-session-key",
    keywords: ["sess:"],
    re: REDIS_SESSION,
    group: 1,
    validate: (v) => credentialShaped(v),
  }),
  regexRule({
    id: "redis-requirepass",
    keywords: ["requirepass", "masterauth"],
    re:
      /\b(?:requirepass|masterauth)[ \t]*:?[ \t]+(["']?)([^\s"'`]{3,511}[^\s"'`.,;:])\1(?![^\s,;.])/g,
    group: 2,
    minEntropy: 2,
    validate: (v) =>
      !REDIS_SAMPLE.test(v) && !isTemplateOrMask(v) && !looksFake(v) && /[\d\W_]|[A-Z]/.test(v),
  }),
];
