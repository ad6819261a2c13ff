// Redaction round red74 (issue 13): a request id in its published shape. Stripe and other APIs
// name each request `req_` + its id (the `Request-Id` header, every dashboard log line); it
// identifies one call for support and grants nothing. No vendor issues a credential under that
// prefix. Read by kept_spans.ts, the one filter every text rule's spans pass.

const REQUEST_ID = /^req_[A-Za-z0-9]{8,40}$/;

/** Whether the span's whole value is a request id. */
export function requestIdAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  return length >= 12 && length <= 44 && REQUEST_ID.test(text.slice(start, end));
}
