import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { monthUsage, parseMonth } from "../services/usage_view.ts";
import { page } from "./guard.tsx";
import { UsagePage } from "./usage_page.tsx";

/** Usage: one month (`?month=YYYY-MM`, default this one) from the counters. */
export function registerUsageRoutes(app: Hono, deps: Deps): void {
  app.get(
    "/usage",
    page(deps, async (c, s) => {
      const month = parseMonth(c.req.query("month")?.slice(0, 20), deps.now());
      const u = await monthUsage(deps, s.session.accountId, month);
      return c.html(<UsagePage chrome={s.chrome} u={u} />);
    }),
  );
}
