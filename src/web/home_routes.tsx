import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { getAccount } from "../storage/accounts.ts";
import { getClient, lastActiveOf, listClients, revokeClient } from "../storage/clients.ts";
import { oauthUrls } from "../oauth/urls.ts";
import { currentSession } from "./session.ts";
import { formTokenValid } from "./csrf.ts";
import { readForm } from "./request.ts";
import { type ConnectionRow, HomePage } from "./home_page.tsx";
import { ErrorPage } from "./layout.tsx";

/** Connections newest first, each with its last activity. */
async function connectionRows(kv: Deno.Kv, accountId: string): Promise<ConnectionRow[]> {
  const clients = await listClients(kv, accountId);
  clients.sort((a, b) => b.authorizedAt.localeCompare(a.authorizedAt));
  return await Promise.all(clients.map(async (cl) => ({
    id: cl.id,
    label: cl.label,
    name: cl.name,
    active: cl.active,
    authorizedAt: cl.authorizedAt,
    lastActiveAt: await lastActiveOf(kv, accountId, cl.id),
  })));
}

export function registerHomeRoutes(app: Hono, deps: Deps): void {
  const pub = deps.config.publicUrl;

  app.get("/", async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect("/app/login", 303);
    const { accountId, email, csrf } = session.record;
    const account = await getAccount(deps.kv, accountId);
    const notice = c.req.query("revoked") ? "The connection was revoked." : null;
    return c.html(
      <HomePage
        accountName={account?.name ?? accountId}
        email={email}
        csrf={csrf}
        mcpUrl={oauthUrls(pub).mcpUrl}
        rows={await connectionRows(deps.kv, accountId)}
        notice={notice}
      />,
    );
  });

  // Revocation is an app action: the connection's tokens stop working on their next request.
  app.post("/clients/:id/revoke", async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return c.redirect("/app/login", 303);
    const form = await readForm(c);
    if (!form || !formTokenValid(c, pub, session.record, form.csrf)) {
      c.status(403);
      return c.html(<ErrorPage title="Form expired" message="Reload the page and try again." />);
    }
    const id = c.req.param("id");
    const client = await getClient(deps.kv, session.record.accountId, id);
    if (!client) {
      c.status(404);
      return c.html(<ErrorPage title="Not found" message="No such connection in your account." />);
    }
    await revokeClient(deps.kv, deps.now, session.record.accountId, id);
    return c.redirect("/app?revoked=1", 303);
  });
}
