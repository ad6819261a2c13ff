import { keys } from "../storage/keys.ts";
import { base62, randomBytes, sha256Hex, timingSafeEqual } from "../lib/crypto.ts";
import type { ValidatedClientMetadata } from "./client_metadata.ts";

/** An OAuth client: registered here (RFC 7591) or described by its metadata document (CIMD). */
export interface OAuthClientRecord extends ValidatedClientMetadata {
  clientId: string;
  source: "registration" | "metadata_document";
  /** SHA-256 of the client secret of a confidential client; null for public clients. */
  secretDigest: string | null;
  /** Unix seconds. */
  issuedAt: number;
}

/** Stores a registration and returns the client secret (shown once) for confidential clients. */
export async function registerOAuthClient(
  kv: Deno.Kv,
  now: () => number,
  meta: ValidatedClientMetadata,
): Promise<{ record: OAuthClientRecord; secret: string | null }> {
  const secret = meta.authMethod === "none" ? null : `tgcs_${base62(randomBytes(32), 43)}`;
  const record: OAuthClientRecord = {
    ...meta,
    clientId: `tgc_${base62(randomBytes(16), 22)}`,
    source: "registration",
    secretDigest: secret === null ? null : await sha256Hex(secret),
    issuedAt: Math.floor(now() / 1000),
  };
  const key = keys.oauthClient(record.clientId);
  const res = await kv.atomic().check({ key, versionstamp: null }).set(key, record).commit();
  if (!res.ok) throw new Error("Client id collision; try again");
  return { record, secret };
}

export async function getRegisteredClient(
  kv: Deno.Kv,
  clientId: string,
): Promise<OAuthClientRecord | null> {
  if (clientId.length > 200) return null;
  return (await kv.get<OAuthClientRecord>(keys.oauthClient(clientId))).value;
}

/** Compares a presented client secret with the stored digest in constant time. */
export async function clientSecretMatches(
  client: OAuthClientRecord,
  secret: string,
): Promise<boolean> {
  if (client.secretDigest === null) return false;
  return timingSafeEqual(await sha256Hex(secret), client.secretDigest);
}

/** The RFC 7591 section 3.2.1 registration response. */
export function registrationResponse(record: OAuthClientRecord, secret: string | null) {
  return {
    client_id: record.clientId,
    ...(secret === null ? {} : { client_secret: secret, client_secret_expires_at: 0 }),
    client_id_issued_at: record.issuedAt,
    client_name: record.name,
    redirect_uris: record.redirectUris,
    token_endpoint_auth_method: record.authMethod,
    grant_types: record.grantTypes,
    response_types: ["code"],
    ...(record.scope === null ? {} : { scope: record.scope }),
    ...(record.clientUri === null ? {} : { client_uri: record.clientUri }),
    ...(record.logoUri === null ? {} : { logo_uri: record.logoUri }),
  };
}
