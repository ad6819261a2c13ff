/**
 * Upstream OAuth in the app: Connect (CSRF-checked POST → 303 to the authorization server), the
 * callback, Disconnect, the gateway's client ID metadata document, and a connection panel the
 * the server page embeds (the old /app/servers/:slug/connection address redirects there).
 */
import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { ServiceError } from "../errors.ts";
import {
  type CallbackParams,
  completeConnect,
  ConnectRefused,
  startConnect,
} from "../services/upstream_connections.ts";
import {
  connectionStatus,
  type ConnectionView,
  disconnect,
} from "../services/upstream_connection_view.ts";
import { clientMetadataDocument } from "../catalog/oauth_client_identity.ts";
import { currentSession } from "./session.ts";
import { formTokenValid } from "./csrf.ts";
import { readForm } from "./request.ts";
import { ErrorBox, ErrorPage, Layout } from "./layout.tsx";
import { redirectWithNotice } from "./guard.tsx";

/** Connect / Reconnect / Disconnect with the status of one account's connection. */
export function ConnectionPanel(props: { view: ConnectionView; csrf: string }) {
  const v = props.view;
  const base = `/app/servers/${v.slug}`;
  return (
    <section>
      {v.status === "connected"
        ? (
          <p>
            Connected by <strong>{v.connectedBy}</strong> at {v.connectedAt}. Scopes:{" "}
            <code>{v.scopes.join(" ") || "(none)"}</code>. Token expires {v.expiresAt ?? "never"}
            {v.refreshedAt ? `, last refreshed ${v.refreshedAt}` : ""}.
          </p>
        )
        : (
          <p>
            {v.status === "needs_reauth"
              ? "This connection must be authorized again."
              : "Not connected."}
          </p>
        )}
      <ErrorBox message={v.lastError} />
      {v.missingScope && <p class="note">A tool asked for more permission: {v.missingScope}</p>}
      <form method="post" action={`${base}/connect`}>
        <input type="hidden" name="csrf" value={props.csrf} />
        <button type="submit">{v.status === "not_connected" ? "Connect" : "Reconnect"}</button>
      </form>
      {v.status === "connected" && (
        <form method="post" action={`${base}/disconnect`}>
          <input type="hidden" name="csrf" value={props.csrf} />
          <button type="submit">Disconnect</button>
        </form>
      )}
    </section>
  );
}

function failure(c: Context, status: number, title: string, message: string) {
  c.status(status as 400);
  return c.html(<ErrorPage title={title} message={message} />);
}

function serviceFailure(c: Context, err: unknown) {
  if (err instanceof ServiceError) return failure(c, err.status, "Cannot connect", err.message);
  if (err instanceof ConnectRefused) return failure(c, 400, "Connection refused", err.message);
  throw err;
}

export function registerUpstreamOAuthRoutes(app: Hono, deps: Deps, services: Services): void {
  const pub = deps.config.publicUrl;

  app.get("/oauth/client-metadata.json", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(clientMetadataDocument(pub));
  });

  // The connection panel lives on the server page now; the old address still leads there.
  app.get("/servers/:slug/connection", (c) => {
    return c.redirect(`/app/servers/${encodeURIComponent(c.req.param("slug"))}`, 303);
  });

  app.post("/servers/:slug/connect", async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect("/app/login", 303);
    const form = await readForm(c);
    if (!form || !formTokenValid(c, pub, session.record, form.csrf)) {
      return failure(c, 403, "Form expired", "Reload the page and try again.");
    }
    const { accountId, userId, email } = session.record;
    try {
      const member = { accountId, userId, email, sessionToken: session.token };
      return c.redirect(await startConnect(services, member, c.req.param("slug")), 303);
    } catch (err) {
      return serviceFailure(c, err);
    }
  });

  app.get("/oauth/callback", async (c) => {
    const session = await currentSession(c, deps);
    if (!session) {
      return failure(
        c,
        401,
        "Sign in first",
        "Sign in, then start Connect again from the server page.",
      );
    }
    const q = c.req.query() as CallbackParams;
    try {
      const slug = await completeConnect(services, session.token, q);
      const view = await connectionStatus(services, session.record.accountId, slug);
      return c.html(
        <Layout
          title={`${view.name} connected`}
          signOut={{ csrf: session.record.csrf, email: session.record.email }}
        >
          <ConnectionPanel view={view} csrf={session.record.csrf} />
          <p>
            <a href={`/app/servers/${slug}`}>Back to the server</a>
          </p>
        </Layout>,
      );
    } catch (err) {
      return serviceFailure(c, err);
    }
  });

  app.post("/servers/:slug/disconnect", async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect("/app/login", 303);
    const form = await readForm(c);
    if (!form || !formTokenValid(c, pub, session.record, form.csrf)) {
      return failure(c, 403, "Form expired", "Reload the page and try again.");
    }
    const slug = c.req.param("slug");
    try {
      await disconnect(services, session.record.accountId, slug);
      const to = `/app/servers/${encodeURIComponent(slug)}`;
      return redirectWithNotice(c, deps, to, "Disconnected: the tokens were deleted.");
    } catch (err) {
      return serviceFailure(c, err);
    }
  });
}
