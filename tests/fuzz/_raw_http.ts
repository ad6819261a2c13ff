/**
 * Requests written as raw HTTP/1.1 bytes over a loopback socket, for what fetch and Request
 * cannot send: bytes that are not UTF-8 in the target and in header values, chunked bodies
 * with broken framing, and a foreign Host.
 */
import type { Rng } from "./_rng.ts";
import { invalidUtf8 } from "./_values.ts";

export interface RawRequest {
  bytes: Uint8Array<ArrayBuffer>;
  preview: string;
}

const enc = new TextEncoder();

function concat(...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function raw(head: (string | Uint8Array)[], body: string | Uint8Array = ""): RawRequest {
  const bytes = concat(...head, body);
  const preview = new TextDecoder().decode(bytes.subarray(0, 300)).replaceAll("\r\n", " | ");
  return { bytes, preview };
}

/** About twenty malformed or unusual requests against `prefix` (e.g. "/api/v1" or "/mcp"). */
export function rawRequests(rng: Rng, host: string, secret: string, prefix: string): RawRequest[] {
  const auth = `Authorization: Bearer ${secret}\r\n`;
  const json = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
  const out: RawRequest[] = [];
  for (let i = 0; i < 4; i++) {
    out.push(raw([
      `GET ${prefix}/servers/`,
      invalidUtf8(rng, "x"),
      `?q=`,
      invalidUtf8(rng, "y"),
      ` HTTP/1.1\r\nHost: ${host}\r\n${auth}Connection: close\r\n\r\n`,
    ]));
    out.push(raw([
      `POST ${prefix} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer `,
      invalidUtf8(rng, secret),
      `\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n`,
      `Content-Length: ${json.length}\r\nConnection: close\r\n\r\n`,
    ], json));
  }
  const body = concat(invalidUtf8(rng, json));
  const heads = [
    // a body shorter than declared is cut by the close; one longer spills into a next request
    `PATCH ${prefix}/servers/demo-notes HTTP/1.1\r\nContent-Length: 5\r\n`,
    `POST ${prefix} HTTP/1.1\r\nContent-Length: ${body.length}\r\n`,
    `POST ${prefix} HTTP/1.1\r\nTransfer-Encoding: chunked\r\n`,
    `POST ${prefix} HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n`,
    `GET ${prefix}/usage HTTP/1.1\r\nX-Big: ${"a".repeat(rng.range(20_000, 200_000))}\r\n`,
    `GET ${prefix}/../../etc/passwd HTTP/1.1\r\n`,
    `GET ${prefix}/%zz%00%ff HTTP/1.1\r\n`,
    `OPTIONS * HTTP/1.1\r\n`,
    `GET http://evil.example${prefix}/usage HTTP/1.1\r\n`,
    `DELETE ${prefix} HTTP/1.0\r\n`,
  ];
  for (const head of heads) {
    const chunked = head.includes("chunked");
    const framed = chunked ? concat(`zz\r\n`, body, `\r\n0\r\n\r\n`) : body;
    out.push(raw([
      head,
      `Host: ${rng.chance(0.5) ? host : "evil.example"}\r\n${auth}`,
      "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n",
      "Connection: close\r\n\r\n",
    ], framed));
  }
  return out;
}

/** Sends one raw request; the status line's code, or 0 when the server closed without one. */
export async function sendRaw(origin: string, req: RawRequest): Promise<number> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(new URL(origin).port) });
  const timer = setTimeout(() => {
    try {
      conn.close();
    } catch { /* already closed */ }
  }, 5000);
  try {
    await conn.write(req.bytes).catch(() => 0);
    const reader = conn.readable.getReader();
    let text = "";
    while (!text.includes("\r\n")) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || !value) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel().catch(() => {});
    return Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  } finally {
    clearTimeout(timer);
    try {
      conn.close();
    } catch { /* already closed */ }
  }
}
