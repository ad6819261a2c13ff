import { readUpTo } from "../lib/bytes.ts";
import { oauthFailure } from "./errors.ts";

/**
 * Reads a request or response body as text, refusing it once it passes `max` bytes whatever
 * Content-Length claims. Null means too large.
 */
export async function readCapped(
  req: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  max: number,
): Promise<string | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > max) {
    await req.body?.cancel();
    return null;
  }
  if (!req.body) return "";
  const bytes = await readUpTo(req.body, max);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * Parses an `application/x-www-form-urlencoded` OAuth request (RFC 6749 section 3.2): every
 * parameter at most once, empty values treated as absent.
 */
export async function readOAuthForm(req: Request, max = 16_384): Promise<Map<string, string>> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw oauthFailure(
      "invalid_request",
      "Send the parameters as application/x-www-form-urlencoded",
    );
  }
  const text = await readCapped(req, max);
  if (text === null) throw oauthFailure("invalid_request", `Request body exceeds ${max} bytes`);
  return uniqueParams(new URLSearchParams(text));
}

/** Parameters as a map; a repeated parameter is an invalid request. */
export function uniqueParams(params: URLSearchParams): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of params) {
    if (out.has(k)) throw oauthFailure("invalid_request", `Parameter "${k}" is repeated`);
    if (v !== "") out.set(k, v);
  }
  return out;
}
