import type { Hono } from "hono";
import { MCP_SCOPE, type OAuthUrls } from "../../oauth/urls.ts";

const AUTH_METHODS = ["none", "client_secret_basic", "client_secret_post"];

/** RFC 9728 protected-resource metadata of {mcp_url}. */
export function protectedResourceMetadata(urls: OAuthUrls) {
  return {
    resource: urls.mcpUrl,
    authorization_servers: [urls.issuer],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ["header"],
    resource_name: "Toolgate",
  };
}

/** RFC 8414 authorization-server metadata. */
export function authorizationServerMetadata(urls: OAuthUrls) {
  return {
    issuer: urls.issuer,
    authorization_endpoint: urls.authorize,
    token_endpoint: urls.token,
    registration_endpoint: urls.register,
    revocation_endpoint: urls.revoke,
    scopes_supported: [MCP_SCOPE],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}

export function registerMetadata(app: Hono, urls: OAuthUrls): void {
  const prm = protectedResourceMetadata(urls);
  const asm = authorizationServerMetadata(urls);
  const cache = "public, max-age=300";
  // The MCP endpoint's 401 names the path-specific document; both forms answer the same.
  for (
    const path of [
      "/.well-known/oauth-protected-resource/mcp",
      "/.well-known/oauth-protected-resource",
    ]
  ) {
    app.get(path, (c) => {
      c.header("Cache-Control", cache);
      return c.json(prm);
    });
  }
  app.get("/.well-known/oauth-authorization-server", (c) => {
    c.header("Cache-Control", cache);
    return c.json(asm);
  });
}
