/**
 * Helpers shared by the audit benchmarks (audit_rules.ts, audit_phrase_rules.ts,
 * audit_classifier.ts, scripts/classifier/compare_cost.ts).
 */
import process from "node:process";

/** The text of a benchmark payload (its first content block). */
export function textOf(value: unknown): string {
  const v = value as { content: Array<{ text: string }> };
  return v.content[0].text;
}

/** Mean microseconds per call of `fn` over `rounds` calls, after 5 warm-up calls. */
export function micros(fn: () => unknown, rounds: number): number {
  for (let i = 0; i < 5; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) fn();
  return ((performance.now() - t0) / rounds) * 1000;
}

/** Process CPU milliseconds (user + system) spent in one call of `fn`. */
export function cpuMs(fn: () => unknown): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

/** p50, mean and p99 of CPU samples, rounded to microseconds. */
export function cpuStats(xs: number[]): { p50: number; mean: number; p99: number } {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const at = (q: number) => r(s[Math.min(s.length - 1, Math.floor(q * s.length))]);
  return { p50: at(0.5), mean: r(s.reduce((a, b) => a + b, 0) / s.length), p99: at(0.99) };
}
