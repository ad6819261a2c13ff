import type { Context, Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { getAccount } from "../../storage/accounts.ts";
import { createClient } from "../../storage/clients.ts";
import { currentSession } from "../session.ts";
import { formTokenValid } from "../csrf.ts";
import { htmlSecurityHeaders, readForm } from "../request.ts";
import { ConsentPage } from "../consent_page.tsx";
import { ErrorPage } from "../layout.tsx";
import { uniqueParams } from "../../oauth/body.ts";
import {
  type AuthorizeRequest,
  checkAuthorizeRequest,
  errorRedirect,
} from "../../oauth/authorize_request.ts";
import type { ClientResolver } from "../../oauth/client_metadata_doc.ts";
import { createAuthorizationCode } from "../../oauth/codes.ts";
import { OAuthFailure } from "../../oauth/errors.ts";
import { redirectDisplay, withParams } from "../../oauth/redirect_uris.ts";
import type { OAuthUrls } from "../../oauth/urls.ts";

function badRequest(c: Context, message: string, status: 400 | 403 = 400) {
  c.status(status);
  return c.html(<ErrorPage title="This authorization request cannot continue" message={message} />);
}

/** Sends a signed-out browser to sign in, coming back to the same authorization request. */
function toLogin(c: Context, params: Record<string, string> | URLSearchParams) {
  const back = `/oauth/authorize?${new URLSearchParams(params)}`;
  return c.redirect(`/app/login?next=${encodeURIComponent(back)}`, 303);
}

const LABEL_MAX = 100;

async function approve(
  deps: Deps,
  urls: OAuthUrls,
  accountId: string,
  req: AuthorizeRequest,
  rawLabel: string | undefined,
): Promise<string> {
  const label = (rawLabel ?? "").replace(/\s+/g, " ").trim().slice(0, LABEL_MAX) || req.client.name;
  const connection = await createClient(deps.kv, deps.now, {
    accountId,
    label,
    name: req.client.name,
    oauthClientId: req.client.clientId,
  });
  const code = await createAuthorizationCode(deps.kv, deps.now, {
    oauthClientId: req.client.clientId,
    redirectUri: req.redirectUri,
    codeChallenge: req.codeChallenge,
    resource: req.resource,
    scope: req.scope,
    accountId,
    clientId: connection.id,
  });
  return withParams(req.redirectUri, { code, state: req.state, iss: urls.issuer });
}

type Ctx = { resolve: ClientResolver; urls: OAuthUrls };

function showConsent(deps: Deps, ctx: Ctx) {
  return async (c: Context) => {
    let raw: Map<string, string>;
    try {
      raw = uniqueParams(new URL(c.req.url).searchParams);
    } catch (err) {
      if (err instanceof OAuthFailure) return badRequest(c, err.message);
      throw err;
    }
    const check = await checkAuthorizeRequest(ctx, raw);
    if (check.kind === "fatal") return badRequest(c, check.message);
    if (check.kind === "redirect") return c.redirect(check.location, 302);
    const session = await currentSession(c, deps);
    if (!session) return toLogin(c, check.request.params);
    const { accountId, email, csrf } = session.record;
    const account = await getAccount(deps.kv, accountId);
    const { client, redirectUri, params } = check.request;
    return c.html(
      <ConsentPage
        csrf={csrf}
        email={email}
        accountName={account?.name ?? accountId}
        clientName={client.name}
        clientIdUrl={client.source === "metadata_document" ? client.clientId : null}
        redirectHost={redirectDisplay(redirectUri)}
        params={params}
      />,
    );
  };
}

function answerConsent(deps: Deps, ctx: Ctx) {
  return async (c: Context) => {
    const form = await readForm(c);
    if (!form) return badRequest(c, "The consent form could not be read.");
    const { csrf, label, decision, ...params } = form;
    const session = await currentSession(c, deps);
    if (!session) return toLogin(c, params);
    // A forged or stale form gets a page, never a redirect, so no code leaves without consent.
    if (!formTokenValid(c, deps.config.publicUrl, session.record, csrf)) {
      return badRequest(c, "The consent form has expired or did not come from Toolgate.", 403);
    }
    const check = await checkAuthorizeRequest(ctx, uniqueParams(new URLSearchParams(params)));
    if (check.kind === "fatal") return badRequest(c, check.message);
    if (check.kind === "redirect") return c.redirect(check.location, 303);
    const req = check.request;
    if (decision === "deny") {
      const why = "The user denied access";
      return c.redirect(
        errorRedirect(ctx.urls, req.redirectUri, req.state, "access_denied", why),
        303,
      );
    }
    if (decision !== "approve") return badRequest(c, "Choose Approve or Deny.");
    return c.redirect(await approve(deps, ctx.urls, session.record.accountId, req, label), 303);
  };
}

/** GET shows consent (after sign-in); POST is the consent form's answer. */
export function registerAuthorize(app: Hono, deps: Deps, ctx: Ctx): void {
  app.use("/oauth/authorize", htmlSecurityHeaders);
  app.get("/oauth/authorize", showConsent(deps, ctx));
  app.post("/oauth/authorize", answerConsent(deps, ctx));
}
