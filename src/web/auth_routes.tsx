import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import type { Services } from "../services/mod.ts";
import { ServiceError } from "../errors.ts";
import {
  createUserWithAccount,
  ensureMembership,
  getUserByEmail,
  normalizeEmail,
} from "../storage/users.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.ts";
import { getCookie } from "hono/cookie";
import {
  clearAppCookie,
  cookieName,
  createSession,
  currentSession,
  deleteSession,
  SESSION_TTL_MS,
  setAppCookie,
} from "./session.ts";
import { formToken, formTokenValid } from "./csrf.ts";
import { clientIp, readForm, safeNext } from "./request.ts";
import { LoginPage, SignupPage } from "./auth_pages.tsx";
import { ErrorPage } from "./layout.tsx";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Sign-in attempts per clock minute: per email (guessing one password) and per peer address.
const LOGIN_PER_EMAIL = 10;
const LOGIN_PER_IP = 30;
export const SIGNUPS_PER_IP = 10;

function refuseForm(c: Context) {
  c.status(403);
  return c.html(
    <ErrorPage
      title="Form expired"
      message="This form is no longer valid. Go back, reload the page and try again."
    />,
  );
}

export function tooMany(c: Context, retryAfter: number, what = "attempts") {
  c.header("Retry-After", String(retryAfter));
  c.status(429);
  const message = `Too many ${what}. Wait ${retryAfter} seconds, then try again.`;
  return c.html(<ErrorPage title="Too many attempts" message={message} />);
}

/** A fresh session for every sign-in; a session the browser already had ends here. */
export async function startSession(
  c: Context,
  deps: Deps,
  user: Parameters<typeof createSession>[2],
) {
  // Whatever session the browser held ends, even one no longer valid (a member who moved).
  await deleteSession(deps.kv, getCookie(c, cookieName(deps.config.publicUrl, "tg_session")));
  const { token } = await createSession(deps.kv, deps.now, user);
  setAppCookie(c, deps.config.publicUrl, "tg_session", token, SESSION_TTL_MS / 1000);
}

/** Why a sign-up form is refused, or null when its fields are acceptable. */
export function signupProblem(email: string, password: string, accountName: string): string | null {
  if (email.length > 254 || !EMAIL.test(email)) return "Enter a valid email address";
  if (password.length < 10 || password.length > 1024) {
    return "The password needs 10 to 1024 characters";
  }
  return accountName.length > 200 ? "The account name is too long" : null;
}

function signup(deps: Deps, services: Services) {
  return async (c: Context) => {
    const form = await readForm(c);
    if (!form || !formTokenValid(c, deps.config.publicUrl, null, form.csrf)) return refuseForm(c);
    const next = safeNext(form.next);
    const email = normalizeEmail(form.email ?? "");
    const password = form.password ?? "";
    const accountName = (form.account ?? "").trim() || email;
    const again = (error: string, status: 400 | 409) => {
      c.status(status);
      const page = { csrf: form.csrf, error, email, accountName: form.account, next };
      return c.html(<SignupPage {...page} />);
    };
    const problem = signupProblem(email, password, accountName);
    if (problem) return again(problem, 400);
    const hit = await services.limiter.hit("signup_ip", clientIp(c), SIGNUPS_PER_IP);
    if (!hit.allowed) return tooMany(c, hit.retryAfter, "sign-ups from your network address");
    try {
      const passwordHash = await hashPassword(password);
      const { user } = await createUserWithAccount(deps.kv, deps.now, {
        email,
        passwordHash,
        accountName,
      });
      await startSession(c, deps, user);
    } catch (err) {
      if (err instanceof ServiceError && err.status === 409) return again(err.message, 409);
      throw err;
    }
    return c.redirect(next ?? "/app", 303);
  };
}

function login(deps: Deps, services: Services) {
  return async (c: Context) => {
    const form = await readForm(c);
    if (!form || !formTokenValid(c, deps.config.publicUrl, null, form.csrf)) return refuseForm(c);
    const next = safeNext(form.next);
    const email = normalizeEmail(form.email ?? "").slice(0, 254);
    const password = (form.password ?? "").slice(0, 1024);
    const limits = [
      ["login_ip", clientIp(c), LOGIN_PER_IP, "sign-in attempts from your network address"],
      ["login_email", email, LOGIN_PER_EMAIL, "sign-in attempts for this email"],
    ] as const;
    for (const [scope, id, limit, what] of limits) {
      const hit = await services.limiter.hit(scope, id, limit);
      if (!hit.allowed) return tooMany(c, hit.retryAfter, what);
    }
    const user = await getUserByEmail(deps.kv, email);
    const ok = user
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
    if (!user || !ok) {
      c.status(401);
      const page = { csrf: form.csrf, error: "Email or password is wrong", email, next };
      return c.html(<LoginPage {...page} />);
    }
    await ensureMembership(deps.kv, user);
    await startSession(c, deps, user);
    return c.redirect(next ?? "/app", 303);
  };
}

function logout(deps: Deps) {
  return async (c: Context) => {
    const form = await readForm(c);
    const session = await currentSession(c, deps);
    if (!session) return c.redirect("/app/login", 303);
    const pub = deps.config.publicUrl;
    if (!form || !formTokenValid(c, pub, session.record, form.csrf)) return refuseForm(c);
    await deleteSession(deps.kv, session.token);
    clearAppCookie(c, pub, "tg_session");
    return c.redirect("/app/login", 303);
  };
}

export function registerAuthRoutes(app: Hono, deps: Deps, services: Services): void {
  const pub = deps.config.publicUrl;
  app.get("/signup", (c) => {
    const next = safeNext(c.req.query("next"));
    return c.html(<SignupPage csrf={formToken(c, pub, null)} next={next} />);
  });
  app.post("/signup", signup(deps, services));
  app.get("/login", async (c) => {
    const next = safeNext(c.req.query("next"));
    if (await currentSession(c, deps)) return c.redirect(next ?? "/app", 303);
    return c.html(<LoginPage csrf={formToken(c, pub, null)} next={next} />);
  });
  app.post("/login", login(deps, services));
  app.post("/logout", logout(deps));
}
