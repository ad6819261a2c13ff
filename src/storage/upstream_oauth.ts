/**
 * Stored shapes of upstream OAuth: an account's connection to one server (tokens sealed with the
 * service key), authorizations in flight, refresh leases and dynamic registrations. Every token
 * and client secret is sealed before it reaches KV.
 */
import { keys } from "./keys.ts";
import { commitOrBusy } from "./kv.ts";

/** The client the gateway presents at one authorization server. */
export interface StoredClient {
  clientId: string;
  /** Sealed; absent for public clients (CIMD, most DCR). */
  clientSecretSealed?: string;
  /** How the client authenticates at the token endpoint, as registered. */
  authMethod?: string;
  kind: "cimd" | "dcr" | "preregistered";
}

/** The endpoints a connection needs after the authorization, bound to the issuer that issued it. */
export interface StoredIssuer {
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint: string | null;
  authMethodsSupported: string[];
}

export interface UpstreamConnection {
  issuer: StoredIssuer;
  client: StoredClient;
  /** RFC 8707 resource sent on token and refresh requests, or null when omitted. */
  resource: string | null;
  scope: string;
  accessSealed: string;
  refreshSealed: string | null;
  /** Epoch ms; null when the server gave no expires_in. */
  expiresAt: number | null;
  /** When the current access token was issued (epoch ms): its lifetime sets the refresh margin. */
  issuedAt: number;
  connectedBy: { userId: string; email: string };
  connectedAt: string;
  refreshedAt: string | null;
  /** Transient refresh failures in a row, and when the next attempt may run. */
  failures: number;
  retryAfter: number;
  lastRefreshError: string | null;
  /** Scopes a tool asked for (403 insufficient_scope) that this connection lacks. */
  missingScope: string | null;
}

export interface PendingAuthorization {
  accountId: string;
  slug: string;
  userId: string;
  email: string;
  /** SHA-256 of the session cookie that started it: the callback must come from that session. */
  sessionDigest: string;
  codeVerifierSealed: string;
  redirectUri: string;
  issuer: StoredIssuer;
  /** Whether the AS promised `iss` on the authorization response (RFC 9207). */
  issRequired: boolean;
  client: StoredClient;
  resource: string | null;
  scope: string;
  expiresAt: number;
}

/** A refresh lease: the owner may refresh until `until` (epoch ms). */
export interface RefreshLease {
  owner: string;
  until: number;
}

export const PENDING_TTL_MS = 10 * 60 * 1000;

export function getConnection(kv: Deno.Kv, accountId: string, slug: string) {
  return kv.get<UpstreamConnection>(keys.upstreamOAuthConnection(accountId, slug));
}

/** Takes the lease when it is free or expired (the expiry is checked on the value, see notes). */
export async function tryLease(
  kv: Deno.Kv,
  accountId: string,
  slug: string,
  owner: string,
  nowMs: number,
  ttlMs: number,
): Promise<boolean> {
  const key = keys.upstreamOAuthLease(accountId, slug);
  const current = await kv.get<RefreshLease>(key);
  if (current.value && current.value.until > nowMs && current.value.owner !== owner) return false;
  const lease: RefreshLease = { owner, until: nowMs + ttlMs };
  const res = await commitOrBusy(kv.atomic().check(current).set(key, lease, { expireIn: ttlMs }));
  return res.ok;
}

/** Frees the lease if this owner still holds it. */
export async function releaseLease(
  kv: Deno.Kv,
  accountId: string,
  slug: string,
  owner: string,
): Promise<void> {
  const key = keys.upstreamOAuthLease(accountId, slug);
  const current = await kv.get<RefreshLease>(key);
  if (current.value?.owner !== owner) return;
  await commitOrBusy(kv.atomic().check(current).delete(key));
}

/** Stores an authorization in flight under the digest of its state. */
export async function putPending(
  kv: Deno.Kv,
  stateDigest: string,
  pending: PendingAuthorization,
): Promise<void> {
  await kv.set(keys.upstreamOAuthPending(stateDigest), pending, { expireIn: PENDING_TTL_MS });
}

/** Consumes an authorization in flight: the first caller gets it, every later one null. */
export async function takePending(
  kv: Deno.Kv,
  stateDigest: string,
): Promise<PendingAuthorization | null> {
  const key = keys.upstreamOAuthPending(stateDigest);
  const entry = await kv.get<PendingAuthorization>(key);
  if (entry.value === null) return null;
  const res = await commitOrBusy(kv.atomic().check(entry).delete(key));
  return res.ok ? entry.value : null;
}

export function getRegistration(kv: Deno.Kv, issuer: string, redirectUri: string) {
  return kv.get<StoredClient>(keys.upstreamOAuthRegistration(`${issuer} ${redirectUri}`));
}

export async function putRegistration(
  kv: Deno.Kv,
  issuer: string,
  redirectUri: string,
  client: StoredClient,
): Promise<void> {
  await kv.set(keys.upstreamOAuthRegistration(`${issuer} ${redirectUri}`), client);
}
