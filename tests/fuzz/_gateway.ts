/**
 * The real service for the fuzz suites: startGateway (Deno.serve on 127.0.0.1:0, ":memory:" KV,
 * demo upstreams in the same app) with a logger that keeps every error line, an account whose
 * limits a storm cannot reach, an API key and an MCP access token.
 */
import { createLogger } from "../../src/lib/log.ts";
import {
  connection,
  type Gateway,
  type GatewayOptions,
  startGateway,
  tenant,
} from "../mcp/_harness.ts";

export const ERROR_CODES = [
  "unauthorized",
  "invalid_request",
  "not_found",
  "rate_limited",
  "method_not_allowed",
  "server_error",
];

/** The contract's code for each error status of the REST API. */
export const CODE_OF_STATUS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  409: "invalid_request",
  429: "rate_limited",
};

/** Limits a storm of a few thousand requests cannot reach (so the inputs, not 429s, are tested). */
export const ROOMY = {
  apiPerMinute: 1_000_000,
  burstPerMinute: 1_000_000,
  includedCalls: 1_000_000_000,
  hardLimit: false,
};

export interface FuzzGateway {
  gw: Gateway;
  /** Error lines the service logged (a 500 logs "unhandled error" with its stack). */
  logged: string[];
  apiKey: string;
  accountId: string;
  token: string;
  clientId: string;
  host: string;
}

export async function fuzzGateway(opts: GatewayOptions = {}): Promise<FuzzGateway> {
  const logged: string[] = [];
  const log = createLogger("error", (line) => logged.push(line));
  const gw = await startGateway({ ...opts, deps: { ...opts.deps, log } });
  const t = await tenant(gw, { planOverride: ROOMY });
  const { clientId, token } = await connection(gw, t.account.id, "fuzz client");
  return {
    gw,
    logged,
    apiKey: t.apiKey,
    accountId: t.account.id,
    token,
    clientId,
    host: new URL(gw.origin).host,
  };
}

/** A short, printable description of a request for the findings list. */
export function describeRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): string {
  const shown = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`)
    .join("; ");
  const size = body === undefined ? "none" : typeof body === "string" ? body.length : body.length;
  const head = typeof body === "string" ? body.slice(0, 120) : body ? "<bytes>" : "";
  return `${method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length})` : url}` +
    ` [${shown}] body(${size}): ${head}`;
}
