import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import { invalid, ServiceError } from "../errors.ts";
import { planOf, requireAccount } from "../storage/accounts.ts";
import { recentEvents } from "../storage/account_events.ts";
import { MAX_LIVE_KEYS } from "../services/api_keys.ts";
import {
  cancelMemberInvite,
  getMember,
  INVITE_TTL_MS,
  inviteMember,
  listInvites,
  listMembers,
  MAX_MEMBERS,
  removeMember,
} from "../services/members.ts";
import { setContactDetailRedaction } from "../services/audit_settings.ts";
import { action, idParam, page, redirectWithNotice, type SignedIn } from "./guard.tsx";
import { AccountPage } from "./account_pages.tsx";
import { InviteCreatedPage, RemoveMemberPage } from "./member_pages.tsx";

const INVITE_DAYS = INVITE_TTL_MS / (24 * 60 * 60 * 1000);

async function renderAccount(c: Context, deps: Deps, s: SignedIn, error?: string) {
  const account = await requireAccount(deps.kv, s.session.accountId);
  const [members, invites, events] = await Promise.all([
    listMembers(deps.kv, account.id),
    listInvites(deps.kv, deps.now, account.id),
    recentEvents(deps.kv, account.id),
  ]);
  const limits = { apiKeys: MAX_LIVE_KEYS, members: MAX_MEMBERS, inviteDays: INVITE_DAYS };
  return c.html(
    <AccountPage
      chrome={s.chrome}
      accountName={account.name}
      plan={planOf(account, deps.plans)}
      limits={limits}
      members={members}
      invites={invites}
      events={events}
      redactContactDetails={account.redactContactDetails === true}
      userId={s.session.userId}
      error={error}
    />,
  );
}

/** The account page: plan limits, team (members and invites), recent changes, sign out. */
export function registerAccountRoutes(app: Hono, deps: Deps): void {
  app.get("/account", page(deps, (c, s) => renderAccount(c, deps, s)));

  app.post(
    "/account/invites",
    action(deps, async (c, s, form) => {
      const input = { accountId: s.session.accountId, note: form.note ?? "", actor: s.actor };
      try {
        const { link } = await inviteMember(deps, input);
        // Rendered, never redirected: the link carries the invite's secret.
        c.header("Cache-Control", "no-store");
        return c.html(<InviteCreatedPage chrome={s.chrome} link={link} days={INVITE_DAYS} />);
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status !== 400) throw err;
        c.status(400);
        return await renderAccount(c, deps, s, err.message);
      }
    }),
  );

  app.post(
    "/account/contact-redaction",
    action(deps, async (c, s, form) => {
      // An unchecked box sends nothing: the hidden "submitted" field tells "off" from a bad post.
      if (form.submitted !== "1") throw invalid("The form is incomplete; reload the page");
      const on = form.redactContactDetails === "on";
      await setContactDetailRedaction(deps, { accountId: s.session.accountId, on, actor: s.actor });
      const text = on
        ? "E-mail addresses and phone numbers are now redacted in new Activity rows."
        : "E-mail addresses and phone numbers are now kept in new Activity rows.";
      return redirectWithNotice(c, deps, "/app/account", text);
    }),
  );

  app.post(
    "/account/invites/:id/cancel",
    action(deps, async (c, s) => {
      const input = { accountId: s.session.accountId, inviteId: idParam(c), actor: s.actor };
      await cancelMemberInvite(deps, input);
      return redirectWithNotice(c, deps, "/app/account", "The invite was cancelled.");
    }),
  );

  app.get(
    "/account/members/:id/remove",
    page(deps, async (c, s) => {
      const member = await getMember(deps, s.session.accountId, idParam(c));
      return c.html(<RemoveMemberPage chrome={s.chrome} member={member} />);
    }),
  );

  app.post(
    "/account/members/:id/remove",
    action(deps, async (c, s) => {
      const removed = await removeMember(deps, {
        accountId: s.session.accountId,
        userId: idParam(c),
        actor: { userId: s.session.userId },
      });
      return redirectWithNotice(c, deps, "/app/account", `${removed.email} was removed.`);
    }),
  );
}
