/** Turns a node:http IncomingMessage into a streaming WHATWG Response with fetch-like errors. */
import type { ClientRequest, IncomingMessage } from "node:http";

const NULL_BODY_STATUS = new Set([204, 205, 304]);
const HIGH_WATER_MARK = 64 * 1024;

export interface ResponseParts {
  req: ClientRequest;
  res: IncomingMessage;
  method: string;
  url: URL;
  signal: AbortSignal;
}

function networkError(message: string, cause?: unknown): TypeError {
  return new TypeError(`Egress request failed: ${message}`, { cause });
}

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i], raw[i + 1]);
    } catch {
      // A header Headers cannot hold (invalid name or value) is dropped, as fetch would refuse it.
    }
  }
  return headers;
}

/**
 * Streams the body with backpressure (pause/resume). `init.signal` keeps applying after the
 * headers: an abort errors the stream with the signal's reason, as fetch does; cancel destroys
 * the socket.
 */
function bodyStream({ req, res, signal }: ResponseParts): ReadableStream<Uint8Array> {
  let settled = false;
  let onAbort = () => {};
  const settle = () => {
    settled = true;
    signal.removeEventListener("abort", onAbort);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (err: unknown) => {
        if (settled) return;
        settle();
        controller.error(err);
        req.destroy();
      };
      onAbort = () => fail(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      res.on("data", (chunk: Uint8Array) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) res.pause();
      });
      res.on("end", () => {
        if (settled) return;
        settle();
        controller.close();
      });
      res.on("error", (err) => fail(networkError(`response body: ${err.message}`, err)));
      res.on("close", () => {
        if (!res.complete) fail(networkError("connection closed before the body was complete"));
      });
    },
    pull() {
      res.resume();
    },
    cancel() {
      settle();
      req.destroy();
    },
  }, { highWaterMark: HIGH_WATER_MARK, size: (chunk) => chunk.byteLength });
}

/** Builds the Response; throws a TypeError (and drops the connection) for an unusable status. */
export function toResponse(parts: ResponseParts): Response {
  const { res, method, url } = parts;
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) {
    parts.req.destroy();
    throw networkError(`invalid HTTP status ${status}`);
  }
  // Checked before the body stream exists, so the Response constructor below cannot throw.
  const statusText = /^[\t\x20-\x7e\x80-\xff]*$/.test(res.statusMessage ?? "")
    ? res.statusMessage
    : "";
  const headers = headersOf(res);
  let body: ReadableStream<Uint8Array> | null = null;
  if (method === "HEAD" || NULL_BODY_STATUS.has(status)) {
    res.resume();
  } else {
    body = bodyStream(parts);
    // Identity is requested; a server that compresses anyway is decoded like fetch would.
    const encoding = headers.get("content-encoding")?.trim().toLowerCase();
    if (encoding === "gzip" || encoding === "deflate") {
      body = (body as ReadableStream<BufferSource>).pipeThrough(new DecompressionStream(encoding));
    }
  }
  const response = new Response(body, { status, statusText, headers });
  Object.defineProperty(response, "url", { value: url.href });
  return response;
}

export { networkError };
