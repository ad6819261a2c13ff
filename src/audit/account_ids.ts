// Redaction round 72 (issue 13): a vendor's account id in its published shape names an account
// and grants nothing by itself. Twilio's Account SID (`AC` + 32 lower-case hex) stands in every
// REST URL of the account; its auth token (32 hex, no prefix) and `SK…` API keys stay secrets.
// Read by kept_spans.ts, the one filter every text rule's spans pass.

const TWILIO_ACCOUNT_SID = /^AC[0-9a-f]{32}$/;

/** Whether the span's whole value is a vendor's account id. */
export function accountIdAt(text: string, start: number, end: number): boolean {
  return end - start === 34 && TWILIO_ACCOUNT_SID.test(text.slice(start, end));
}
