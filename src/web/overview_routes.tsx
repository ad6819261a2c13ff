import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { overview } from "../services/overview.ts";
import { page } from "./guard.tsx";
import { OverviewPage } from "./overview_page.tsx";

/** The Overview at /app: the landing page after sign-in and sign-up. */
export function registerOverviewRoutes(app: Hono, deps: Deps): void {
  app.get(
    "/",
    page(deps, async (c, s) => {
      const o = await overview(deps, s.session.accountId);
      return c.html(<OverviewPage chrome={s.chrome} o={o} />);
    }),
  );
}
