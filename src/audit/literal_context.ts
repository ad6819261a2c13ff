// Where a standalone random run is no literal secret, read from what stands before and around it:
// public key material and encoded data; round 11 (issue 13): a label calling it public, an
// address's local part, a line of a wrapped base64 body.
import { heldPerAudit } from "./text_memo.ts";

// Public key material and encoded data: the literal is data, not a credential.
const PUBLIC_BEFORE =
  /(?:\b(?:apikey|bearer|token|basic|ssws|key)\s+|base64,|ssh-(?:rsa|ed25519|dss)\s+|ecdsa-[\w-]+\s+|sha\d+[:-]|integrity=["']|\/)$/i;
// Round 11: a value its label calls public (`reCAPTCHA site key (public): …`, `Public key: …`).
const PUBLIC_LABEL =
  /(?:\b(?:site|public|publishable)[ _-]?key\b[^\n]{0,12}|\(public\)\s*)[:=]?\s*["'`]?$/i;

/** `<id@host>` of a Message-ID, In-Reply-To or Content-ID header: the local part of an address. */
function messageIdPart(text: string, start: number, length: number): boolean {
  return text[start + length] === "@" && /[<\s]/.test(text[start - 1] ?? "\n");
}

const BASE64_LINE = /^[A-Za-z0-9+/]{40,}={0,2}$/;

// A MIME part's base64 body follows its header; a private key's body (PuTTY's Private-Lines, a
// PEM block) is a secret however it is wrapped.
const MIME_BASE64 = /content-transfer-encoding:[ \t]*base64/i;
const PRIVATE_BODY = /PRIVATE KEY|Private-Lines|PuTTY|Private-MAC/;

// Where the text's first MIME base64 header and first private-key marker are, found once per
// text (the literal rule asks once per candidate line).
let scanned: string | undefined;
let mimeAt = -1;
let privateAt = -1;
heldPerAudit("literal_context", () => scanned ? [scanned] : [], () => scanned = undefined);

function markers(text: string): void {
  if (text === scanned) return;
  scanned = text;
  mimeAt = text.search(MIME_BASE64);
  privateAt = mimeAt < 0 ? -1 : text.search(PRIVATE_BODY);
}

/** A whole line of a MIME part's wrapped base64 body next to another such line: a line without
 * `+` or `/` is data like its neighbours, not a literal. */
function inBase64Block(text: string, start: number, token: string): boolean {
  const s = text.lastIndexOf("\n", start - 1) + 1;
  const e = text.indexOf("\n", start);
  const end = e < 0 ? text.length : e;
  if (s === 0 || end - s > token.length + 2 || text.slice(s, end).trim() !== token) return false;
  markers(text);
  if (mimeAt < 0 || mimeAt > start || (privateAt >= 0 && privateAt < start)) return false;
  const prev = text.slice(text.lastIndexOf("\n", s - 2) + 1, s - 1).trim();
  const next = e < 0
    ? ""
    : text.slice(end + 1, (text.indexOf("\n", end + 1) + 1 || text.length + 1) - 1).trim();
  return BASE64_LINE.test(prev) || BASE64_LINE.test(next);
}

/** True when the run `token` at `start` (with the 30 characters `before` it) is not a secret. */
export function notALiteral(text: string, start: number, token: string, before: string): boolean {
  return PUBLIC_BEFORE.test(before) || PUBLIC_LABEL.test(before) ||
    messageIdPart(text, start, token.length) ||
    inBase64Block(text, start, token);
}
