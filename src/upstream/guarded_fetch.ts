/**
 * The fetch under every upstream MCP session: a POST's answer is read here, in full, before the
 * SDK sees it, so a connection that breaks off mid-answer fails the call at once (the SDK would
 * otherwise wait for its timeout on a broken event stream) and an answer over the size cap is
 * cut off while it is read, before anything buffers it whole.
 */
import { UpstreamError } from "./errors.ts";
import { readUpTo } from "../lib/bytes.ts";

export const DEFAULT_MAX_RESULT_BYTES = 4 * 1024 * 1024;
const NULL_BODY = new Set([101, 204, 205, 304]);

export function guardedFetch(inner: typeof fetch, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    // GET opens the long-lived notification stream; only POST answers are complete messages.
    if ((init?.method ?? "GET").toUpperCase() !== "POST") return res;
    if (res.body === null || NULL_BODY.has(res.status)) return res;
    const declared = Number(res.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await res.body.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    // A call that asked for progress streams through, so notifications reach the client as they
    // come; its cap is enforced while the stream is read, and a break is the SDK's to time out.
    if (asksForProgress(init) && isEventStream(res)) return rebody(res, capped(res.body, maxBytes));
    // A declared length within the cap is read natively: HTTP framing stops the body there.
    const body = declared > 0
      ? await readDeclared(res, init?.signal ?? undefined)
      : await readAll(res.body, maxBytes, init?.signal ?? undefined);
    return rebody(res, body);
  };
}

function rebody(res: Response, body: BodyInit): Response {
  return new Response(body, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

function asksForProgress(init: RequestInit | undefined): boolean {
  return typeof init?.body === "string" && init.body.includes('"progressToken"');
}

function isEventStream(res: Response): boolean {
  return (res.headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
}

function capped(stream: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let total = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBytes) controller.error(tooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function readDeclared(res: Response, signal?: AbortSignal): Promise<ArrayBuffer> {
  try {
    return await res.arrayBuffer();
  } catch (err) {
    throw brokenOff(err, signal);
  }
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readUpTo(stream, maxBytes);
  } catch (err) {
    throw brokenOff(err, signal);
  }
  if (body === null) throw tooLarge(maxBytes);
  return body;
}

/** Our own abort (timeout, close) is the SDK's to report; anything else is a broken answer. */
function brokenOff(err: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return err;
  const why = err instanceof Error ? err.message : String(err);
  return new UpstreamError("uncertain", `the upstream connection broke off mid-answer (${why})`);
}

function tooLarge(maxBytes: number): UpstreamError {
  return new UpstreamError(
    "uncertain",
    `the upstream's answer exceeded ${maxBytes} bytes (UPSTREAM_MAX_RESULT_BYTES) and was cut off`,
  );
}
