/**
 * `deno task bench`: every benchmark, one after another so they don't compete for the 2 cores.
 * Each reports its figures against a baseline measured in the same run. Pass area names to run a
 * subset: `deno task bench rest search`.
 */
import { benchRest } from "./rest.ts";
import { benchMcp } from "./mcp.ts";
import { benchMcpSdk } from "./mcp_sdk.ts";
import { benchSearch } from "./search.ts";
import { benchWebhooks } from "./webhooks.ts";
import { benchAudit } from "./audit.ts";
import { benchAuditClassifier } from "./audit_classifier.ts";
import { benchStats } from "./stats.ts";
import { benchApp } from "./app.ts";

const ALL: Record<string, () => Promise<Record<string, unknown>>> = {
  rest: benchRest,
  mcp: benchMcp,
  "mcp-sdk": () => benchMcpSdk().then((rows) => ({ rows })),
  search: benchSearch,
  webhooks: () => benchWebhooks({ n: 1000 }),
  audit: benchAudit,
  "audit-classifier": benchAuditClassifier,
  stats: benchStats,
  app: benchApp,
  peers: () => import("./peers.ts").then((m) => m.benchPeers()),
};

const wanted = Deno.args.length > 0 ? Deno.args : Object.keys(ALL);
const unknown = wanted.filter((name) => !(name in ALL));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(", ")}. Known: ${Object.keys(ALL).join(", ")}`,
  );
  Deno.exit(2);
}
const report: Record<string, unknown> = { startedAt: new Date().toISOString() };
for (const name of wanted) {
  console.error(`running ${name} benchmark...`);
  report[name] = await ALL[name]();
}
console.log(JSON.stringify(report, null, 2));
