/**
 * A fetch whose connection goes only to addresses the egress policy vetted (no second DNS lookup).
 *
 * Why node:https with a pinned `lookup` rather than an in-process CONNECT proxy behind
 * Deno.createHttpClient: measured on Deno 2.9.6, a `NO_PROXY` variable matching the host makes
 * Deno's fetch bypass even an explicit client proxy and resolve the name itself, which silently
 * undoes the pin. node:https has no such bypass once the agent gets `proxyEnv: {}` (otherwise
 * NODE_USE_ENV_PROXY would route through HTTPS_PROXY), needs no listener, and lets the body
 * stream with backpressure and per-request cleanup. TLS still verifies the URL's host name (SNI
 * and certificate), against the default roots plus `caCerts`.
 */
import https from "node:https";
import { checkUrlSyntax, EgressError, type EgressPolicy, resolveAndVet } from "./policy.ts";
import { networkError, toResponse } from "./node_response.ts";
import { AgentPool, type PoolOptions, type PoolStats } from "./pool.ts";
import { abortable, outgoingHeaders, pinnedLookup, type Trust, trustOf } from "./request_parts.ts";

export type { PoolOptions, PoolStats };

export interface EgressFetchOptions {
  policy: EgressPolicy;
  /** Extra trusted CA certificates (PEM), e.g. the contents of the DENO_CERT file. */
  caCerts?: string[];
  /** Keep-alive pool limits (see pool.ts for the defaults). */
  pool?: PoolOptions;
}

/** A fetch plus its connection pool's lifetime: `close()` ends every pooled connection. */
export type EgressFetch = typeof fetch & {
  /** Closes pooled and in-flight connections; later calls reject. Idempotent. */
  close(): void;
  stats(): PoolStats;
};

interface Exchange {
  url: URL;
  request: Request;
  body: Uint8Array | null;
  agent: https.Agent;
  host: string;
  addresses: string[];
  trust: Trust;
}

function send({ url, request, body, agent, host, addresses, trust }: Exchange): Promise<Response> {
  const signal = request.signal;
  return new Promise<Response>((resolve, reject) => {
    const req = https.request({
      host,
      port: Number(url.port || 443),
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: outgoingHeaders(request, url, body),
      agent,
      ...trust.options,
      rejectUnauthorized: true,
      lookup: pinnedLookup(host, addresses) as never,
    });
    // Deno's node:http silently re-sends a request whose reused socket closes before the
    // response, even after destroy(): a POST could arrive twice. This flag turns that off.
    (req as { _retrying?: boolean })._retrying = true;
    // Destroying the request destroys its socket, so an aborted exchange never returns to the pool.
    const onAbort = () => {
      req.destroy();
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    req.on("response", (res) => {
      signal.removeEventListener("abort", onAbort);
      try {
        resolve(toResponse({ req, res, method: request.method, url, signal }));
      } catch (err) {
        reject(err);
      }
    });
    req.on("error", (err) => {
      signal.removeEventListener("abort", onAbort);
      reject(signal.aborted ? signal.reason : networkError(err.message, err));
    });
    req.end(body ?? undefined);
  });
}

/** The host name as the lookup, SNI and certificate check see it: no brackets, no final dot. */
function bareHost(url: URL): string {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return host.replace(/\.$/, "");
}

/**
 * Returns a fetch that checks the URL, resolves and vets every address on EVERY call, then sends
 * over a keep-alive connection pooled under (host, port, vetted address set, trust store), or a
 * new one dialled only to a vetted address. Redirects are never followed (a 3xx is the Response).
 * `init.signal` covers DNS, waiting for a pooled socket, connect, TLS, headers and body. Consume
 * or cancel every body (see readCapped). Idle sockets are unref'd and close after `pool.idleMs`,
 * so a caller that never calls `close()` does not keep the process alive.
 */
export function createEgressFetch(opts: EgressFetchOptions): EgressFetch {
  const trust = trustOf(opts.caCerts ?? []);
  const pool = new AgentPool(opts.pool);
  const vet = async (url: URL, host: string, port: number, signal: AbortSignal) => {
    try {
      return await abortable(resolveAndVet(url, opts.policy), signal);
    } catch (err) {
      // A name that now resolves to a refused address loses its idle connections at once.
      if (err instanceof EgressError) pool.dropHost(host, port);
      throw err;
    }
  };
  const egressFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = checkUrlSyntax(raw, opts.policy);
    const request = new Request(input, init);
    const signal = request.signal;
    signal.throwIfAborted();
    const host = bareHost(url);
    const port = Number(url.port || 443);
    const addresses = await vet(url, host, port, signal);
    const body = request.body === null
      ? null
      : new Uint8Array(await abortable(request.arrayBuffer(), signal));
    const agent = pool.agentFor({ host, port, addresses, trustId: trust.id });
    return await send({ url, request, body, agent, host, addresses, trust });
  };
  return Object.assign(egressFetch as typeof fetch, {
    close: () => pool.close(),
    stats: () => pool.stats(),
  });
}

/** Reads at most `maxBytes` of the body as UTF-8 and cancels the rest of the transfer. */
export async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (res.body === null) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let total = 0;
  try {
    while (total < maxBytes) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      const part = value.subarray(0, maxBytes - total);
      total += part.byteLength;
      text += decoder.decode(part, { stream: true });
    }
    // An incomplete UTF-8 sequence cut at the cap is dropped rather than decoded as U+FFFD.
    await reader.cancel();
    return text;
  } catch (err) {
    await reader.cancel().catch(() => {});
    throw err;
  } finally {
    reader.releaseLock();
  }
}
