import { z } from "zod";

/** Parsed once from the environment by main.ts and the admin CLI; everything else receives it. */
export interface Config {
  port: number;
  publicUrl: string;
  /** A file, ":memory:", a KV Connect URL, or null for the platform's store (Deno Deploy). */
  kvPath: string | null;
  /**
   * No KV queue listener, nothing written to disk: deliveries start after the commit and the
   * leased cron sweep takes the rest. On for Deno Deploy and KV Connect URLs, or DEPLOY_MODE.
   */
  deployMode: boolean;
  /** Test-only: also run the webhook sweep every N ms (Deno.cron cannot go below a minute). */
  testSweepIntervalMs: number | null;
  plansFile: string | null;
  catalogFile: string;
  encryptionKeyFile: string;
  encryptionKey: string | null;
  allowPrivateEgress: boolean;
  /** PEM file of extra trusted CA certificates for egress TLS (DENO_CERT), or null. */
  extraCaCertFile: string | null;
  upstreamTimeoutMs: number;
  /** Largest upstream answer read, in bytes; a bigger one is cut off while it is read. */
  upstreamMaxResultBytes: number;
  /** How long SIGTERM/SIGINT lets in-flight calls finish before cutting them. */
  drainTimeoutMs: number;
  /** Bearer token the built-in demo-vault upstream expects (a public demo value by default). */
  demoVaultToken: string;
  /** Extra browser origins allowed to call the MCP endpoint, besides PUBLIC_URL and loopback. */
  mcpAllowedOrigins: string[];
  logLevel: "debug" | "info" | "warn" | "error";
}

const boolFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const intIn = (min: number, max: number) =>
  z.string().regex(/^(0|[1-9][0-9]{0,9})$/, "must be a base-10 integer").transform(Number)
    .pipe(z.number().int().min(min).max(max));

const EnvSchema = z.object({
  PORT: intIn(0, 65535).default(8000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  KV_PATH: z.string().min(1).optional(),
  DENO_KV_ACCESS_TOKEN: z.string().min(1).optional(),
  DEPLOY_MODE: boolFlag.optional(),
  DENO_DEPLOYMENT_ID: z.string().optional(),
  TOOLGATE_TEST_SWEEP_INTERVAL_MS: intIn(100, 60_000).optional(),
  PLANS_FILE: z.string().min(1).optional(),
  CATALOG_FILE: z.string().min(1).default("config/catalog.json"),
  TOOLGATE_ENCRYPTION_KEY: z.string().regex(
    /^[A-Za-z0-9_-]{43}$/,
    "must be 32 bytes encoded as base64url (43 characters)",
  ).optional(),
  TOOLGATE_KEY_FILE: z.string().min(1).default("data/encryption.key"),
  TOOLGATE_ALLOW_PRIVATE_EGRESS: boolFlag.default(false),
  DENO_CERT: z.string().min(1).optional(),
  UPSTREAM_TIMEOUT_MS: intIn(100, 600_000).default(30_000),
  UPSTREAM_MAX_RESULT_BYTES: intIn(65_536, 268_435_456).default(4 * 1024 * 1024),
  DRAIN_TIMEOUT_MS: intIn(0, 600_000).default(25_000),
  DEMO_VAULT_TOKEN: z.string().regex(/^[\x21-\x7e]{8,200}$/, "8-200 printable characters")
    .default("demo-vault-token"),
  MCP_ALLOWED_ORIGINS: z.string().default("").transform((v) =>
    v.split(",").map((o) => o.trim()).filter((o) => o !== "")
  ).pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    // One line: operators read it in a service log, where a multi-line message gets split.
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const store = storeOf(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    publicUrl,
    ...store,
    testSweepIntervalMs: e.TOOLGATE_TEST_SWEEP_INTERVAL_MS ?? null,
    plansFile: e.PLANS_FILE ?? null,
    catalogFile: e.CATALOG_FILE,
    encryptionKeyFile: e.TOOLGATE_KEY_FILE,
    encryptionKey: e.TOOLGATE_ENCRYPTION_KEY ?? null,
    allowPrivateEgress: e.TOOLGATE_ALLOW_PRIVATE_EGRESS,
    extraCaCertFile: e.DENO_CERT ?? null,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamMaxResultBytes: e.UPSTREAM_MAX_RESULT_BYTES,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    demoVaultToken: e.DEMO_VAULT_TOKEN,
    mcpAllowedOrigins: e.MCP_ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
  };
}

/** A KV Connect URL (Deno Deploy's managed KV from outside, or a self-hosted denokv). */
export function isRemoteKv(path: string | null): boolean {
  return path !== null && /^https?:\/\//i.test(path);
}

/** Which store, and whether deploy mode is on; contradictions are configuration errors. */
function storeOf(e: z.output<typeof EnvSchema>): Pick<Config, "kvPath" | "deployMode"> {
  const onDeploy = (e.DENO_DEPLOYMENT_ID ?? "") !== "";
  const remote = isRemoteKv(e.KV_PATH ?? null);
  const fail = (msg: string) => {
    throw new ConfigError(`Invalid configuration: ${msg}`);
  };
  if (remote) {
    if (!URL.canParse(e.KV_PATH!)) fail("KV_PATH: not a valid KV Connect URL");
    if (e.DENO_KV_ACCESS_TOKEN === undefined) {
      fail("DENO_KV_ACCESS_TOKEN: required when KV_PATH is a KV Connect URL");
    }
    // KV Connect never delivers queue messages (denokv remote client), so queues cannot work.
    if (e.DEPLOY_MODE === false) fail("DEPLOY_MODE: must be on with a KV Connect URL (no queues)");
  }
  const deployMode = e.DEPLOY_MODE ?? (onDeploy || remote);
  // On Deploy with no KV_PATH, Deno.openKv() opens the platform's database.
  const kvPath = e.KV_PATH ?? (onDeploy ? null : "data/toolgate.sqlite3");
  return { kvPath, deployMode };
}
