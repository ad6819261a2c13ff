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
import type { LookupAddress, LookupOptions } from "node:dns";
import tls from "node:tls";
import { checkUrlSyntax, type EgressPolicy, resolveAndVet } from "./policy.ts";
import { networkError, toResponse } from "./node_response.ts";

export interface EgressFetchOptions {
  policy: EgressPolicy;
  /** Extra trusted CA certificates (PEM), e.g. the contents of the DENO_CERT file. */
  caCerts?: string[];
}

/** Hop-by-hop and connection-level headers that this client sets itself. */
// deno-fmt-ignore
const DROPPED_HEADERS = new Set([
  "host", "connection", "keep-alive", "transfer-encoding", "content-length", "te", "trailer",
  "upgrade", "proxy-authorization", "proxy-connection", "accept-encoding",
]);

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` that answers only the vetted addresses, and only for the expected host. */
function pinnedLookup(host: string, addresses: string[]) {
  const entries = addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const usable = entries.filter((e) => !options.family || e.family === options.family);
    if (hostname !== host || usable.length === 0) {
      const err: NodeJS.ErrnoException = new Error(`No vetted address for ${hostname}`);
      err.code = "ENOTFOUND";
      return callback(err, "");
    }
    if (options.all) return callback(null, usable);
    callback(null, usable[0].address, usable[0].family);
  };
}

function outgoingHeaders(request: Request, url: URL, body: Uint8Array | null) {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  headers["host"] = url.host;
  headers["accept"] ??= "*/*";
  headers["user-agent"] ??= `Deno/${Deno.version.deno}`;
  headers["accept-encoding"] = "identity";
  if (body !== null) headers["content-length"] = String(body.byteLength);
  return headers;
}

type TrustOptions = { ca?: string[]; secureContext?: tls.SecureContext };

/**
 * The default roots plus `extra`, built once. Passing `ca: [...tls.rootCertificates, ...extra]`
 * re-parses ~150 roots on every connection (measured ~20 ms each); a shared secure context with
 * the default store and added CAs does not.
 */
function trustOptions(extra: string[]): TrustOptions {
  if (extra.length === 0) return {};
  const secureContext = tls.createSecureContext();
  const context = (secureContext as { context?: { addCACert?: (pem: string) => void } }).context;
  if (typeof context?.addCACert !== "function") return { ca: [...tls.rootCertificates, ...extra] };
  for (const pem of extra) context.addCACert(pem);
  return { secureContext };
}

/** Rejects with the signal's reason (a TimeoutError DOMException for AbortSignal.timeout). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

interface Exchange {
  url: URL;
  request: Request;
  body: Uint8Array | null;
  addresses: string[];
  trust: TrustOptions;
}

function send({ url, request, body, addresses, trust }: Exchange): Promise<Response> {
  const signal = request.signal;
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const pinnedHost = host.replace(/\.$/, "");
  const agent = new https.Agent({ keepAlive: false, proxyEnv: {} } as https.AgentOptions);
  return new Promise<Response>((resolve, reject) => {
    const req = https.request({
      host: pinnedHost,
      port: Number(url.port || 443),
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: outgoingHeaders(request, url, body),
      agent,
      ...trust,
      rejectUnauthorized: true,
      lookup: pinnedLookup(pinnedHost, addresses) as never,
    });
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

/**
 * Returns a fetch that checks the URL, resolves and vets every address, then connects only to a
 * vetted one. Redirects are never followed (a 3xx is the Response). `init.signal` covers DNS,
 * connect, TLS, headers and body. Consume or cancel every body (see readCapped).
 */
export function createEgressFetch(opts: EgressFetchOptions): typeof fetch {
  const trust = trustOptions(opts.caCerts ?? []);
  const egressFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = checkUrlSyntax(raw, opts.policy);
    const request = new Request(input, init);
    const signal = request.signal;
    signal.throwIfAborted();
    const addresses = await abortable(resolveAndVet(url, opts.policy), signal);
    const body = request.body === null
      ? null
      : new Uint8Array(await abortable(request.arrayBuffer(), signal));
    return await send({ url, request, body, addresses, trust });
  };
  return egressFetch as typeof fetch;
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
