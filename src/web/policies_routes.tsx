import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import { ServiceError } from "../errors.ts";
import {
  deletePolicy,
  explainPolicy,
  getPolicy,
  listPolicies,
  setPolicy,
} from "../services/policies.ts";
import { action, page, redirectWithNotice, type SignedIn } from "./guard.tsx";
import {
  type AddFormState,
  DeletePolicyPage,
  PoliciesPage,
  type TesterState,
} from "./policies_pages.tsx";

/** The tester is a GET form (it changes nothing); a bad name is shown at the field. */
async function tester(c: Context, deps: Deps, accountId: string): Promise<TesterState> {
  const tool = c.req.query("tool");
  if (tool === undefined) return {};
  try {
    return { tool, result: await explainPolicy(deps, accountId, tool) };
  } catch (err) {
    if (!(err instanceof ServiceError) || err.status !== 400) throw err;
    c.status(400);
    return { tool, error: err.message };
  }
}

async function render(c: Context, deps: Deps, s: SignedIn, form: AddFormState = {}) {
  const accountId = s.session.accountId;
  const [rules, t] = await Promise.all([listPolicies(deps, accountId), tester(c, deps, accountId)]);
  return c.html(<PoliciesPage chrome={s.chrome} rules={rules} form={form} tester={t} />);
}

/** Policies: the rules, add or replace one, delete through a confirm page, and the tester. */
export function registerPolicyRoutes(app: Hono, deps: Deps): void {
  app.get("/policies", page(deps, (c, s) => render(c, deps, s)));

  app.post(
    "/policies",
    action(deps, async (c, s, form) => {
      const pattern = (form.pattern ?? "").trim();
      const act = form.action ?? "";
      try {
        const rule = await setPolicy(deps, s.session.accountId, pattern, act, s.actor);
        const text = `Saved the rule ${rule.pattern} → ${rule.action}.`;
        return redirectWithNotice(c, deps, "/app/policies", text);
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status !== 400) throw err;
        c.status(400);
        return await render(c, deps, s, { error: err.message, pattern, action: act });
      }
    }),
  );

  app.get(
    "/policies/delete",
    page(deps, async (c, s) => {
      const rule = await getPolicy(deps, s.session.accountId, c.req.query("pattern") ?? "");
      return c.html(<DeletePolicyPage chrome={s.chrome} rule={rule} />);
    }),
  );

  app.post(
    "/policies/delete",
    action(deps, async (c, s, form) => {
      const rule = await deletePolicy(deps, s.session.accountId, form.pattern ?? "", s.actor);
      const text = `Deleted the rule ${rule.pattern} → ${rule.action}.`;
      return redirectWithNotice(c, deps, "/app/policies", text);
    }),
  );
}
