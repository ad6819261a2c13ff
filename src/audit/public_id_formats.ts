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
  // Round red98: a Stripe object id as Stripe prints it (a payment, charge, customer, event …);
  // its API reads none without an `sk_`/`rk_` key. `cs_`, `prod_`, `re_` are other vendors' keys.
  /^(?:pi|ch|cus|pm|evt|acct|price|in|seti|txn|sub)_[A-Za-z0-9]{14,24}$/,
];

// Round red98: an AWS ARN names a resource (a secret's ARN is what a config holds instead of it);
// a span inside one, up to the next blank or quote, is part of a name.
const ARN_CHAR = /[^\s"'`<>]/;

function insideArn(text: string, start: number, end: number): boolean {
  let a = start;
  while (a > 0 && start - a < 300 && ARN_CHAR.test(text[a - 1])) a--;
  if (!/^arn:aws[\w-]*:/.test(text.slice(a, a + 16)) || a === start) return false;
  let b = start;
  while (b < text.length && b - a < 600 && ARN_CHAR.test(text[b])) b++;
  return end <= b;
}

/** Whether the span's whole value is an identifier in its published format. */
export function publicIdFormatAt(text: string, start: number, end: number): boolean {
  if (end - start > 200) return false;
  const value = text.slice(start, end);
  return FORMATS.some((format) => format.test(value)) || insideArn(text, start, end);
}
