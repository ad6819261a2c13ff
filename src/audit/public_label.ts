// Redaction round 28: values their own label calls public, with an aside between the label and
// the value ("document hash (audit trail) Y3Uw…", "authorized key (bank SFTP) ssh-ed25519 AAAA…").
// A digest of a document and the base64 body of an OpenSSH public key hide nothing.

// The label right before: a digest word, then at most one bracketed aside and a separator. A
// password's hash is a secret here (it can be cracked), so a password word in the label keeps it.
const DIGEST_LABEL =
  /\b(?:hash|digest|checksum|fingerprint)[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?[:=#]?[ \t]*["']?$/i;
const SECRET_WORD = /pass|pin\b|secret|credential|login|token/i;
// An OpenSSH public key line's algorithm name, then the base64 body (which starts `AAAA`).
const SSH_ALGO =
  /(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)[ \t]+$/;

// A label that calls the value public, written with a blank ("Sentry DSN public key ea12…"):
// the separator-only form is kept_values' PUBLIC_NAME_BEFORE.
const PUBLIC_WORDS_BEFORE = /\b(?:public|publishable)[ \t]+key[ \t]*(?:[:=][ \t]*)?["']?$/i;

/** The words right before the value call it a public key. */
export function publicKeyNamed(text: string, start: number): boolean {
  return PUBLIC_WORDS_BEFORE.test(text.slice(Math.max(0, start - 30), start));
}

/** A random-looking literal labelled as a document's digest, its aside between. */
export function digestLabelled(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 70), start);
  const m = DIGEST_LABEL.exec(before);
  return m !== null && !SECRET_WORD.test(before.slice(Math.max(0, m.index - 30)));
}

/** The base64 body of an OpenSSH public key, right after its algorithm name. */
export function sshPublicBody(text: string, start: number, value: string): boolean {
  return value.startsWith("AAAA") && SSH_ALGO.test(text.slice(Math.max(0, start - 40), start));
}
