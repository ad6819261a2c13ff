import type { Context, Hono } from "hono";
import type { Deps } from "../../deps.ts";
import type { Services } from "../../services/mod.ts";
import { clientIp } from "../request.ts";
import { readCapped } from "../../oauth/body.ts";
import { validateClientMetadata } from "../../oauth/client_metadata.ts";
import { registerOAuthClient, registrationResponse } from "../../oauth/clients_store.ts";
import { noStore, oauthErrorJson, OAuthFailure, oauthFailure } from "../../oauth/errors.ts";

/** Registration bounds: body size, per-source and overall registrations per clock minute. */
export const REGISTRATION_MAX_BYTES = 16_384;
export const REGISTRATIONS_PER_SOURCE = 10;
const REGISTRATIONS_OVERALL = 300;

async function rateLimit(c: Context, services: Services): Promise<void> {
  for (
    const [scope, id, limit] of [
      ["oauth_register", clientIp(c), REGISTRATIONS_PER_SOURCE],
      ["oauth_register_all", "*", REGISTRATIONS_OVERALL],
    ] as const
  ) {
    const hit = await services.limiter.hit(scope, id, limit);
    if (!hit.allowed) {
      c.header("Retry-After", String(hit.retryAfter));
      throw oauthFailure(
        "too_many_requests",
        `Too many registrations; retry in ${hit.retryAfter} s`,
      );
    }
  }
}

async function readMetadata(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") {
    throw oauthFailure("invalid_client_metadata", "Send the client metadata as application/json");
  }
  const text = await readCapped(req, REGISTRATION_MAX_BYTES);
  if (text === null) {
    throw oauthFailure("invalid_client_metadata", `Body exceeds ${REGISTRATION_MAX_BYTES} bytes`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw oauthFailure("invalid_client_metadata", "Body is not valid JSON");
  }
}

/** POST /oauth/register: RFC 7591 dynamic client registration, open but bounded. */
export function registerRegistration(app: Hono, deps: Deps, services: Services): void {
  app.post("/oauth/register", async (c) => {
    try {
      await rateLimit(c, services);
      const raw = await readMetadata(c.req.raw);
      const meta = validateClientMetadata(raw, { defaultAuthMethod: "client_secret_basic" });
      const { record, secret } = await registerOAuthClient(deps.kv, deps.now, {
        ...meta,
        name: meta.name || "Unnamed client",
      });
      noStore(c);
      return c.json(registrationResponse(record, secret), 201);
    } catch (err) {
      if (!(err instanceof OAuthFailure)) throw err;
      return oauthErrorJson(c, err);
    }
  });
}
