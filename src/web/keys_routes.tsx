import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import { ServiceError } from "../errors.ts";
import { createKey, getKey, keyAllowance, listKeys, revokeKey } from "../services/api_keys.ts";
import { action, idParam, page, redirectWithNotice, type SignedIn } from "./guard.tsx";
import { KeyCreatedPage, KeysPage, RevokeKeyPage } from "./keys_pages.tsx";

async function renderList(c: Context, deps: Deps, s: SignedIn, error?: string, name?: string) {
  const accountId = s.session.accountId;
  const [keys, allowance] = await Promise.all([
    listKeys(deps, accountId),
    keyAllowance(deps, accountId),
  ]);
  return c.html(
    <KeysPage chrome={s.chrome} keys={keys} allowance={allowance} error={error} name={name} />,
  );
}

/** API keys: list, create (the key shown once on the response), revoke through a confirm page. */
export function registerKeyRoutes(app: Hono, deps: Deps): void {
  app.get("/keys", page(deps, (c, s) => renderList(c, deps, s)));

  app.post(
    "/keys",
    action(deps, async (c, s, form) => {
      const name = form.name ?? "";
      try {
        const { key, secret } = await createKey(deps, {
          accountId: s.session.accountId,
          name,
          actor: s.actor,
        });
        // Rendered, not redirected: the key must never travel in a URL or survive a reload.
        c.header("Cache-Control", "no-store");
        const baseUrl = `${deps.config.publicUrl}/api/v1`;
        return c.html(
          <KeyCreatedPage chrome={s.chrome} k={key} secret={secret} baseUrl={baseUrl} />,
        );
      } catch (err) {
        if (!(err instanceof ServiceError) || err.status !== 400) throw err;
        c.status(400);
        return await renderList(c, deps, s, err.message, name);
      }
    }),
  );

  app.get(
    "/keys/:id/revoke",
    page(deps, async (c, s) => {
      const key = await getKey(deps, s.session.accountId, idParam(c));
      if (key.revokedAt) {
        return redirectWithNotice(c, deps, "/app/keys", `"${key.name}" is already revoked.`);
      }
      return c.html(<RevokeKeyPage chrome={s.chrome} k={key} />);
    }),
  );

  app.post(
    "/keys/:id/revoke",
    action(deps, async (c, s) => {
      const input = { accountId: s.session.accountId, keyId: idParam(c), actor: s.actor };
      const key = await revokeKey(deps, input);
      return redirectWithNotice(c, deps, "/app/keys", `The key "${key.name}" was revoked.`);
    }),
  );
}
