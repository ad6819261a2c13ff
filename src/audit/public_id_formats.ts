// Redaction rounds 72 and red74 (issue 13): a value whose whole is an identifier's published
// format names a thing and grants nothing, whatever slot a text writes it in. No vendor issues a
// credential in these formats. Read by kept_spans.ts, the one filter every text rule's spans pass.
const FORMATS = [
  // Twilio's Account SID (`AC` + 32 lower-case hex) stands in every REST URL of the account; its
  // auth token (32 hex, no prefix) and `SK…` API keys stay secrets (round 72).
  /^AC[0-9a-f]{32}$/,
  // An API request's id (`req_` + its id: Stripe's `Request-Id` header, every dashboard log line).
  /^req_[A-Za-z0-9]{8,40}$/,
  // OpenSSH's SHA-256 key fingerprint (`SHA256:` + 43 unpadded base64, `ssh-keygen -l`).
  /^SHA256:[A-Za-z0-9+/]{43}$/,
  // A DOI (ISO 26324: `10.` + registrant digits + `/` + suffix).
  /^10\.\d{4,9}\/[!-~]+$/,
  // A GA4 measurement id (`G-` + 10 upper-case letters and digits, in every page's tag).
  /^G-[A-Z0-9]{10}$/,
];

/** Whether the span's whole value is an identifier in its published format. */
export function publicIdFormatAt(text: string, start: number, end: number): boolean {
  if (end - start > 200) return false;
  const value = text.slice(start, end);
  return FORMATS.some((format) => format.test(value));
}
