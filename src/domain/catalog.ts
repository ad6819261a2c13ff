/** Shapes of the server library and the tool catalogue cache, shared by REST, MCP and workers. */

export type AuthType = "none" | "bearer" | "oauth";
export type ServerStatus = "enabled" | "pending" | "disabled";

/** A server of the operator catalogue file (or one an account added itself). */
export interface CatalogServer {
  slug: string;
  name: string;
  description: string;
  category: string;
  authType: AuthType;
  /** Upstream MCP endpoint URL ({PUBLIC_URL} already substituted). */
  endpoint: string;
  /** Status of a none-auth server until the account flips its enabled switch. */
  defaultEnabled: boolean;
  /** Upstream OAuth settings of an `oauth` server (all optional). */
  oauth?: OAuthSettings;
}

/** Per-server OAuth client settings from the catalogue entry. */
export interface OAuthSettings {
  /** A client registered with the authorization server by hand (used before CIMD and DCR). */
  clientId?: string;
  /** Its secret, sealed with the service key ("v1.…", see scripts/seal_secret.ts). */
  clientSecretSealed?: string;
  /** False for servers that refuse the RFC 8707 `resource` parameter (Entra ID v2). */
  sendResource?: boolean;
  /** Extra query parameters for the authorization request (never overriding the core ones). */
  authorizeParams?: Record<string, string>;
}

/** An account's own server: same fields, plus when it was added. */
export interface OwnedServer extends CatalogServer {
  createdAt: string;
}

/** The account's enabled switch over a server. */
export interface ServerOverride {
  enabled: boolean;
  updatedAt: string;
}

/** Warm-up bookkeeping per account and server. */
export interface ServerState {
  toolCount: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** When the tool cache was last refreshed successfully (staleness is measured from it). */
  refreshedAt: string | null;
  warmupRequestedAt: string | null;
}

export const EMPTY_STATE: ServerState = {
  toolCount: 0,
  lastAttemptAt: null,
  lastError: null,
  refreshedAt: null,
  warmupRequestedAt: null,
};

/** A server row as REST shows it: catalogue defaults, overrides and state resolved. */
export interface ResolvedServer {
  slug: string;
  name: string;
  description: string;
  category: string;
  status: ServerStatus;
  authType: AuthType;
  endpoint: string;
  toolCount: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  owned: boolean;
}

/** One cached upstream tool definition. */
export interface CachedTool {
  serverSlug: string;
  name: string;
  title: string | null;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown> | null;
  /** SHA-256 of the canonical name, description and input schema. */
  hash: string;
  /** True when the hash differs from the one first seen for this tool (a possible rug pull). */
  changed: boolean;
  /** Tool-poisoning findings of the description and schema strings at warm-up. */
  poisoning: { rule: string; severity: string; path: string; excerpt: string }[];
  cachedAt: string;
}

export function qualifiedName(serverSlug: string, tool: string): string {
  return `${serverSlug}__${tool}`;
}
