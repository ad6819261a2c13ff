// Redaction round red74 (issue 13): a value whose whole is a public identifier's published
// format names a thing and grants nothing, whatever slot a text writes it in: OpenSSH's SHA-256
// key fingerprint (`SHA256:` + 43 unpadded base64, `ssh-keygen -l`), a DOI (ISO 26324: `10.` +
// registrant digits + `/` + suffix) and a GA4 measurement id (`G-` + 10 upper-case letters and
// digits, in every page's tag). No vendor issues a credential in these formats. Read by
// kept_spans.ts, the one filter every text rule's spans pass.

const FORMATS = [
  /^SHA256:[A-Za-z0-9+/]{43}$/,
  /^10\.\d{4,9}\/[!-~]+$/,
  /^G-[A-Z0-9]{10}$/,
];

/** Whether the span's whole value is a public identifier in its published format. */
export function publicIdFormatAt(text: string, start: number, end: number): boolean {
  if (end - start > 200) return false;
  const value = text.slice(start, end);
  return FORMATS.some((format) => format.test(value));
}
