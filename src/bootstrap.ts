import { dirname } from "node:path";
import { type Config, isRemoteKv } from "./config.ts";
import { DEFAULT_PLANS, parsePlansFile, type Plan, type PlanId } from "./domain/plans.ts";
import { SecretBox } from "./lib/secret_box.ts";
import { base64url, randomBytes } from "./lib/crypto.ts";
import type { Logger } from "./lib/log.ts";
import { busyRetryingKv } from "./lib/busy_kv.ts";

/** Start-up failures that should stop the process with a message, not a stack trace. */
export class StartupError extends Error {}

export async function loadPlans(config: Config): Promise<Record<PlanId, Plan>> {
  if (config.plansFile === null) return DEFAULT_PLANS;
  try {
    return parsePlansFile(await Deno.readTextFile(config.plansFile));
  } catch (err) {
    throw new StartupError(`PLANS_FILE ${config.plansFile}: ${firstLine(err)}`);
  }
}

/**
 * The key that encrypts stored secrets: TOOLGATE_ENCRYPTION_KEY, else a key file that the first
 * start creates (mode 0600) so the embedded default needs no configuration. Deploy mode writes
 * nothing to disk, so there the variable is required.
 */
export async function loadSecretBox(config: Config, log: Logger): Promise<SecretBox> {
  if (config.encryptionKey !== null) return SecretBox.fromBase64url(config.encryptionKey);
  if (config.deployMode) {
    throw new StartupError(
      "TOOLGATE_ENCRYPTION_KEY is not set: deploy mode writes no key file, so set it (32 random bytes, base64url)",
    );
  }
  const path = config.encryptionKeyFile;
  try {
    return await SecretBox.fromBase64url((await Deno.readTextFile(path)).trim());
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      throw new StartupError(`TOOLGATE_KEY_FILE ${path}: ${firstLine(err)}`);
    }
  }
  const raw = base64url(randomBytes(32));
  try {
    await Deno.mkdir(dirname(path), { recursive: true });
    await Deno.writeTextFile(path, raw + "\n", { mode: 0o600, createNew: true });
  } catch (err) {
    throw new StartupError(`TOOLGATE_KEY_FILE ${path}: cannot create it: ${firstLine(err)}`);
  }
  log.warn("created a new encryption key file; back it up with the KV data", { path });
  return SecretBox.fromBase64url(raw);
}

/**
 * Opens KV: a local file (its directory created on first start, except in deploy mode), a KV
 * Connect URL (Deno reads DENO_KV_ACCESS_TOKEN itself), or null for the platform's database.
 * The handle retries "database is locked" itself: every store shares it (docs/faults.md).
 */
export async function openKv(path: string | null, createDir = true): Promise<Deno.Kv> {
  const local = path !== null && path !== ":memory:" && !isRemoteKv(path);
  try {
    if (local && createDir) await Deno.mkdir(dirname(path), { recursive: true });
    // A KV Connect URL is contacted here (metadata exchange): a bad URL or token fails now.
    const kv = path === null ? await Deno.openKv() : await Deno.openKv(path);
    return busyRetryingKv(kv);
  } catch (err) {
    throw new StartupError(
      `KV_PATH ${path ?? "(platform)"}: cannot open the store: ${firstLine(err)}`,
    );
  }
}

/** An error's message on one line: start-up failures print one line, no stack. */
export function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split("\n").map((l) => l.trim()).filter((l) => l !== "").join("; ").slice(0, 500);
}
