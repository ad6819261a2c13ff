// Redaction round red91 (issue 13): spans a rule found that hand no secret over, told by the
// format the text is written in. P1: a label with nothing after its sign (`NAME=` in a .env
// template, "password policy:") or the word after a shell/dotenv `NAME= ` (the blank ends the
// assignment, its value is empty). P2b: a digest's hex under a label ending in the digest's or a
// firmware's name. P3b: a public key's fingerprint or PGP key id in its printed format.

// P1. The whole span is a name and its sign: an upper- or lower-case snake name with `=`, or one
// word with a colon. A value never ends in the sign that introduces it (base64's `=` follows
// mixed-case material with no `_`).
const LABEL_ONLY =
  /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)=$|^\p{L}{2,}[:：]$/u;
// `NAME= ` right before the span: `=` glued to an identifier's name, then a blank. The name has a
// `_`, `.` or `-`, or is of one case, so a base64 value ending in `=` is not read as one.
const GLUED_EMPTY = /(?:^|[\s"'`(])([A-Za-z_][\w.-]{1,60})=[ \t]+$/;
const NAME_SHAPE = /[_.-]|^[A-Z0-9]+$|^[a-z0-9]+$/;
// The word after `NAME= ` is the sentence going on only when it reads as a word (letters of one
// case, or a capital then lower case); generated material there is a value written with a stray
// blank, as in a log line (`vendor_api_token= PgL9T8…`, round red63), and still goes.
const PLAIN_WORD = /^(?:\p{Ll}+|\p{Lu}\p{Ll}*)$/u;

/** P1: a label whose value is empty or given elsewhere. */
export function emptyValueAt(text: string, start: number, end: number): boolean {
  if (LABEL_ONLY.test(text.slice(start, end))) return true;
  if (!PLAIN_WORD.test(text.slice(start, end))) return false;
  const m = GLUED_EMPTY.exec(text.slice(Math.max(0, start - 64), start));
  return m !== null && NAME_SHAPE.test(m[1]);
}

// P2. A digest's hex: MD5, SHA-1, SHA-256 or SHA-512 length. The label before it names the
// digest (P2b: by its last word, below), and no credential (a password's or an HMAC's hash,
// a signing secret are secrets).
const DIGEST_HEX = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i;
// P2b (after P2 lost v65's "Algolia (show archive search): <hex>"): the label's last word, right
// before its sign or cell edge, names the digest itself or a firmware; an artifact's noun inside a
// longer label names a system ("archive search") as often as a file.
const DIGEST_LABEL =
  /(?<![a-z0-9])(?:md5|sha-?(?:1|224|256|384|512)(?:sum)?|checksum|digest|etag|firmware)[ \t]*["'`]?[ \t]*[:=|,\t]?[ \t]*["'`]?[ \t]*$/i;
const CREDENTIAL =
  /pass|secret|token|key|auth|hmac|sign|session|cookie|cred|login|api|private|salt|kennwort|senha|contrase|hasło|пароль|密码|密钥/i;

/** P2b: hex of a digest's length under a label ending in a digest's or a firmware's name. */
export function namedDigestAt(text: string, start: number, end: number): boolean {
  if (!DIGEST_HEX.test(text.slice(start, end))) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const label = text.slice(Math.max(lineStart, start - 48), start);
  return DIGEST_LABEL.test(label) && !CREDENTIAL.test(label);
}

// P3. ssh-keygen's printed fingerprint (`SHA256:` and 43 base64, `MD5:` and hex pairs), or a PGP
// key id (`0x` and 8, 16 or 40 hex) right after words naming a key's id. P3b (after red74's test
// "a broken format in a credential's slot still goes"): a shorter `SHA256:` part only where the
// 80 characters before it name a fingerprint and no credential (a fingerprint read out in parts).
const SSH_FINGERPRINT = /^(?:SHA256:[A-Za-z0-9+/]{43}|MD5:[0-9a-f]{2}(?::[0-9a-f]{2}){15})$/;
const FINGERPRINT_PART = /^SHA256:[A-Za-z0-9+/]{8,42}$/;
const PGP_ID = /^0x(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})$/i;
const PGP_LABEL =
  /(?<![a-z])(?:sub-?key|key[ _-]?id|keyid|fingerprint|gpg|pgp)(?:[ \t]+(?:id|ID))?[ \t]*[:=]?[ \t]*$/i;

/** P3: a public key's fingerprint or PGP key id, which identifies a key and opens nothing. */
export function publicKeyIdAt(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (SSH_FINGERPRINT.test(value)) return true;
  if (FINGERPRINT_PART.test(value)) {
    const before = text.slice(Math.max(0, start - 80), start);
    return /fingerprint/i.test(before) && !CREDENTIAL.test(before);
  }
  return PGP_ID.test(value) && PGP_LABEL.test(text.slice(Math.max(0, start - 24), start));
}

/** Any of the three: the span is a label, a named digest or a public key's id. */
export function notGivenAt(text: string, start: number, end: number): boolean {
  return emptyValueAt(text, start, end) || namedDigestAt(text, start, end) ||
    publicKeyIdAt(text, start, end);
}
