/**
 * The whole KV key schema. Every key Toolgate reads or writes is built here.
 * Collections come first and are snake_case plurals; indexes are named `<collection>_by_<attr>`
 * and hold pointers (ids), not copies, unless a comment says why a copy is kept.
 */
export type Key = Deno.KvKey;
/** Short names for the parts' types keep each key on one line. */
type S = string;
type N = number;

export const keys = {
  // accounts: one record per account (name, plan, team, plan overrides for enterprise)
  account: (accountId: S): Key => ["accounts", accountId],
  accounts: (): Key => ["accounts"],

  // api_keys: REST keys of an account; the record holds the SHA-256 digest, never the key
  apiKey: (accountId: S, keyId: S): Key => ["api_keys", accountId, keyId],
  apiKeys: (accountId: S): Key => ["api_keys", accountId],
  // api_keys_by_digest: digest -> {accountId, keyId}; the hot lookup of every REST request
  apiKeyByDigest: (digestHex: S): Key => ["api_keys_by_digest", digestHex],
  // api_key_count: live keys of an account; the CAS point that enforces the limit of ten
  apiKeyCount: (accountId: S): Key => ["api_key_count", accountId],
  // api_key_last_used: written behind the response so the auth path stays one read
  apiKeyLastUsed: (keyId: S): Key => ["api_key_last_used", keyId],

  // rate_windows: fixed clock-minute counters; the minute is in the key so stale rows never matter
  rateWindow: (
    scope: S,
    id: S,
    minute: N,
  ): Key => ["rate_windows", scope, id, minute],

  // usage_calls: MCP calls per pool (team or account) per UTC month, a KvU64 sum counter
  usageCalls: (poolId: S, month: S): Key => ["usage_calls", poolId, month],

  // server_overrides: an account's enabled switch over a catalogue server
  serverOverride: (accountId: S, slug: S): Key => ["server_overrides", accountId, slug],
  serverOverrides: (accountId: S): Key => ["server_overrides", accountId],
  // owned_servers: servers an account added itself
  ownedServer: (accountId: S, slug: S): Key => ["owned_servers", accountId, slug],
  ownedServers: (accountId: S): Key => ["owned_servers", accountId],
  // server_credentials: encrypted bearer credential of an account for one server
  serverCredential: (
    accountId: S,
    slug: S,
  ): Key => ["server_credentials", accountId, slug],
  // server_state: warm-up bookkeeping (toolCount, lastAttemptAt, lastError, warm-up requests)
  serverState: (accountId: S, slug: S): Key => ["server_state", accountId, slug],
  serverStates: (accountId: S): Key => ["server_state", accountId],

  // tool_cache: one row per cached upstream tool definition of an account's server
  cachedTool: (accountId: S, slug: S, tool: S): Key => ["tool_cache", accountId, slug, tool],
  cachedTools: (accountId: S, slug?: S): Key =>
    slug === undefined ? ["tool_cache", accountId] : ["tool_cache", accountId, slug],
  // tool_pins: definition hash first seen for a tool, to flag changed definitions (rug pulls)
  toolPin: (
    accountId: S,
    slug: S,
    tool: S,
  ): Key => ["tool_pins", accountId, slug, tool],
  /** Every tool name the account ever listed (all servers): the shadowing comparison set. */
  toolPins: (accountId: S): Key => ["tool_pins", accountId],
  // catalog_epoch: bumped in every commit that changes what an account's MCP catalogue view is
  // built from (tool cache, policies, owned servers, credentials); processes compare its stamp
  catalogEpoch: (accountId: S): Key => ["catalog_epoch", accountId],

  // activity: Activity row metadata keyed by its unique, strictly increasing createdAt (ms)
  activity: (accountId: S, createdAtMs: N, id: S): Key => ["activity", accountId, createdAtMs, id],
  activities: (accountId: S): Key => ["activity", accountId],
  // activity_by_client: pointer index for the client filter and client call counts
  activityByClient: (accountId: S, clientId: S, createdAtMs: N, id: S): Key => [
    "activity_by_client",
    accountId,
    clientId,
    createdAtMs,
    id,
  ],
  activitiesByClient: (accountId: S, clientId: S): Key => [
    "activity_by_client",
    accountId,
    clientId,
  ],
  // activity_chunks: serialized arguments/result of a row, cut into raw byte chunks
  activityChunk: (accountId: S, id: S, index: N): Key => ["activity_chunks", accountId, id, index],
  activityChunks: (accountId: S, id: S): Key => ["activity_chunks", accountId, id],
  // activity_clock: last allocated createdAt of an account; the CAS point that orders rows
  activityClock: (accountId: S): Key => ["activity_clock", accountId],

  // clients: MCP client connections of an account (the registry GET /clients reads)
  client: (accountId: S, clientId: S): Key => ["clients", accountId, clientId],
  clients: (accountId: S): Key => ["clients", accountId],
  // client_last_active: written behind MCP requests, coalesced like api_key_last_used
  clientLastActive: (accountId: S, clientId: S): Key => ["client_last_active", accountId, clientId],
  // access_tokens: digest -> token record (account, client, audience, expiry)
  accessToken: (digestHex: S): Key => ["access_tokens", digestHex],
  // access_tokens_by_client: lets revocation find every token of a connection
  accessTokenByClient: (accountId: S, clientId: S, digestHex: S): Key => [
    "access_tokens_by_client",
    accountId,
    clientId,
    digestHex,
  ],
  accessTokensByClient: (accountId: S, clientId: S): Key => [
    "access_tokens_by_client",
    accountId,
    clientId,
  ],

  // policies: per-account allow/deny/approve rules keyed by their glob pattern
  policy: (accountId: S, pattern: S): Key => ["policies", accountId, pattern],
  policies: (accountId: S): Key => ["policies", accountId],
  // approvals: human approval requests bound to a hash of the exact arguments
  approval: (accountId: S, approvalId: S): Key => ["approvals", accountId, approvalId],
  approvals: (accountId: S): Key => ["approvals", accountId],
  approvalByHash: (accountId: S, callHash: S): Key => ["approvals_by_hash", accountId, callHash],

  // locks: short leases so only one process runs a sweep at a time
  lock: (name: S): Key => ["locks", name],
  // --- OAuth 2.1 authorization server (clients, codes, grants, tokens) ---
  // users: people who sign in to the app; each belongs to one account
  user: (userId: S): Key => ["users", userId],
  // users_by_email: normalised email -> user id; the CAS point that keeps emails unique
  userByEmail: (email: S): Key => ["users_by_email", email],
  // sessions: SHA-256 digest of the session cookie -> session (copies user, account and CSRF
  // token: the lookup runs on every app request and the copy never changes)
  session: (digestHex: S): Key => ["sessions", digestHex],
  // oauth_clients: dynamically registered OAuth clients (RFC 7591) by client_id
  oauthClient: (clientId: S): Key => ["oauth_clients", clientId],
  // oauth_client_docs: validated Client ID Metadata Documents by their URL (a short cache)
  oauthClientDoc: (url: S): Key => ["oauth_client_docs", url],
  // oauth_codes: digest of an authorization code -> its binding; single use, 60 s
  oauthCode: (digestHex: S): Key => ["oauth_codes", digestHex],
  // oauth_codes_used: digest of a redeemed code -> its grant, so a replay revokes the grant
  oauthCodeUsed: (digestHex: S): Key => ["oauth_codes_used", digestHex],
  // oauth_grants: one per client connection authorised through OAuth; holds the live refresh digest
  oauthGrant: (grantId: S): Key => ["oauth_grants", grantId],
  // oauth_refresh_tokens: digest -> grant id, kept after rotation to detect replays
  oauthRefreshToken: (digestHex: S): Key => ["oauth_refresh_tokens", digestHex],

  // --- Webhooks (endpoints, outbox, bodies, leases) ---
  // webhook_endpoints: an account's receivers (URL, events, sealed secret, failure accounting)
  webhookEndpoint: (accountId: S, endpointId: S): Key => [
    "webhook_endpoints",
    accountId,
    endpointId,
  ],
  webhookEndpoints: (accountId: S): Key => ["webhook_endpoints", accountId],
  // webhook_endpoints_by_url: SHA-256 of the normalised URL -> endpoint id (one per URL)
  webhookEndpointByUrl: (accountId: S, urlDigest: S): Key => [
    "webhook_endpoints_by_url",
    accountId,
    urlDigest,
  ],
  // webhook_endpoint_count: endpoints of an account; the CAS point that enforces the limit of five
  webhookEndpointCount: (accountId: S): Key => ["webhook_endpoint_count", accountId],
  // webhook_endpoints_version: rewritten by every endpoint change that matters to delivery, in the
  // same commit; its versionstamp tells a process whether its cached endpoint set is current
  webhookEndpointsVersion: (accountId: S): Key => ["webhook_endpoints_version", accountId],
  // webhook_outbox: one entry per (row, endpoint); its state is the at-most-once claim
  webhookOutbox: (entryId: S): Key => ["webhook_outbox", entryId],
  // webhook_outbox_queued / _sending: pointers by time so the sweep finds late or stuck entries
  webhookQueued: (createdAtMs: N, entryId: S): Key => [
    "webhook_outbox_queued",
    createdAtMs,
    entryId,
  ],
  webhookQueuedAll: (): Key => ["webhook_outbox_queued"],
  webhookSending: (claimedAtMs: N, entryId: S): Key => [
    "webhook_outbox_sending",
    claimedAtMs,
    entryId,
  ],
  webhookSendingAll: (): Key => ["webhook_outbox_sending"],
  // webhook_bodies: the exact body bytes of one row's event, in raw chunks shared by its entries
  webhookBodyChunk: (rowId: S, index: N): Key => ["webhook_bodies", rowId, index],
  webhookBodyChunks: (rowId: S): Key => ["webhook_bodies", rowId],

  // --- Upstream OAuth: connections to OAuth-protected MCP servers ---
  // upstream_oauth_connections: an account's OAuth connection to one server (sealed tokens,
  // issuer, client, who connected it); its presence makes an oauth server usable
  upstreamOAuthConnection: (accountId: S, slug: S): Key => [
    "upstream_oauth_connections",
    accountId,
    slug,
  ],
  // upstream_oauth_pending: SHA-256 of a `state` -> the authorization in flight; one-shot, 10 min
  upstreamOAuthPending: (stateDigest: S): Key => ["upstream_oauth_pending", stateDigest],
  // upstream_oauth_leases: who refreshes a connection now; one refresh per connection across
  // every process on the store
  upstreamOAuthLease: (accountId: S, slug: S): Key => ["upstream_oauth_leases", accountId, slug],
  // upstream_oauth_registrations: the gateway's dynamic registration at one issuer (bound to it)
  upstreamOAuthRegistration: (issuer: S): Key => ["upstream_oauth_registrations", issuer],

  // --- The signed-in app: members, invites, who did what ---
  // account_events: who did what in an account (people in the app, the operator CLI), written in
  // the same commit as the change; keyed by time so the newest are read from the end
  accountEvent: (accountId: S, atMs: N, eventId: S): Key => [
    "account_events",
    accountId,
    atMs,
    eventId,
  ],
  accountEvents: (accountId: S): Key => ["account_events", accountId],
  // account_members: account -> user id (a pointer index) for the team list and last-member guard
  accountMember: (accountId: S, userId: S): Key => ["account_members", accountId, userId],
  accountMembers: (accountId: S): Key => ["account_members", accountId],
  // invites: one-time links to join an account (digest of the token, never the token)
  invite: (accountId: S, inviteId: S): Key => ["invites", accountId, inviteId],
  invites: (accountId: S): Key => ["invites", accountId],
  // invites_by_digest: SHA-256 of an invite token -> {accountId, inviteId}; gone once used
  inviteByDigest: (digestHex: S): Key => ["invites_by_digest", digestHex],

  // --- Statistics counters, maintained in each Activity row's commit ---
  // stats_days: per account per UTC day (YYYY-MM-DD) KvU64 sums; the last parts say what counts:
  // ["calls"], ["failures"], ["tool", qualifiedName], ["error", code], ["duration", slug, upperMs]
  statsDay: (accountId: S, day: S, ...what: (string | number)[]): Key => [
    "stats_days",
    accountId,
    day,
    ...what,
  ],
  statsDays: (accountId: S, day?: S): Key =>
    day === undefined ? ["stats_days", accountId] : ["stats_days", accountId, day],
  // stats_client_days: calls of one MCP client per UTC day (KvU64), read for GET /clients
  statsClientDay: (accountId: S, clientId: S, day: S): Key => [
    "stats_client_days",
    accountId,
    clientId,
    day,
  ],
  statsClientDays: (accountId: S, clientId: S): Key => ["stats_client_days", accountId, clientId],
  // stats_client_last: createdAt (ms) of a client's newest row; rows commit in clock order
  statsClientLast: (accountId: S, clientId: S): Key => ["stats_client_last", accountId, clientId],
  // usage_pending: hard-limited pools' calls admitted but whose row is not committed yet (KvU64);
  // admission checks usage_calls + usage_pending under one CAS, the row commit moves 1 across
  usagePending: (poolId: S, month: S): Key => ["usage_pending", poolId, month],

  // --- Webhook delivery attempts (the app's per-endpoint log) ---
  // webhook_attempts: an endpoint's last 50 attempts in a ring of slots (attempt number mod 50),
  // written in the attempt's accounting commit; 7-day TTL and expiresAt checked on read
  webhookAttempt: (a: S, endpointId: S, slot: N): Key => ["webhook_attempts", a, endpointId, slot],
  webhookAttempts: (a: S, endpointId: S): Key => ["webhook_attempts", a, endpointId],
  // --- App insight pages (Activity row page) ---
  // activity_by_id: row id -> its createdAt (ms), so /app/activity/<id> is one get, not a scan
  activityById: (accountId: S, id: S): Key => ["activity_by_id", accountId, id],
  // --- Statistics, combined (issue 16 round four): per account per UTC day one KvU64 per [slug,
  // qualifiedName, duration bucket upper ms, 1 ok / 0 failed, error code or ""]; all sum from these
  statsDayCall: (a: S, day: S, ...what: (S | N)[]): Key => ["stats_day_calls", a, day, ...what],
  statsDayCalls: (accountId: S): Key => ["stats_day_calls", accountId],
};
