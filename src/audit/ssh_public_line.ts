// Redaction round red65 (issue 13): an OpenSSH public key line (`ssh-ed25519 AAAA… user@host`) is
// the half of a key pair that goes into `authorized_keys` and is handed out by design. Rules that
// read a label's value ("auth=", a table's value cell) took it, or only its algorithm name, as a
// credential. The line is judged by its published wire format (RFC 4253 §6.6, OpenSSH PROTOCOL):
// the base64 body opens with the algorithm's own name, length-prefixed, so prose cannot pass.

// The algorithm names OpenSSH writes before a public key body (certificates included), then the
// body and at most one comment word (`user@host`); a comment holding `=` or `:` is not a comment.
const KEY_LINE =
  /(?<![\w-])((?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)(?:-cert-v01@openssh\.com)?)[ \t]+(AAAA[A-Za-z0-9+\/]{40,8000}={0,3})(?![\w+\/=])(?:[ \t]+[\w.+-]{1,64}(?:@[\w.-]{1,100})?(?![^\s,;|"'`)\]}]))?/g;

/** The base64 a body opens with when it encodes `name` after its 4-byte length, whole groups only. */
function bodyPrefix(name: string): string {
  const bytes = new Uint8Array(4 + name.length);
  new DataView(bytes.buffer).setUint32(0, name.length);
  for (let i = 0; i < name.length; i++) bytes[4 + i] = name.charCodeAt(i);
  const whole = bytes.slice(0, bytes.length - (bytes.length % 3));
  return btoa(String.fromCharCode(...whole));
}

const PREFIXES = new Map<string, string>();

function opensWithOwnName(algorithm: string, body: string): boolean {
  let prefix = PREFIXES.get(algorithm);
  if (prefix === undefined) PREFIXES.set(algorithm, prefix = bodyPrefix(algorithm));
  return body.startsWith(prefix);
}

/** Whether the span lies inside an OpenSSH public key line (algorithm, body, comment) on its line. */
export function sshPublicLineAt(text: string, start: number, end: number): boolean {
  // Most spans have no key body near them: one substring test first.
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd < 0) lineEnd = text.length;
  if (start < lineStart || end > lineEnd) return false;
  const line = text.slice(lineStart, lineEnd);
  if (!line.includes(" AAAA") && !line.includes("\tAAAA")) return false;
  for (const m of line.matchAll(KEY_LINE)) {
    const from = lineStart + m.index;
    const to = from + m[0].length;
    if (start >= from && end <= to && opensWithOwnName(m[1], m[2])) return true;
  }
  return false;
}
