import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../src/config.ts";

Deno.test("[config] defaults follow the spec README", () => {
  const c = loadConfig({});
  assert.equal(c.port, 8000);
  assert.equal(c.publicUrl, "http://localhost:8000");
  assert.equal(c.kvPath, "data/toolgate.sqlite3");
  assert.equal(c.allowPrivateEgress, false);
  assert.equal(c.upstreamTimeoutMs, 30_000);
  assert.equal(loadConfig({ PORT: "9000" }).publicUrl, "http://localhost:9000");
  assert.equal(
    loadConfig({ PUBLIC_URL: "https://gw.example.com/" }).publicUrl,
    "https://gw.example.com",
  );
  assert.equal(loadConfig({ KV_PATH: ":memory:" }).kvPath, ":memory:");
});

Deno.test("[config] a bad value names the variable", () => {
  const bad: Record<string, string>[] = [
    { PORT: "80a" },
    { PORT: "70000" },
    { PUBLIC_URL: "ftp://x" },
    { TOOLGATE_ENCRYPTION_KEY: "short" },
    { TOOLGATE_ALLOW_PRIVATE_EGRESS: "yes" },
    { UPSTREAM_TIMEOUT_MS: "1e3" },
  ];
  for (const env of bad) {
    const name = Object.keys(env)[0];
    assert.throws(
      () => loadConfig(env),
      (e: Error) => e instanceof ConfigError && e.message.includes(name),
    );
  }
});
