/** Helpers shared by the per-rule audit benchmarks (audit_rules.ts, audit_phrase_rules.ts). */

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
