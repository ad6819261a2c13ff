/**
 * Servers in the app: the list (enable/disable, add an owned server), a server's page (token,
 * OAuth connection, Test, tools) and the confirm pages of token removal and server deletion.
 */
import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { invalid, ServiceError } from "../errors.ts";
import { getServer, listServers, setServerEnabled } from "../services/servers.ts";
import {
  credentialSetAt,
  removeCredential,
  setCredential,
} from "../services/server_credentials.ts";
import {
  addServer,
  deleteServer,
  getOwnedServer,
  OwnedServerError,
} from "../services/owned_servers.ts";
import { outcomeText, serverTools, testServer } from "../services/server_detail.ts";
import { connectionStatus } from "../services/upstream_connection_view.ts";
import { action, page, redirectWithNotice, type SignedIn } from "./guard.tsx";
import { type AddFormState, serverPath, ServersPage } from "./servers_pages.tsx";
import { DeleteServerPage, RemoveTokenPage, ServerPage } from "./server_page.tsx";

const ADD_FIELDS = ["slug", "name", "endpoint", "description", "authType"] as const;

function slugParam(c: Context): string {
  return c.req.param("slug") ?? "";
}

async function renderList(c: Context, deps: Deps, s: SignedIn, form?: AddFormState) {
  const servers = await listServers(deps, s.session.accountId);
  const state = form ?? { values: {}, error: null };
  return c.html(<ServersPage chrome={s.chrome} servers={servers} form={state} />);
}

async function renderServer(
  c: Context,
  services: Services,
  s: SignedIn,
  tokenError?: string,
) {
  const { deps } = services;
  const accountId = s.session.accountId;
  const slug = slugParam(c);
  const server = await getServer(deps, accountId, slug, { required: true });
  const [tools, setAt, connection] = await Promise.all([
    serverTools(deps, accountId, slug),
    server.authType === "bearer" ? credentialSetAt(deps, accountId, slug) : null,
    server.authType === "oauth" && !server.owned
      ? connectionStatus(services, accountId, slug)
      : null,
  ]);
  return c.html(
    <ServerPage
      chrome={s.chrome}
      server={server}
      tools={tools}
      credentialSetAt={setAt}
      connection={connection}
      tokenError={tokenError}
    />,
  );
}

/** A 400/409 from a service shown on the page it came from; anything else goes to the guard. */
function asFormError(err: unknown): ServiceError {
  if (err instanceof ServiceError && (err.status === 400 || err.status === 409)) return err;
  throw err;
}

export function registerServerRoutes(app: Hono, deps: Deps, services: Services): void {
  app.get("/servers", page(deps, (c, s) => renderList(c, deps, s)));

  app.post(
    "/servers",
    action(deps, async (c, s, form) => {
      const values = Object.fromEntries(ADD_FIELDS.map((f) => [f, form[f] ?? ""]));
      try {
        const added = await addServer(deps, {
          accountId: s.session.accountId,
          actor: s.actor,
          server: {
            slug: values.slug,
            name: values.name,
            endpoint: values.endpoint,
            description: values.description,
            authType: values.authType || "none",
          },
        });
        const next = added.authType === "bearer" ? " Enter its token below." : "";
        return redirectWithNotice(c, deps, serverPath(added.slug), `Added "${added.name}".${next}`);
      } catch (err) {
        const e = asFormError(err);
        c.status(e.status as 400);
        const field = e instanceof OwnedServerError ? e.field : null;
        return await renderList(c, deps, s, { values, error: { field, message: e.message } });
      }
    }),
  );

  app.get("/servers/:slug", page(deps, (c, s) => renderServer(c, services, s)));

  app.post(
    "/servers/:slug/enabled",
    action(deps, async (c, s, form) => {
      if (form.enabled !== "true" && form.enabled !== "false") {
        throw invalid("enabled must be true or false");
      }
      const on = form.enabled === "true";
      const slug = slugParam(c);
      const server = await setServerEnabled(deps, services, s.session.accountId, slug, on, s.actor);
      const back = form.back === "page" ? serverPath(slug) : "/app/servers";
      return redirectWithNotice(c, deps, back, `${server.name} is ${server.status}.`);
    }),
  );

  app.post(
    "/servers/:slug/test",
    action(deps, async (c, s) => {
      const slug = slugParam(c);
      const outcome = await testServer(services, s.session.accountId, slug);
      const text = `Test ${outcome.ok ? "passed" : "failed"}: ${outcomeText(outcome)}`;
      return redirectWithNotice(c, deps, serverPath(slug), text);
    }),
  );

  app.post(
    "/servers/:slug/credential",
    action(deps, async (c, s, form) => {
      const input = { accountId: s.session.accountId, slug: slugParam(c), actor: s.actor };
      try {
        const server = await setCredential(deps, { ...input, token: form.token ?? "" });
        const text = `The token of ${server.name} was saved; the server is ${server.status}.`;
        return redirectWithNotice(c, deps, serverPath(server.slug), text);
      } catch (err) {
        const e = asFormError(err);
        c.status(e.status as 400);
        return await renderServer(c, services, s, e.message);
      }
    }),
  );

  app.get(
    "/servers/:slug/credential/remove",
    page(deps, async (c, s) => {
      const slug = slugParam(c);
      const server = await getServer(deps, s.session.accountId, slug, { required: true });
      // A server without a token (or without tokens at all) has nothing to remove.
      const setAt = await credentialSetAt(deps, s.session.accountId, slug);
      if (!setAt) return redirectWithNotice(c, deps, serverPath(slug), "No token is set.");
      return c.html(<RemoveTokenPage chrome={s.chrome} s={server} />);
    }),
  );

  app.post(
    "/servers/:slug/credential/remove",
    action(deps, async (c, s) => {
      const input = { accountId: s.session.accountId, slug: slugParam(c), actor: s.actor };
      const server = await removeCredential(deps, input);
      const text = `The token of ${server.name} was removed; the server is ${server.status}.`;
      return redirectWithNotice(c, deps, serverPath(server.slug), text);
    }),
  );

  app.get(
    "/servers/:slug/delete",
    page(deps, async (c, s) => {
      await getOwnedServer(deps, s.session.accountId, slugParam(c));
      const server = await getServer(deps, s.session.accountId, slugParam(c), { required: true });
      return c.html(<DeleteServerPage chrome={s.chrome} s={server} />);
    }),
  );

  app.post(
    "/servers/:slug/delete",
    action(deps, async (c, s) => {
      const input = { accountId: s.session.accountId, slug: slugParam(c), actor: s.actor };
      const gone = await deleteServer(services, input);
      return redirectWithNotice(c, deps, "/app/servers", `The server "${gone.name}" was deleted.`);
    }),
  );
}
