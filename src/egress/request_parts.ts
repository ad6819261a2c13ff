/** Pieces of one pinned request: the pinned lookup, outgoing headers, the trust store, abort. */
import type { LookupAddress, LookupOptions } from "node:dns";
import { createHash } from "node:crypto";
import tls from "node:tls";

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
export function pinnedLookup(host: string, addresses: readonly string[]) {
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

export function outgoingHeaders(request: Request, url: URL, body: Uint8Array | null) {
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

export interface Trust {
  options: { ca?: string[]; secureContext?: tls.SecureContext };
  /** Names the trust store in pool keys: a connection verified under one is not reused under another. */
  id: string;
}

/**
 * The default roots plus `extra`, built once. Passing `ca: [...tls.rootCertificates, ...extra]`
 * re-parses ~150 roots on every connection (measured ~20 ms each); a shared secure context with
 * the default store and added CAs does not.
 */
export function trustOf(extra: string[]): Trust {
  const id = extra.length === 0
    ? "default"
    : createHash("sha256").update(JSON.stringify(extra)).digest("hex");
  if (extra.length === 0) return { options: {}, id };
  const secureContext = tls.createSecureContext();
  const context = (secureContext as { context?: { addCACert?: (pem: string) => void } }).context;
  if (typeof context?.addCACert !== "function") {
    return { options: { ca: [...tls.rootCertificates, ...extra] }, id };
  }
  for (const pem of extra) context.addCACert(pem);
  return { options: { secureContext }, id };
}

/** Rejects with the signal's reason (a TimeoutError DOMException for AbortSignal.timeout). */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
