/** The public addresses of the authorization server and the one resource it issues tokens for. */
export interface OAuthUrls {
  /** The issuer (RFC 8414): PUBLIC_URL itself. */
  issuer: string;
  /** {mcp_url}: the only resource (RFC 8707) and so the audience of every access token. */
  mcpUrl: string;
  authorize: string;
  token: string;
  register: string;
  revoke: string;
  /** The sign-in page of the app. */
  login: string;
}

export function oauthUrls(publicUrl: string): OAuthUrls {
  const base = publicUrl.replace(/\/+$/, "");
  return {
    issuer: base,
    mcpUrl: `${base}/mcp`,
    authorize: `${base}/oauth/authorize`,
    token: `${base}/oauth/token`,
    register: `${base}/oauth/register`,
    revoke: `${base}/oauth/revoke`,
    login: `${base}/app/login`,
  };
}

/** Token lifetimes. Access tokens are short; refresh tokens slide with every rotation. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const AUTH_CODE_TTL_MS = 60 * 1000;
/** The single scope: access to {mcp_url} as the account that approved the connection. */
export const MCP_SCOPE = "mcp";
