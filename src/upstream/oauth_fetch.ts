/**
 * The fetch every upstream OAuth call uses (metadata, registration, token, revocation): the
 * upstream's own origin goes through the same fetch as its MCP traffic, any other origin through
 * the egress policy (pinned, vetted address); never a redirect, a bounded time and body size.
 */
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { extractWWWAuthenticateParams } from "@modelcontextprotocol/sdk/client/auth.js";
import { UpstreamError } from "./errors.ts";
import { readUpTo } from "../lib/bytes.ts";

export interface OAuthFetchOptions {
  /** Fetch for the trusted origins (the catalogue server's own, the gateway's). */
  trusted: typeof fetch;
  /** Fetch that applies the egress policy, for every other origin. */
  egress: typeof fetch;
  trustedOrigins: string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/** A failure reaching an OAuth endpoint at all (network, timeout, redirect, oversize body). */
export class OAuthTransportError extends Error {
  override name = "OAuthTransportError";
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 256 * 1024;

/** The answer's status is kept per call so a token error can be told transient (5xx) or not. */
export type OAuthFetch = typeof fetch & { lastStatus?: number };

export function createOAuthFetch(opts: OAuthFetchOptions): OAuthFetch {
  const trusted = new Set(opts.trustedOrigins.map((o) => new URL(o).origin));
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const base = trusted.has(url.origin) ? opts.trusted : opts.egress;
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await base(input, { ...init, redirect: "manual", signal });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        throw new OAuthTransportError(`${url.origin}${url.pathname} answered a redirect`);
      }
      const body = await readBounded(res, maxBytes, url);
      (fn as OAuthFetch).lastStatus = res.status;
      return new Response(body, { status: res.status, headers: res.headers });
    } catch (err) {
      if (err instanceof OAuthTransportError) throw err;
      const why = signal.aborted ? `no answer within ${timeoutMs} ms` : describe(err);
      throw new OAuthTransportError(`could not reach ${url.origin}${url.pathname}: ${why}`);
    }
  };
  return fn as OAuthFetch;
}

async function readBounded(
  res: Response,
  maxBytes: number,
  url: URL,
): Promise<Uint8Array<ArrayBuffer>> {
  if (res.body === null) return new Uint8Array(0);
  const body = await readUpTo(res.body, maxBytes);
  if (body === null) {
    throw new OAuthTransportError(`${url.origin}${url.pathname} sent more than ${maxBytes} bytes`);
  }
  return body;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message.slice(0, 200) : String(err);
}

/** An upstream MCP request refused with 401 or 403, with its WWW-Authenticate parameters. */
export class UpstreamAuthError extends UpstreamError {
  constructor(
    status: number,
    readonly challenge: { error?: string; scope?: string; resourceMetadataUrl?: URL },
  ) {
    const what = challenge.error ? ` (${challenge.error})` : "";
    super("connection", `upstream answered HTTP ${status}${what}`, status);
  }

  get insufficientScope(): boolean {
    return this.status === 403 && this.challenge.error === "insufficient_scope";
  }
}

/** Wraps an MCP transport's fetch so a 401/403 carries its challenge to the caller. */
export function challengeAwareFetch(base: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await base(input, init);
    if (res.status !== 401 && res.status !== 403) return res;
    await res.body?.cancel().catch(() => {});
    throw new UpstreamAuthError(res.status, extractWWWAuthenticateParams(res));
  }) as typeof fetch;
}
