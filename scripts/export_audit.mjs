#!/usr/bin/env node
/**
 * Operator export of the Activity (audit) trail as JSON lines, on Node through @deno/kv, from the
 * store the service uses: a local KV file or a KV Connect URL (token in DENO_KV_ACCESS_TOKEN).
 *
 *   node scripts/export_audit.mjs --kv data/toolgate.sqlite3 [--account acc_…] [--since ISO]
 *
 * Oldest first, one row per line: {"accountId", ...the row as GET /activity shows it}. Rows past
 * their retention and rows whose payload is incomplete are skipped and counted on stderr. The
 * rows were redacted when they were written; this tool adds nothing and removes nothing.
 * Install its one dependency with `deno install` (it lands in node_modules/@deno/kv). Values are
 * decoded by export_audit_v8.mjs: Node 20 cannot read the V8 format version Deno 2.9 writes.
 */
import { openKv } from "@deno/kv";
import { decodeV8 } from "./export_audit_v8.mjs";

const USAGE =
  "usage: node scripts/export_audit.mjs --kv <path|url> [--account <id>] [--since <ISO>]";

function parseArgs(argv) {
  const opts = { kv: null, account: null, sinceMs: null };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) fail(`${flag}: missing value; ${USAGE}`, 2);
    if (flag === "--kv") opts.kv = value;
    else if (flag === "--account") opts.account = value;
    else if (flag === "--since") {
      opts.sinceMs = Date.parse(value);
      if (Number.isNaN(opts.sinceMs)) fail(`--since ${value}: not an ISO date`, 2);
    } else fail(`unknown option ${flag}; ${USAGE}`, 2);
  }
  if (opts.kv === null) fail(`--kv is required; ${USAGE}`, 2);
  return opts;
}

function fail(message, code = 1) {
  process.stderr.write(`export_audit: ${message}\n`);
  process.exit(code);
}

/** The row's arguments/result/findings: inline beside the metadata, or raw byte chunks. */
async function payloadOf(kv, accountId, meta) {
  if (meta.inline !== null) return meta.inline;
  const parts = [];
  for await (const e of kv.list({ prefix: ["activity_chunks", accountId, meta.id] })) {
    parts.push(e.value);
  }
  if (parts.length !== meta.chunks) return null;
  return Buffer.concat(parts).toString("utf8");
}

async function exportRows(kv, opts, out) {
  const prefix = opts.account === null ? ["activity"] : ["activity", opts.account];
  const counts = { rows: 0, expired: 0, incomplete: 0 };
  const now = Date.now();
  for await (const e of kv.list({ prefix }, { batchSize: 500 })) {
    const [, accountId, createdAtMs] = e.key;
    if (opts.sinceMs !== null && createdAtMs < opts.sinceMs) continue;
    const { expiresAt, inline: _inline, chunks: _chunks, ...scalars } = e.value;
    if (expiresAt <= now) {
      counts.expired++;
      continue;
    }
    const text = await payloadOf(kv, accountId, e.value);
    if (text === null) {
      counts.incomplete++;
      continue;
    }
    const row = { accountId, ...scalars, ...JSON.parse(text) };
    if (!out.write(JSON.stringify(row) + "\n")) await new Promise((r) => out.once("drain", r));
    counts.rows++;
  }
  return counts;
}

const opts = parseArgs(process.argv.slice(2));
let kv;
try {
  // The exporter only reads: encoding a value would be a bug, so it throws.
  const encodeV8 = () => {
    throw new Error("export_audit writes nothing");
  };
  kv = await openKv(opts.kv, { decodeV8, encodeV8 });
} catch (err) {
  fail(`--kv ${opts.kv}: cannot open the store: ${String(err?.message ?? err).split("\n")[0]}`);
}
try {
  const counts = await exportRows(kv, opts, process.stdout);
  process.stderr.write(`export_audit: ${JSON.stringify(counts)}\n`);
} finally {
  kv.close();
}
