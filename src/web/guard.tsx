/**
 * The two wrappers every signed-in route goes through. `page` (GET) requires a session and
 * hands over the page chrome with its one-time notice; `action` (POST) also requires the form's
 * CSRF token. A ServiceError a handler lets through becomes an HTML error page with its status.
 */
import type { Context, Handler } from "hono";
import { getCookie } from "hono/cookie";
import type { Deps } from "../deps.ts";
import { ServiceError } from "../errors.ts";
import type { Actor } from "../storage/account_events.ts";
import {
  clearAppCookie,
  cookieName,
  currentSession,
  type SessionRecord,
  setAppCookie,
} from "./session.ts";
import { formTokenValid } from "./csrf.ts";
import { readForm } from "./request.ts";
import type { Chrome } from "./layout.tsx";
import { ErrorPage } from "./layout.tsx";

export interface SignedIn {
  session: SessionRecord;
  chrome: Chrome;
  /** The signed-in person as the author of a change (recorded in the account's change log). */
  actor: Actor;
}

type Result = Response | Promise<Response>;
const NOTICE = "tg_notice";

function signedIn(c: Context, session: SessionRecord, notice: string | null) {
  return {
    session,
    chrome: { email: session.email, csrf: session.csrf, path: c.req.path, notice },
    actor: { type: "user", userId: session.userId, email: session.email },
  } satisfies SignedIn;
}

function toLogin(c: Context): Response {
  const url = new URL(c.req.url);
  const next = c.req.method === "GET" ? url.pathname + url.search : "/app";
  return c.redirect(`/app/login?next=${encodeURIComponent(next)}`, 303);
}

function takeNotice(c: Context, deps: Deps): string | null {
  const name = cookieName(deps.config.publicUrl, NOTICE);
  const raw = getCookie(c, name);
  if (raw === undefined) return null;
  clearAppCookie(c, deps.config.publicUrl, NOTICE);
  try {
    return decodeURIComponent(raw).slice(0, 300);
  } catch {
    return null;
  }
}

/** A signed-in GET page. */
export function page(deps: Deps, fn: (c: Context, s: SignedIn) => Result): Handler {
  return async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return toLogin(c);
    return await rendered(c, () => fn(c, signedIn(c, session.record, takeNotice(c, deps))));
  };
}

/** A signed-in POST: session and CSRF token first, then the handler with the parsed form. */
export function action(
  deps: Deps,
  fn: (c: Context, s: SignedIn, form: Record<string, string>) => Result,
): Handler {
  return async (c) => {
    const session = await currentSession(c, deps);
    if (!session) return toLogin(c);
    const form = await readForm(c);
    if (!form || !formTokenValid(c, deps.config.publicUrl, session.record, form.csrf)) {
      return formExpired(c);
    }
    return await rendered(c, () => fn(c, signedIn(c, session.record, null), form));
  };
}

async function rendered(c: Context, fn: () => Result): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof ServiceError) || err.status >= 500) throw err;
    if (err.status === 404) return notFoundPage(c);
    c.status(err.status as 400);
    return c.html(<ErrorPage title="That did not work" message={err.message} />);
  }
}

export function formExpired(c: Context): Response | Promise<Response> {
  c.status(403);
  return c.html(
    <ErrorPage
      title="Form expired"
      message="This form is no longer valid. Go back, reload the page and try again."
    />,
  );
}

/** The 404 page: the same for a missing thing and for another account's thing. */
export function notFoundPage(c: Context): Response | Promise<Response> {
  c.status(404);
  return c.html(
    <ErrorPage title="Not found" message="There is no such page or item in your account." />,
  );
}

/** POST → 303 → GET: the notice rides in a short-lived cookie and is shown once. */
export function redirectWithNotice(c: Context, deps: Deps, path: string, text: string): Response {
  setAppCookie(c, deps.config.publicUrl, NOTICE, encodeURIComponent(text), 60);
  return c.redirect(path, 303);
}

/** The `:id` of a route (the wrappers lose Hono's path typing). */
export function idParam(c: Context): string {
  return c.req.param("id") ?? "";
}
