/**
 * Cost of the trained injection classifier on the audit benchmark's ~60 KB results: the whole
 * audit (redaction + findings) with the classifier off and on, interleaved call by call so both
 * see the same machine load, and the classifier's own pass alone. CPU milliseconds, p50/p99.
 * Plus one payload of benign Chinese, Russian and German prose.
 * Run: deno run -A scripts/bench/audit_classifier.ts   (or: deno task bench audit-classifier)
 */
import { setInjectionClassifier } from "../../src/audit/classifier_scan.ts";
import { classifyInto } from "../../src/audit/classifier_scan.ts";
import { newScanState } from "../../src/audit/scan_state.ts";
import { audit, workloads } from "./audit.ts";
import { cpuMs, cpuStats } from "./audit_timing.ts";

const ROUNDS = 300;
const WARMUP = 30;
const BUDGET_MS = 1;

/** The whole audit's figures: p50 and p99 only. */
function stats(xs: number[]) {
  const { p50, p99 } = cpuStats(xs);
  return { p50, p99 };
}

/** Audit off / audit on / classifier pass alone, one of each per round. */
function measure(value: unknown) {
  const off: number[] = [], on: number[] = [], alone: number[] = [];
  const classify = () => classifyInto(value, "/result", newScanState());
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    setInjectionClassifier(null);
    const a = cpuMs(() => audit(value));
    setInjectionClassifier();
    const b = cpuMs(() => audit(value));
    const c = cpuMs(classify);
    if (i >= WARMUP) (off.push(a), on.push(b), alone.push(c));
  }
  const so = stats(off), sn = stats(on), sc = stats(alone);
  const r = (x: number, y: number) => Math.round((x / y) * 100) / 100;
  return {
    auditClassifierOff: so,
    auditClassifierOn: sn,
    classifierAlone: sc,
    ratioOnToOff: { p50: r(sn.p50, so.p50), p99: r(sn.p99, so.p99) },
    classifierShareOfAudit: { p50: r(sc.p50, so.p50), p99: r(sc.p99, so.p99) },
  };
}

/** ~60 KB of benign Chinese, Russian and German: the gate's fast pass reads other scripts too. */
function foreign() {
  const lines = [
    "会议改到周四下午三点，请大家准时参加。厂家之前的说明书同样适用于这个型号。",
    "Инструкция по сборке находится в коробке. Отправьте отчёт руководителю до пятницы.",
    "Die Spielregeln stehen auf der Rückseite der Schachtel. Der Termin bleibt am Montag.",
  ];
  let text = "";
  for (let i = 0; text.length < 60_000; i++) text += lines[i % lines.length] + "\n";
  return { content: [{ type: "text", text: text.slice(0, 60_000) }] };
}

export function benchAuditClassifier(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {
    name: "audit-classifier",
    rounds: ROUNDS,
    budgetMs: BUDGET_MS,
  };
  let worst = 0;
  for (const [name, value] of Object.entries({ ...workloads(), foreignProse: foreign() })) {
    const m = measure(value);
    worst = Math.max(worst, m.classifierAlone.p99);
    out[name] = m;
  }
  setInjectionClassifier(null);
  out.worstClassifierP99Ms = worst;
  out.withinBudget = worst < BUDGET_MS;
  out.loadAvg1m = Deno.loadavg()[0];
  return Promise.resolve(out);
}

if (import.meta.main) {
  console.log(JSON.stringify(await benchAuditClassifier(), null, 2));
}
