/**
 * Accepting an invite. The link's token is moved into an HttpOnly cookie at once and the browser
 * is sent to the token-free /app/invite, so the secret leaves the address bar and history.
 */
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { ServiceError } from "../errors.ts";
import { normalizeEmail } from "../storage/users.ts";
import { acceptAsNewUser, acceptAsUser, describeInvite } from "../services/members.ts";
import { clearAppCookie, cookieName, currentSession, setAppCookie } from "./session.ts";
import { formToken, formTokenValid } from "./csrf.ts";
import { clientIp, readForm } from "./request.ts";
import { hashPassword } from "./password.ts";
import { signupProblem, SIGNUPS_PER_IP, startSession, tooMany } from "./auth_routes.tsx";
import { action, formExpired, notFoundPage, redirectWithNotice } from "./guard.tsx";
import { JoinPage, type JoinProps } from "./member_pages.tsx";

const INVITE_COOKIE = "tg_invite";

function inviteToken(c: Context, deps: Deps): string | undefined {
  return getCookie(c, cookieName(deps.config.publicUrl, INVITE_COOKIE));
}

async function showJoin(c: Context, deps: Deps, extra: Partial<JoinProps> = {}) {
  const invite = await describeInvite(deps, inviteToken(c, deps));
  if (!invite) return notFoundPage(c);
  const session = await currentSession(c, deps);
  const props: JoinProps = {
    accountName: invite.accountName,
    csrf: formToken(c, deps.config.publicUrl, session?.record ?? null),
    signedIn: session ? { email: session.record.email } : null,
    ...extra,
  };
  return c.html(<JoinPage {...props} />);
}

function joined(c: Context, deps: Deps, accountName: string) {
  clearAppCookie(c, deps.config.publicUrl, INVITE_COOKIE);
  return redirectWithNotice(c, deps, "/app/account", `Welcome to ${accountName}.`);
}

/** A refused acceptance shown on the join page itself, with its status. */
async function refused(c: Context, deps: Deps, err: unknown, email?: string) {
  if (!(err instanceof ServiceError) || err.status >= 500) throw err;
  if (err.status === 404) return notFoundPage(c);
  c.status(err.status as 400);
  return await showJoin(c, deps, { error: err.message, email });
}

export function registerInviteRoutes(app: Hono, deps: Deps, services: Services): void {
  const pub = deps.config.publicUrl;

  app.get("/invite", async (c) => {
    const token = c.req.query("token");
    if (token === undefined) return await showJoin(c, deps);
    if (!(await describeInvite(deps, token))) return notFoundPage(c);
    setAppCookie(c, pub, INVITE_COOKIE, token, 60 * 60);
    return c.redirect("/app/invite", 303);
  });

  app.post("/invite/signup", async (c) => {
    const form = await readForm(c);
    if (!form || !formTokenValid(c, pub, null, form.csrf)) return formExpired(c);
    const email = normalizeEmail(form.email ?? "");
    const password = form.password ?? "";
    const problem = signupProblem(email, password, "");
    if (problem) {
      c.status(400);
      return await showJoin(c, deps, { error: problem, email });
    }
    const hit = await services.limiter.hit("signup_ip", clientIp(c), SIGNUPS_PER_IP);
    if (!hit.allowed) return tooMany(c, hit.retryAfter, "sign-ups from your network address");
    const invite = await describeInvite(deps, inviteToken(c, deps));
    if (!invite) return notFoundPage(c);
    try {
      const token = inviteToken(c, deps) ?? "";
      const user = await acceptAsNewUser(deps, {
        token,
        email,
        passwordHash: await hashPassword(password),
      });
      await startSession(c, deps, user);
      return joined(c, deps, invite.accountName);
    } catch (err) {
      return await refused(c, deps, err, email);
    }
  });

  app.post(
    "/invite/accept",
    action(deps, async (c, s) => {
      const invite = await describeInvite(deps, inviteToken(c, deps));
      if (!invite) return notFoundPage(c);
      try {
        const user = await acceptAsUser(deps, {
          token: inviteToken(c, deps) ?? "",
          userId: s.session.userId,
        });
        // The session named the old account; a fresh one names the new.
        await startSession(c, deps, user);
        return joined(c, deps, invite.accountName);
      } catch (err) {
        return await refused(c, deps, err);
      }
    }),
  );
}
