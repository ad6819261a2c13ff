/**
 * Finds how an upstream MCP server wants to be authorized (MCP authorization 2025-11-25): probe
 * it without a token and read WWW-Authenticate (`resource_metadata`, `scope`); protected-resource
 * metadata from that URL, else the path-inserted then root well-known; authorization-server
 * metadata by RFC 8414 then OpenID discovery (the SDK's functions do the URL work). Results are
 * cached per endpoint with a TTL.
 */
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import type {
  AuthorizationServerMetadata,
  OAuthProtectedResourceMetadata,
} from "@modelcontextprotocol/sdk/shared/auth.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth-utils"
import {
  checkResourceAllowed,
  resourceUrlFromServerUrl,
} from "@modelcontextprotocol/sdk/shared/auth-utils.js";
import { OAuthTransportError } from "./oauth_fetch.ts";

export interface OAuthDiscovery {
  endpoint: string;
  resourceMetadata: OAuthProtectedResourceMetadata | null;
  /** The protected resource's identifier (from its metadata, else the endpoint), verbatim. */
  resource: string;
  authorizationServer: string;
  metadata: AuthorizationServerMetadata;
  /** Scope the server asked for in its WWW-Authenticate challenge, if any. */
  challengeScope: string | null;
}

/** Discovery could not produce a usable authorization server: not worth retrying at once. */
export class DiscoveryError extends Error {
  override name = "DiscoveryError";
}

const PROBE_BODY = JSON.stringify({
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "toolgate", version: "1.0.0" },
  },
});

export async function discover(
  endpoint: string,
  fetchFn: typeof fetch,
  hint?: { resourceMetadataUrl?: URL; scope?: string },
): Promise<OAuthDiscovery> {
  const challenge = hint ?? await probe(endpoint, fetchFn);
  let resourceMetadata: OAuthProtectedResourceMetadata | null = null;
  try {
    resourceMetadata = await discoverOAuthProtectedResourceMetadata(
      endpoint,
      { resourceMetadataUrl: challenge.resourceMetadataUrl },
      fetchFn,
    );
  } catch (err) {
    if (err instanceof OAuthTransportError) throw err;
    // No protected-resource metadata: the 2025-03-26 fallback treats the origin as the AS.
  }
  if (resourceMetadata) checkResource(resourceMetadata.resource, endpoint);
  const authorizationServer = resourceMetadata?.authorization_servers?.[0] ??
    new URL(endpoint).origin;
  const metadata = await discoverAuthorizationServerMetadata(authorizationServer, { fetchFn });
  if (!metadata) {
    throw new DiscoveryError(
      `no authorization server metadata at ${authorizationServer} (RFC 8414 or OpenID discovery)`,
    );
  }
  checkIssuer(metadata, authorizationServer);
  return {
    endpoint,
    resourceMetadata,
    resource: resourceMetadata?.resource ?? endpoint,
    authorizationServer,
    metadata,
    challengeScope: challenge.scope ?? null,
  };
}

/**
 * RFC 9728 section 3.3: the metadata must describe this server (same origin, a path that
 * contains the endpoint's); else a token for another resource would be requested and sent here.
 */
function checkResource(resource: string, endpoint: string): void {
  const requestedResource = resourceUrlFromServerUrl(endpoint);
  if (
    !URL.canParse(resource) ||
    !checkResourceAllowed({ requestedResource, configuredResource: resource })
  ) {
    throw new DiscoveryError(
      `the protected-resource metadata names resource ${resource}, which is not ${endpoint}`,
    );
  }
}

/** RFC 8414 section 3.3: the metadata's issuer must be the URL it was discovered from. */
function checkIssuer(metadata: AuthorizationServerMetadata, expected: string): void {
  const norm = (u: string) => new URL(u).href.replace(/\/$/, "");
  if (norm(metadata.issuer) !== norm(expected)) {
    throw new DiscoveryError(
      `authorization server metadata names issuer ${metadata.issuer}, not ${expected}`,
    );
  }
}

async function probe(
  endpoint: string,
  fetchFn: typeof fetch,
): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  const res = await fetchFn(endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: PROBE_BODY,
  });
  await res.body?.cancel().catch(() => {});
  if (res.status !== 401 && res.status !== 403) return {};
  const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(res);
  return { resourceMetadataUrl, scope };
}

/** Discovery results per endpoint for `ttlMs`; failures are not cached. */
export class DiscoveryCache {
  #entries = new Map<string, { at: number; value: Promise<OAuthDiscovery> }>();
  constructor(private ttlMs: number, private now: () => number) {}

  get(endpoint: string, load: () => Promise<OAuthDiscovery>): Promise<OAuthDiscovery> {
    const hit = this.#entries.get(endpoint);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    if (this.#entries.size > 1000) this.#entries.clear();
    const value = load();
    this.#entries.set(endpoint, { at: this.now(), value });
    value.catch(() => this.#entries.delete(endpoint));
    return value;
  }

  forget(endpoint: string): void {
    this.#entries.delete(endpoint);
  }
}
