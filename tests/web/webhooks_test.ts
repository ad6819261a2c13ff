/** The Webhooks pages over HTTP against a real TLS receiver on loopback and a real KV. */
import assert from "node:assert/strict";
import {
  assertEscaped,
  type Browser,
  getPage,
  hiddenFields,
  member,
  NASTY,
  startServer,
  submit,
  type TestServer,
} from "./_app.ts";
import { independentlyValid, startReceiver } from "../webhooks/_harness.ts";
import { webhookServer } from "./webhooks_server.ts";

const BOTH = { "tool_call.succeeded": "on", "tool_call.failed": "on" };

async function withWebhookServer(fn: (srv: TestServer) => Promise<void>) {
  const srv = await webhookServer();
  try {
    await fn(srv);
  } finally {
    await srv.close();
  }
}

function endpointId(html: string): string {
  const m = /href="\/app\/webhooks\/(whe_[0-9A-Za-z]+)"/.exec(html);
  assert.ok(m, "the page links the endpoint");
  return m[1];
}

function secretIn(html: string): string {
  const m = /whsec_[A-Za-z0-9_-]{43}/.exec(html);
  assert.ok(m, "the page shows the secret");
  return m[0];
}

async function create(b: Browser, srv: TestServer, url: string, events = BOTH) {
  return await submit(b, srv.base, "/app/webhooks", "/app/webhooks", { url, ...events });
}

/** Posts a form on the endpoint page (its CSRF token read from that page); returns the response. */
async function act(b: Browser, srv: TestServer, id: string, path: string, fields = {}) {
  const page = path === "/rotate" || path === "/delete" ? path : "";
  const action = `/app/webhooks/${id}${path}`;
  return await submit(b, srv.base, `/app/webhooks/${id}${page}`, action, fields);
}

Deno.test("[app] webhooks: add, test, change events, pause, enable, rotate, delete", async () => {
  const rx = await startReceiver(() => new Response(null, { status: 204 }));
  await withWebhookServer(async (srv) => {
    const b = await member(srv, "ada@example.com");
    const empty = await getPage(b, `${srv.base}/app/webhooks`);
    assert.ok(empty.html.includes("No webhook endpoints yet"));

    const made = await create(b, srv, rx.url);
    assert.equal(made.status, 200);
    assert.equal(made.headers.get("cache-control"), "no-store");
    const html = await made.text();
    const secret = secretIn(html);
    const id = endpointId(html);
    const list = await getPage(b, `${srv.base}/app/webhooks`);
    assert.ok(list.html.includes(rx.url) && list.html.includes("0 / 20"));
    assert.ok(!list.html.includes(secret), "the secret is shown once only");

    const tested = await act(b, srv, id, "/test");
    assert.deepEqual([tested.status, tested.headers.get("location")], [303, `/app/webhooks/${id}`]);
    const detail = await getPage(b, `${srv.base}/app/webhooks/${id}`);
    assert.match(detail.html, /Test event delivered: the receiver answered 204 in \d+ ms\./);
    assert.equal(rx.received.length, 1);
    assert.ok(independentlyValid(secret, rx.received[0]), "signed with the secret shown once");
    assert.ok(detail.html.includes(rx.received[0].headers.get("toolgate-delivery")!));

    await act(b, srv, id, "/events", { "tool_call.failed": "on" });
    const none = await act(b, srv, id, "/events", {});
    assert.equal(none.status, 400);
    assert.match(await none.text(), /events must name/);
    const paused = await act(b, srv, id, "/pause");
    assert.equal(paused.status, 303);
    let page = await getPage(b, `${srv.base}/app/webhooks/${id}`);
    assert.ok(page.html.includes("Endpoint paused") && page.html.includes(">off<"));
    assert.ok(page.html.includes(`name="tool_call.failed" value="on" checked`));
    assert.ok(!page.html.includes(`name="tool_call.succeeded" value="on" checked`));
    await act(b, srv, id, "/enable");
    page = await getPage(b, `${srv.base}/app/webhooks/${id}`);
    assert.ok(page.html.includes("failure count is cleared") && page.html.includes(">on<"));

    const ask = await getPage(b, `${srv.base}/app/webhooks/${id}/rotate`);
    assert.match(ask.html, /current secret stops working at once/);
    const rotated = await act(b, srv, id, "/rotate");
    assert.equal(rotated.headers.get("cache-control"), "no-store");
    const fresh = secretIn(await rotated.text());
    assert.notEqual(fresh, secret);
    await act(b, srv, id, "/test");
    assert.ok(!independentlyValid(secret, rx.received[1]), "the old secret stopped at once");
    assert.ok(independentlyValid(fresh, rx.received[1]));

    const account = await getPage(b, `${srv.base}/app/account`);
    for (const what of ["added the webhook endpoint", "replaced the signing secret of"]) {
      assert.ok(account.html.includes(what), `the change log says who ${what}`);
    }
    const gone = await act(b, srv, id, "/delete");
    assert.deepEqual([gone.status, gone.headers.get("location")], [303, "/app/webhooks"]);
    const after = await getPage(b, `${srv.base}/app/webhooks`);
    assert.ok(after.html.includes("was deleted.") && after.html.includes("No webhook endpoints"));
  });
  await rx.close();
});

Deno.test("[app] webhooks: egress policy and form errors are shown at their field", async () => {
  const srv = await startServer(); // private egress off, as in production
  try {
    const b = await member(srv, "grace@example.com");
    for (const url of ["https://169.254.169.254/latest", "http://hooks.example.com/", "nope"]) {
      const res = await create(b, srv, url);
      assert.equal(res.status, 400, url);
      const html = await res.text();
      assert.match(html, /id="webhook-url-error"[^>]*>Refused webhook URL/);
      assert.match(html, /aria-invalid="true"/);
      assert.ok(html.includes(`value="${url}"`), "the typed URL is kept");
    }
    const noEvents = await create(b, srv, "https://hooks.example.com/", {} as typeof BOTH);
    assert.equal(noEvents.status, 400);
    assert.match(await noEvents.text(), /id="events-error"[^>]*>events must name/);
  } finally {
    await srv.close();
  }
});

Deno.test("[app] webhooks: CSRF, another account's endpoint, escaping", async () => {
  const rx = await startReceiver(() => new Response(NASTY, { status: 500 }));
  await withWebhookServer(async (srv) => {
    const owner = await member(srv, "owner@example.com");
    const id = endpointId(await (await create(owner, srv, rx.url)).text());
    const tested = await act(owner, srv, id, "/test");
    assert.equal(tested.status, 303);
    for (const path of ["/app/webhooks", `/app/webhooks/${id}`]) {
      const { html } = await getPage(owner, `${srv.base}${path}`);
      assertEscaped(html); // the receiver's answer is shown in the last error and the log
    }
    const typed = await create(owner, srv, NASTY);
    assertEscaped(await typed.text());

    for (const path of ["", "/test", "/pause", "/enable", "/events", "/rotate", "/delete"]) {
      const res = await owner.post(`${srv.base}/app/webhooks${path ? `/${id}${path}` : ""}`, {
        url: "https://hooks.example.com/x",
      });
      assert.equal(res.status, 403, `no CSRF token on ${path || "create"}`);
      await res.body?.cancel();
    }

    const other = await member(srv, "mallory@example.com", "Other");
    for (const path of ["", "/rotate", "/delete"]) {
      const res = await other.fetch(`${srv.base}/app/webhooks/${id}${path}`);
      assert.equal(res.status, 404, `GET ${path}`);
      await res.body?.cancel();
    }
    const { html } = await getPage(other, `${srv.base}/app/webhooks`);
    const csrf = hiddenFields(html, "/app/logout").csrf;
    for (const path of ["/test", "/pause", "/enable", "/events", "/rotate", "/delete"]) {
      const res = await other.post(`${srv.base}/app/webhooks/${id}${path}`, {
        csrf,
        "tool_call.failed": "on",
      });
      assert.equal(res.status, 404, `POST ${path}`);
      await res.body?.cancel();
    }
    assert.equal(rx.received.length, 1, "the other account sent nothing");
    const still = await getPage(owner, `${srv.base}/app/webhooks/${id}`);
    assert.ok(still.html.includes(">on<"), "the other account changed nothing");
  });
  await rx.close();
});
