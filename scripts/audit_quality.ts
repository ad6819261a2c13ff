// Prints recall / false-positive rate of the audit filters on the labelled fixtures, and the CPU
// time to redact and scan 64 KB results. Run: deno run -A scripts/audit_quality.ts
import process from "node:process";
import { scanForInjection } from "../src/audit/injection.ts";
import { redactValue } from "../src/audit/redact.ts";
import {
  injectionQuality,
  type Quality,
  redactionQuality,
} from "../tests/audit/fixtures/quality.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "../tests/audit/fixtures/realistic.ts";

function pct(x: number): string {
  return (100 * x).toFixed(2) + "%";
}

function printFamily(name: string, q: Quality): void {
  console.log(`\n${name}`);
  console.log(`  positives ${q.positives}, detected ${q.detected}, recall ${pct(q.recall)}`);
  console.log(
    `  negatives ${q.negatives}, false positives ${q.falsePositives}, FPR ${
      pct(q.falsePositiveRate)
    }`,
  );
  const rules = Object.entries(q.perRule).sort(([a], [b]) => a.localeCompare(b));
  console.log(
    "  per rule (detected/positives): " +
      rules.map(([r, v]) => `${r} ${v.detected}/${v.positives}`).join(", "),
  );
  for (const m of q.misses) console.log(`  MISS ${m}`);
  for (const f of q.falseAlarms) console.log(`  FALSE POSITIVE ${f}`);
}

/** Median CPU milliseconds per call (user + system), robust to a busy machine. */
function cpuMs(f: () => void, rounds = 15, per = 10): number {
  for (let i = 0; i < 20; i++) f();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < per; i++) f();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000 / per);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

function fill(parts: string[], bytes: number): string {
  let s = "";
  for (let i = 0; s.length < bytes; i++) s += parts[i % parts.length] + "\n";
  return s.slice(0, bytes);
}

function workloads(): Array<[string, unknown]> {
  const text = fill(REALISTIC_BENIGN, 64_000);
  const secrets = realisticSecrets().map((c) => c.text);
  const mixed = fill([...REALISTIC_BENIGN, ...secrets], 64_000);
  const rows = Array.from({ length: 400 }, (_, i) => ({
    id: i,
    title: `Issue ${i}: login fails after upgrade`,
    author: { login: `user${i}`, email: `user${i}@example.com` },
    labels: ["bug", "p2"],
    created_at: "2024-05-01T10:00:00Z",
    usage: { input_tokens: 120 + i, output_tokens: 40 },
  }));
  return [
    ["64 KB text result", { content: [{ type: "text", text }] }],
    ["64 KB text with secrets", { content: [{ type: "text", text: mixed }] }],
    [`JSON rows (${JSON.stringify(rows).length} bytes)`, JSON.parse(JSON.stringify({ rows }))],
  ];
}

printFamily("Redaction", redactionQuality());
printFamily("Injection", injectionQuality());
console.log("\nCPU time per call (median of 15 rounds):");
for (const [name, value] of workloads()) {
  const r = cpuMs(() => redactValue(value, "/result"));
  const s = cpuMs(() => scanForInjection(value, "/result", "result"));
  const ref = cpuMs(() => JSON.parse(JSON.stringify(value)));
  console.log(
    `  ${name}: redactValue ${r.toFixed(2)} ms, scanForInjection ${s.toFixed(2)} ms ` +
      `(reference: JSON.parse(JSON.stringify(value)) ${ref.toFixed(2)} ms)`,
  );
}
