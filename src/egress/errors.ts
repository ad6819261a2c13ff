/** Why an egress URL or address was refused; `message` is safe to show to the account that set it. */
export type EgressErrorCode =
  | "invalid_url"
  | "scheme"
  | "credentials"
  | "hostname"
  | "address"
  | "resolve"
  | "port";

export class EgressError extends Error {
  readonly code: EgressErrorCode;
  constructor(code: EgressErrorCode, message: string) {
    super(message);
    this.name = "EgressError";
    this.code = code;
  }
}
