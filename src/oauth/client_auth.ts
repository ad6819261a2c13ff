import type { OAuthClientRecord } from "./clients_store.ts";
import { clientSecretMatches } from "./clients_store.ts";
import type { ClientResolver } from "./client_metadata_doc.ts";
import { oauthFailure } from "./errors.ts";
import { readOAuthForm } from "./body.ts";

function basicCredentials(header: string | null): { id: string; secret: string } | null {
  if (!header || !/^basic /i.test(header)) return null;
  let decoded: string;
  try {
    decoded = atob(header.slice(6).trim());
  } catch {
    throw oauthFailure("invalid_client", "Malformed Basic credentials");
  }
  const colon = decoded.indexOf(":");
  if (colon < 0) throw oauthFailure("invalid_client", "Malformed Basic credentials");
  try {
    // RFC 6749 section 2.3.1: both parts are form-urlencoded before Basic encoding.
    const id = decodeURIComponent(decoded.slice(0, colon).replaceAll("+", " "));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replaceAll("+", " "));
    return { id, secret };
  } catch {
    throw oauthFailure("invalid_client", "Malformed Basic credentials");
  }
}

/**
 * Authenticates the client of a token or revocation request: `client_secret_basic`,
 * `client_secret_post`, or `none` (public clients name themselves with client_id).
 */
export async function authenticateClient(
  resolve: ClientResolver,
  authorization: string | null,
  form: Map<string, string>,
): Promise<OAuthClientRecord> {
  const basic = basicCredentials(authorization);
  if (basic && form.has("client_secret")) {
    throw oauthFailure("invalid_request", "Use one client authentication method, not two");
  }
  const formId = form.get("client_id");
  if (basic && formId !== undefined && formId !== basic.id) {
    throw oauthFailure("invalid_request", "client_id differs from the Basic credentials");
  }
  const clientId = basic?.id ?? formId;
  if (!clientId) throw oauthFailure("invalid_client", "Client authentication is required");
  const client = await resolve(clientId);
  if (!client) throw oauthFailure("invalid_client", "Unknown client");
  const secret = basic?.secret ?? form.get("client_secret");
  if (client.authMethod === "none") {
    if (secret !== undefined) {
      throw oauthFailure("invalid_client", "This public client has no secret to present");
    }
    return client;
  }
  if (secret === undefined || !(await clientSecretMatches(client, secret))) {
    throw oauthFailure("invalid_client", "Client authentication failed");
  }
  return client;
}

/** The form-encoded body of a token or revocation request and the client that sent it. */
export async function readClientRequest(
  req: Request,
  resolve: ClientResolver,
): Promise<{ form: Map<string, string>; client: OAuthClientRecord }> {
  const form = await readOAuthForm(req);
  const client = await authenticateClient(resolve, req.headers.get("authorization"), form);
  return { form, client };
}
