/**
 * Which client the gateway is at an authorization server, in the order of the MCP 2026-07-28
 * client rules: a client registered by hand in the catalogue entry, else the gateway's client ID
 * metadata document (CIMD) when the server supports it, else dynamic registration (deprecated
 * fallback, with `application_type` and the `refresh_token` grant), stored per issuer.
 */
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { registerClient } from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import type {
  AuthorizationServerMetadata,
  OAuthClientMetadata,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Deps } from "../deps.ts";
import type { CatalogServer } from "../domain/catalog.ts";
import { getRegistration, putRegistration } from "../storage/upstream_oauth.ts";
import type { StoredClient, StoredIssuer } from "../storage/upstream_oauth.ts";
import type { OAuthDiscovery } from "../upstream/oauth_discovery.ts";
import { CredentialError } from "./credential_error.ts";

/** The stable URLs of the gateway as an OAuth client. */
export function clientUrls(publicUrl: string) {
  return {
    metadataDocument: `${publicUrl}/app/oauth/client-metadata.json`,
    callback: `${publicUrl}/app/oauth/callback`,
  };
}

/** The gateway's client ID metadata document; its URL is its client_id. */
export function clientMetadataDocument(publicUrl: string) {
  const urls = clientUrls(publicUrl);
  return {
    client_id: urls.metadataDocument,
    client_name: "Toolgate",
    client_uri: publicUrl,
    redirect_uris: [urls.callback],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    application_type: "web",
  };
}

export async function chooseClient(
  deps: Deps,
  server: CatalogServer,
  found: OAuthDiscovery,
  fetchFn: typeof fetch,
): Promise<StoredClient> {
  const pre = server.oauth?.clientId;
  if (pre) {
    return {
      clientId: pre,
      clientSecretSealed: server.oauth?.clientSecretSealed,
      kind: "preregistered",
    };
  }
  const doc = clientMetadataDocument(deps.config.publicUrl);
  if (found.metadata.client_id_metadata_document_supported === true) {
    return { clientId: doc.client_id, authMethod: "none", kind: "cimd" };
  }
  if (!found.metadata.registration_endpoint) {
    throw new CredentialError(
      `the authorization server ${found.metadata.issuer} supports neither client ID metadata ` +
        `documents nor dynamic registration; the operator must register a client and put its ` +
        `id (and sealed secret) in the catalogue entry's "oauth" settings`,
    );
  }
  const issuer = found.metadata.issuer;
  const redirect = doc.redirect_uris[0];
  const stored = await getRegistration(deps.kv, issuer, redirect);
  if (stored.value) return stored.value;
  const { client_id: _, ...metadata } = doc;
  const info = await registerClient(found.authorizationServer, {
    metadata: found.metadata,
    clientMetadata: metadata as OAuthClientMetadata,
    fetchFn,
  });
  const client: StoredClient = {
    clientId: info.client_id,
    clientSecretSealed: info.client_secret
      ? await deps.secrets.seal(info.client_secret)
      : undefined,
    authMethod: info.token_endpoint_auth_method,
    kind: "dcr",
  };
  await putRegistration(deps.kv, issuer, redirect, client);
  return client;
}

/** The endpoints a connection keeps from its issuer, and whether it promised `iss` (RFC 9207). */
export function boundIssuer(m: AuthorizationServerMetadata): {
  issuer: StoredIssuer;
  issRequired: boolean;
} {
  const loose = m as Record<string, unknown>;
  const revocation = loose.revocation_endpoint;
  return {
    issuer: {
      issuer: m.issuer,
      tokenEndpoint: m.token_endpoint,
      revocationEndpoint: typeof revocation === "string" ? revocation : null,
      authMethodsSupported: m.token_endpoint_auth_methods_supported ?? [],
    },
    issRequired: loose.authorization_response_iss_parameter_supported === true,
  };
}
