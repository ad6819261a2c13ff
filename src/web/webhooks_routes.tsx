import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import { ServiceError } from "../errors.ts";
import type { Services } from "../services/mod.ts";
import {
  createWebhook,
  deleteWebhook,
  describeTest,
  enableWebhook,
  type EndpointWithSecret,
  getWebhook,
  listWebhooks,
  pauseWebhook,
  rotateWebhookSecret,
  setWebhookEvents,
  testWebhook,
  TOOL_CALL_EVENTS,
  webhookAttempts,
} from "../services/webhook_endpoints.ts";
import { action, idParam, page, redirectWithNotice, type SignedIn } from "./guard.tsx";
import { type CreateState, endpointHref, SecretPage, WebhooksPage } from "./webhooks_pages.tsx";
import { DeletePage, RotatePage, WebhookPage } from "./webhook_detail_pages.tsx";

/** The ticked event checkboxes (named after the events) as the services' comma list. */
function checkedEvents(form: Record<string, string>): string[] {
  return TOOL_CALL_EVENTS.filter((ev) => form[ev] === "on");
}

/** A form error the person can fix (400, or 409 for the limit and duplicate URLs). */
function fixable(err: unknown): err is ServiceError {
  return err instanceof ServiceError && (err.status === 400 || err.status === 409);
}

async function renderList(c: Context, s: Services, who: SignedIn, state?: CreateState) {
  const { endpoints, max } = await listWebhooks(s, who.session.accountId);
  return c.html(<WebhooksPage chrome={who.chrome} endpoints={endpoints} max={max} state={state} />);
}

async function renderEndpoint(c: Context, s: Services, who: SignedIn, eventsError?: string) {
  const accountId = who.session.accountId;
  const [e, attempts] = await Promise.all([
    getWebhook(s, accountId, idParam(c)),
    webhookAttempts(s, accountId, idParam(c)),
  ]);
  return c.html(
    <WebhookPage chrome={who.chrome} e={e} attempts={attempts} eventsError={eventsError} />,
  );
}

/** Rendered, not redirected: a secret never travels in a URL or survives a reload. */
function showSecret(c: Context, who: SignedIn, made: EndpointWithSecret, rotated: boolean) {
  c.header("Cache-Control", "no-store");
  const { secret, ...e } = made;
  return c.html(<SecretPage chrome={who.chrome} e={e} secret={secret} rotated={rotated} />);
}

/** Webhooks: list and add; one page per endpoint with its actions and recent attempts. */
export function registerWebhookRoutes(app: Hono, deps: Deps, services: Services): void {
  const target = (c: Context, who: SignedIn) => ({
    accountId: who.session.accountId,
    id: idParam(c),
    actor: who.actor,
  });
  const back = (c: Context, text: string) =>
    redirectWithNotice(c, deps, endpointHref({ id: idParam(c) }), text);

  app.get("/webhooks", page(deps, (c, who) => renderList(c, services, who)));

  app.post(
    "/webhooks",
    action(deps, async (c, who, form) => {
      const url = (form.url ?? "").trim();
      const events = checkedEvents(form);
      try {
        const input = {
          accountId: who.session.accountId,
          url,
          events: events.join(","),
          actor: who.actor,
        };
        return showSecret(c, who, await createWebhook(services, input), false);
      } catch (err) {
        if (!fixable(err)) throw err;
        c.status(err.status as 400);
        // Only where the message goes: the event parser's at the events, the rest (egress
        // policy, the limit, a duplicate URL) at the URL field.
        const aboutEvents = /^(events must|Unknown event)/.test(err.message);
        const state: CreateState = aboutEvents
          ? { url, events, eventsError: err.message }
          : { url, events, urlError: err.message };
        return await renderList(c, services, who, state);
      }
    }),
  );

  app.get("/webhooks/:id", page(deps, (c, who) => renderEndpoint(c, services, who)));

  app.post(
    "/webhooks/:id/events",
    action(deps, async (c, who, form) => {
      try {
        const events = checkedEvents(form).join(",");
        const e = await setWebhookEvents(services, { ...target(c, who), events });
        return back(c, `Events saved: ${e.events.join(", ")}.`);
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status !== 400) throw err;
        c.status(400);
        return await renderEndpoint(c, services, who, err.message);
      }
    }),
  );

  app.post(
    "/webhooks/:id/pause",
    action(deps, async (c, who) => {
      await pauseWebhook(services, target(c, who));
      return back(c, "Endpoint paused: it gets no events until you switch it on.");
    }),
  );

  app.post(
    "/webhooks/:id/enable",
    action(deps, async (c, who) => {
      await enableWebhook(services, target(c, who));
      return back(c, "Endpoint switched on; its failure count is cleared.");
    }),
  );

  app.post(
    "/webhooks/:id/test",
    action(deps, async (c, who) => {
      return back(c, describeTest(await testWebhook(services, target(c, who))));
    }),
  );

  app.get(
    "/webhooks/:id/rotate",
    page(deps, async (c, who) => {
      const e = await getWebhook(services, who.session.accountId, idParam(c));
      return c.html(<RotatePage chrome={who.chrome} e={e} />);
    }),
  );

  app.post(
    "/webhooks/:id/rotate",
    action(deps, async (c, who) => {
      return showSecret(c, who, await rotateWebhookSecret(services, target(c, who)), true);
    }),
  );

  app.get(
    "/webhooks/:id/delete",
    page(deps, async (c, who) => {
      const e = await getWebhook(services, who.session.accountId, idParam(c));
      return c.html(<DeletePage chrome={who.chrome} e={e} />);
    }),
  );

  app.post(
    "/webhooks/:id/delete",
    action(deps, async (c, who) => {
      const e = await deleteWebhook(services, target(c, who));
      return redirectWithNotice(c, deps, "/app/webhooks", `The endpoint ${e.url} was deleted.`);
    }),
  );
}
