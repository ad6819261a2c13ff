// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import { OAuthClientMetadataSchema } from "@modelcontextprotocol/sdk/shared/auth.js";
import { oauthFailure } from "./errors.ts";
import { redirectUriProblem } from "./redirect_uris.ts";

export type AuthMethod = "none" | "client_secret_basic" | "client_secret_post";
const AUTH_METHODS: readonly string[] = ["none", "client_secret_basic", "client_secret_post"];
const GRANT_TYPES: readonly string[] = ["authorization_code", "refresh_token"];
const MAX_REDIRECT_URIS = 10;
const MAX_NAME = 200;

/** Client metadata after our rules: what registration stores and the consent page shows. */
export interface ValidatedClientMetadata {
  name: string;
  redirectUris: string[];
  authMethod: AuthMethod;
  grantTypes: string[];
  scope: string | null;
  clientUri: string | null;
  logoUri: string | null;
}

/** The fields of the SDK's OAuthClientMetadataSchema output that we use. */
interface ClientMetadataInput {
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
  grant_types?: string[];
  response_types?: string[];
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  scope?: string;
}

function problemText(issues: { path: PropertyKey[]; message: string }[]): string {
  const i = issues[0];
  const where = i.path.length ? i.path.map(String).join(".") : "body";
  return `${where}: ${i.message}`;
}

/** Removes control characters and collapses whitespace: the name is shown on the consent page. */
function cleanName(raw: string | undefined): string {
  // Control and bidi characters are exactly what must not reach the consent page.
  // deno-lint-ignore no-control-regex
  const name = (raw ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e]/g, "")
    .replace(/\s+/g, " ").trim();
  return name.slice(0, MAX_NAME);
}

function parseWithSdkSchema(raw: unknown): ClientMetadataInput {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw oauthFailure("invalid_client_metadata", "Client metadata must be a JSON object");
  }
  const parsed = OAuthClientMetadataSchema.safeParse(raw);
  if (parsed.success) return parsed.data as ClientMetadataInput;
  const code = parsed.error.issues[0].path[0] === "redirect_uris"
    ? "invalid_redirect_uri"
    : "invalid_client_metadata";
  throw oauthFailure(code, problemText(parsed.error.issues));
}

function checkRedirectUris(uris: string[]): void {
  if (uris.length === 0 || uris.length > MAX_REDIRECT_URIS) {
    throw oauthFailure(
      "invalid_redirect_uri",
      `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs`,
    );
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) {
      throw oauthFailure("invalid_redirect_uri", `Redirect URI "${uri.slice(0, 200)}" ${problem}`);
    }
  }
}

function checkGrants(m: ClientMetadataInput): string[] {
  // Omitted grant_types get refresh tokens too: every MCP client refreshes (documented choice).
  const grantTypes = m.grant_types ?? ["authorization_code", "refresh_token"];
  if (
    !grantTypes.includes("authorization_code") || grantTypes.some((g) => !GRANT_TYPES.includes(g))
  ) {
    throw oauthFailure(
      "invalid_client_metadata",
      "grant_types must include authorization_code and may add only refresh_token",
    );
  }
  if (m.response_types && (m.response_types.length !== 1 || m.response_types[0] !== "code")) {
    throw oauthFailure("invalid_client_metadata", 'response_types must be ["code"]');
  }
  return [...new Set(grantTypes)];
}

/**
 * Validates RFC 7591 client metadata (from a registration body or a Client ID Metadata
 * Document) with the SDK's schema plus our rules. Throws the RFC 7591 error to answer with.
 */
export function validateClientMetadata(
  raw: unknown,
  opts: { defaultAuthMethod: AuthMethod },
): ValidatedClientMetadata {
  const m = parseWithSdkSchema(raw);
  checkRedirectUris(m.redirect_uris);
  const authMethod = m.token_endpoint_auth_method ?? opts.defaultAuthMethod;
  if (!AUTH_METHODS.includes(authMethod)) {
    const allowed = AUTH_METHODS.join(", ");
    throw oauthFailure(
      "invalid_client_metadata",
      `token_endpoint_auth_method must be one of ${allowed}`,
    );
  }
  const grantTypes = checkGrants(m);
  if ((m.scope ?? "").length > 1000) {
    throw oauthFailure("invalid_client_metadata", "scope is too long");
  }
  return {
    name: cleanName(m.client_name),
    redirectUris: [...new Set(m.redirect_uris)],
    authMethod: authMethod as AuthMethod,
    grantTypes,
    scope: m.scope ?? null,
    clientUri: m.client_uri ?? null,
    logoUri: m.logo_uri ?? null,
  };
}
