import type { Deps } from "../../src/deps.ts";
import { loadConfig } from "../../src/config.ts";
import { DEFAULT_PLANS } from "../../src/domain/plans.ts";
import { SecretBox } from "../../src/lib/secret_box.ts";
import { silentLogger } from "../../src/lib/log.ts";
import type { CatalogServer } from "../../src/domain/catalog.ts";
import { createAccount, type NewAccountSchema } from "../../src/storage/accounts.ts";
import { createApiKey } from "../../src/storage/api_keys.ts";
import type { z } from "zod";

// A fixed test key: encryption is real, only the key material is not secret.
const TEST_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";

/** Deps over a real KV (":memory:" unless given), with an optional frozen or stepping clock. */
export async function createTestDeps(over: Partial<Deps> & { env?: Record<string, string> } = {}) {
  const { env = {}, ...rest } = over;
  const config = loadConfig({ KV_PATH: ":memory:", ...env });
  const deps: Deps = {
    kv: rest.kv ?? await Deno.openKv(":memory:"),
    config,
    now: Date.now,
    fetch: globalThis.fetch,
    plans: DEFAULT_PLANS,
    secrets: await SecretBox.fromBase64url(TEST_KEY),
    log: silentLogger,
    catalog: [] as CatalogServer[],
    ...rest,
  };
  return deps;
}

/** A new account with one live API key. */
export async function accountWithKey(
  deps: Deps,
  input: Partial<z.input<typeof NewAccountSchema>> = {},
) {
  const account = await createAccount(deps.kv, deps.now, { name: "Test account", ...input });
  const { record, key } = await createApiKey(deps.kv, deps.now, account.id, "test key");
  return { account, keyRecord: record, key };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let t = start;
  return { now: () => t, set: (ms: number) => (t = ms), advance: (ms: number) => (t += ms) };
}
