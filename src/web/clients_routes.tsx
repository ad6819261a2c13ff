import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { listClientViews } from "../services/clients.ts";
import { planOf, requireAccount } from "../storage/accounts.ts";
import { getClient, revokeClient } from "../storage/clients.ts";
import { oauthUrls } from "../oauth/urls.ts";
import { action, idParam, notFoundPage, page, redirectWithNotice } from "./guard.tsx";
import { ClientsPage } from "./clients_page.tsx";

export function registerClientRoutes(app: Hono, deps: Deps, services: Services): void {
  app.get(
    "/clients",
    page(deps, async (c, s) => {
      const account = await requireAccount(deps.kv, s.session.accountId);
      const retentionDays = planOf(account, deps.plans).auditRetentionDays;
      const list = await listClientViews(deps, services, account.id, { retentionDays });
      const mcpUrl = oauthUrls(deps.config.publicUrl).mcpUrl;
      return c.html(<ClientsPage chrome={s.chrome} mcpUrl={mcpUrl} rows={list.data} />);
    }),
  );

  // Revocation is an app action: the connection's tokens stop working on their next request.
  app.post(
    "/clients/:id/revoke",
    action(deps, async (c, s) => {
      const id = idParam(c);
      const client = await getClient(deps.kv, s.session.accountId, id);
      if (!client) return notFoundPage(c);
      await revokeClient(deps.kv, deps.now, s.session.accountId, id);
      return redirectWithNotice(
        c,
        deps,
        "/app/clients",
        `The connection "${client.label}" was revoked.`,
      );
    }),
  );
}
