import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import {
  type ActivityForm,
  activityRow,
  findActivity,
  FORM_FIELDS,
} from "../services/activity_view.ts";
import { getClient } from "../storage/clients.ts";
import { idParam, page } from "./guard.tsx";
import { ActivityListPage } from "./activity_list_page.tsx";
import { ActivityRowPage } from "./activity_row_page.tsx";

/** Activity: the filtered list (GET form) and one row's page; another account's row is a 404. */
export function registerActivityRoutes(app: Hono, deps: Deps, services: Services): void {
  app.get(
    "/activity",
    page(deps, async (c, s) => {
      const form = Object.fromEntries(
        FORM_FIELDS.map((k) => [k, (c.req.query(k) ?? "").trim().slice(0, 300)]),
      ) as unknown as ActivityForm;
      const r = await findActivity(services, s.session.accountId, form);
      if (r.errors.length > 0) c.status(400);
      return c.html(<ActivityListPage chrome={s.chrome} r={r} />);
    }),
  );

  app.get(
    "/activity/:id",
    page(deps, async (c, s) => {
      const accountId = s.session.accountId;
      const row = await activityRow(services, accountId, idParam(c));
      const client = await getClient(deps.kv, accountId, row.clientId);
      return c.html(
        <ActivityRowPage chrome={s.chrome} row={row} clientLabel={client?.label ?? row.clientId} />,
      );
    }),
  );
}
