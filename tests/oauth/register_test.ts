import assert from "node:assert/strict";
import { manualClock } from "../_helpers/deps.ts";
import { REGISTRATION_MAX_BYTES, REGISTRATIONS_PER_SOURCE } from "../../src/web/oauth/register.ts";
import { startServer } from "./_helpers.ts";

function register(base: string, body: string, type = "application/json") {
  return fetch(`${base}/oauth/register`, {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
}

async function expectError(res: Response, error: string) {
  assert.equal(res.status, 400);
  assert.equal(res.headers.get("cache-control"), "no-store");
  const body = await res.json();
  assert.equal(body.error, error, JSON.stringify(body));
  assert.equal(typeof body.error_description, "string");
}

type Register = (body: string, type?: string) => Promise<Response>;

/** A server on a manual clock; `send` moves to the next minute first, so the limiter stays out of the way. */
async function withServer(fn: (send: Register, base: string) => Promise<void>) {
  const clock = manualClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const srv = await startServer({ now: clock.now });
  try {
    await fn((body, type) => {
      clock.advance(60_000);
      return register(srv.base, body, type);
    }, srv.base);
  } finally {
    await srv.close();
  }
}

Deno.test("registration stores client_name and answers RFC 7591 client information", () =>
  withServer(async (send) => {
    const res = await send(
      JSON.stringify({
        client_name: "Claude\u0000 Desktop",
        redirect_uris: [
          "https://claude.ai/api/mcp/auth_callback",
          "cursor://anysphere.cursor-mcp/oauth/callback",
        ],
        token_endpoint_auth_method: "none",
        unknown_field: 1,
      }),
    );
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    const body = await res.json();
    assert.match(body.client_id, /^tgc_/);
    assert.equal(body.client_name, "Claude Desktop");
    assert.equal(body.token_endpoint_auth_method, "none");
    assert.equal(body.client_secret, undefined);
    assert.deepEqual(body.grant_types, ["authorization_code", "refresh_token"]);
    assert.equal(body.unknown_field, undefined);
  }));

Deno.test("redirect URIs must be https, loopback http or a native app scheme", () =>
  withServer(async (send) => {
    const bad = [
      "http://evil.example/cb",
      "javascript:alert(1)",
      "data:text/html,hi",
      "https://ok.example/cb#frag",
      "https://user:pw@ok.example/cb",
      "file:///etc/passwd",
      "not a url",
    ];
    for (const uri of bad) {
      await expectError(
        await send(JSON.stringify({ redirect_uris: [uri] })),
        "invalid_redirect_uri",
      );
    }
    await expectError(
      await send(JSON.stringify({ client_name: "x" })),
      "invalid_redirect_uri",
    );
    await expectError(
      await send(JSON.stringify({ redirect_uris: [] })),
      "invalid_redirect_uri",
    );
    for (
      const uri of [
        "http://127.0.0.1/cb",
        "http://[::1]:9/cb",
        "http://localhost:8787/callback",
        "com.example.app:/oauth",
      ]
    ) {
      const res = await send(
        JSON.stringify({ redirect_uris: [uri], token_endpoint_auth_method: "none" }),
      );
      assert.equal(res.status, 201, uri);
      await res.body?.cancel();
    }
  }));

Deno.test("malformed registrations get the RFC error shape, never a 500", () =>
  withServer(async (send) => {
    const bodies = [
      "{",
      "[]",
      "42",
      "null",
      '"text"',
      JSON.stringify({ redirect_uris: "https://a.example/cb" }),
      JSON.stringify({ redirect_uris: [123] }),
      JSON.stringify({ redirect_uris: ["https://a.example/cb"], client_name: {} }),
      JSON.stringify({
        redirect_uris: ["https://a.example/cb"],
        token_endpoint_auth_method: "private_key_jwt",
      }),
      JSON.stringify({ redirect_uris: ["https://a.example/cb"], grant_types: ["implicit"] }),
      JSON.stringify({ redirect_uris: ["https://a.example/cb"], grant_types: ["refresh_token"] }),
      JSON.stringify({ redirect_uris: ["https://a.example/cb"], response_types: ["token"] }),
      JSON.stringify({
        redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`),
      }),
      JSON.stringify({ redirect_uris: [`https://a.example/${"x".repeat(2100)}`] }),
    ];
    for (const body of bodies) {
      const res = await send(body);
      assert.equal(res.status, 400, body.slice(0, 80));
      const json = await res.json();
      assert.match(json.error, /^invalid_(client_metadata|redirect_uri)$/, body.slice(0, 80));
    }
    await expectError(
      await send("redirect_uris=x", "application/x-www-form-urlencoded"),
      "invalid_client_metadata",
    );
  }));

Deno.test("an oversized registration is refused before it is parsed", () =>
  withServer(async (send, base) => {
    const big = JSON.stringify({
      redirect_uris: ["https://a.example/cb"],
      client_name: "x".repeat(REGISTRATION_MAX_BYTES),
    });
    await expectError(await send(big), "invalid_client_metadata");
    // Without Content-Length (a stream), the cap still holds.
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (sent++ > 20) ctrl.close();
        else ctrl.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
    });
    await expectError(res, "invalid_client_metadata");
  }));

Deno.test("registrations are rate limited per source address", async () => {
  const clock = manualClock(Date.UTC(2026, 10, 21, 12, 0, 5));
  const srv = await startServer({ now: clock.now });
  try {
    const body = JSON.stringify({
      redirect_uris: ["https://a.example/cb"],
      token_endpoint_auth_method: "none",
    });
    for (let i = 0; i < REGISTRATIONS_PER_SOURCE; i++) {
      const res = await register(srv.base, body);
      assert.equal(res.status, 201);
      await res.body?.cancel();
    }
    // Malformed requests count too, so junk cannot be sent for free.
    const limited = await register(srv.base, "{");
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get("retry-after"), "55");
    assert.equal((await limited.json()).error, "too_many_requests");
    clock.advance(60_000);
    const next = await register(srv.base, body);
    assert.equal(next.status, 201);
    await next.body?.cancel();
  } finally {
    await srv.close();
  }
});
