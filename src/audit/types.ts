// Shapes stored on Activity rows (`redacted[]`, `injectionFindings[]`); see spec README.

/** One redacted value: where it was and which rule caught it, never the value itself. */
export interface Redaction {
  /** JSON Pointer (RFC 6901) of the value that was changed. */
  path: string;
  rule: string;
  category: "secret" | "pii" | "key-name";
}

export type Severity = "low" | "medium" | "high";

/** Where scanned text came from; selects which injection rules apply. */
export type ScanSource = "result" | "description" | "arguments";

export interface InjectionFinding {
  rule: string;
  severity: Severity;
  /** JSON Pointer of the string that matched. */
  path: string;
  /** Up to ~120 characters around the match, secret-redacted, invisible characters escaped. */
  excerpt: string;
}
