import type { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { ServiceError } from "../errors.ts";
import { approvalQueue, decideApproval, getApproval } from "../services/approvals.ts";
import { action, idParam, page, redirectWithNotice } from "./guard.tsx";
import { approvalHref, ApprovalPage, ApprovalsPage } from "./approvals_pages.tsx";

/**
 * Approvals: the queue, one request per page (the link agents hand to people), approve / deny.
 * The signed-in person is the approver: their email is recorded as `decidedBy` (the Activity
 * row's `approvedBy`) and the account change log names them.
 */
export function registerApprovalRoutes(app: Hono, deps: Deps): void {
  app.get(
    "/approvals",
    page(deps, async (c, s) => {
      const { pending, recent } = await approvalQueue(deps, s.session.accountId);
      return c.html(<ApprovalsPage chrome={s.chrome} pending={pending} recent={recent} />);
    }),
  );

  app.get(
    "/approvals/:id",
    page(deps, async (c, s) => {
      const a = await getApproval(deps, s.session.accountId, idParam(c));
      return c.html(<ApprovalPage chrome={s.chrome} a={a} />);
    }),
  );

  for (const [verb, decision] of [["approve", "approved"], ["deny", "denied"]] as const) {
    app.post(
      `/approvals/:id/${verb}`,
      action(deps, async (c, s, form) => {
        const accountId = s.session.accountId;
        const id = idParam(c);
        try {
          const a = await decideApproval(deps, accountId, id, decision, s.actor);
          const back = form.from === "list" ? "/app/approvals" : approvalHref(a.id);
          const text = `You ${decision} ${a.qualifiedName} (${a.id}).`;
          return redirectWithNotice(c, deps, back, text);
        } catch (err) {
          // Already decided or expired: show the request as it is now, with the reason.
          if (!(err instanceof ServiceError) || err.status !== 409) throw err;
          const a = await getApproval(deps, accountId, id);
          c.status(409);
          return c.html(<ApprovalPage chrome={s.chrome} a={a} error={err.message} />);
        }
      }),
    );
  }
}
