/**
 * A small Toolgate webhook receiver for wiring things up: verifies each delivery and prints one
 * JSON line per request. HTTPS with --cert/--key; without them, plain HTTP on 127.0.0.1 for use
 * behind a TLS-terminating tunnel or reverse proxy (Toolgate itself only sends to https:// URLs).
 *
 *   TOOLGATE_WEBHOOK_SECRET=whsec_… deno run -A scripts/webhook_receiver.ts --port 8443 \
 *     [--cert cert.pem --key key.pem] [--hostname 0.0.0.0]
 */

const TOLERANCE_SECONDS = 300;

/** The same check as the README (Webhooks, verifying a delivery) (Web Crypto; constant-time MAC comparison). */
export async function verifyToolgateWebhook(
  secret: string,
  timestamp: string | null,
  signature: string | null,
  rawBody: Uint8Array,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (timestamp === null || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const hex = /^v1=([0-9a-f]{64})$/.exec(signature ?? "")?.[1];
  if (hex === undefined) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const prefix = encoder.encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.length + rawBody.length);
  signed.set(prefix);
  signed.set(rawBody, prefix.length);
  const mac = new Uint8Array(32);
  for (let i = 0; i < 32; i++) mac[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return await crypto.subtle.verify("HMAC", key, mac, signed);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Parses the body only after the signature verified; never trusts it before. */
async function handle(secret: string, req: Request): Promise<Response> {
  const raw = new Uint8Array(await req.arrayBuffer());
  const verified = await verifyToolgateWebhook(
    secret,
    req.headers.get("toolgate-timestamp"),
    req.headers.get("toolgate-signature"),
    raw,
  );
  const line: Record<string, unknown> = {
    receivedAt: new Date().toISOString(),
    verified,
    event: req.headers.get("toolgate-event"),
    delivery: req.headers.get("toolgate-delivery"),
  };
  if (verified) {
    try {
      const body = JSON.parse(new TextDecoder().decode(raw));
      Object.assign(line, { id: body.id, createdAt: body.createdAt, data: body.data });
    } catch {
      line.error = "body is not JSON";
    }
  }
  console.log(JSON.stringify(line));
  return new Response(null, { status: verified ? 204 : 401 });
}

if (import.meta.main) {
  const args = Deno.args;
  const secret = Deno.env.get("TOOLGATE_WEBHOOK_SECRET") ?? "";
  if (!/^whsec_[A-Za-z0-9_-]{43}$/.test(secret)) {
    console.error("Set TOOLGATE_WEBHOOK_SECRET to the endpoint's whsec_… secret.");
    Deno.exit(2);
  }
  const port = Number(flag(args, "port") ?? "8443");
  const cert = flag(args, "cert");
  const key = flag(args, "key");
  if ((cert === undefined) !== (key === undefined)) {
    console.error("Give both --cert and --key for HTTPS, or neither for plain HTTP on 127.0.0.1.");
    Deno.exit(2);
  }
  const tls = cert && key
    ? { cert: await Deno.readTextFile(cert), key: await Deno.readTextFile(key) }
    : {};
  const hostname = flag(args, "hostname") ?? (cert ? "0.0.0.0" : "127.0.0.1");
  Deno.serve({
    port,
    hostname,
    ...tls,
    onListen: ({ port }) => {
      const scheme = cert ? "https" : "http";
      console.error(`Listening on ${scheme}://${hostname}:${port} (Ctrl-C to stop)`);
    },
  }, (req) => handle(secret, req));
}
