/**
 * A seeded PRNG (mulberry32) and the failure bookkeeping of the fuzz suites. Every suite prints
 * its seed; FUZZ_SEED=<n> replays a run exactly (the cases depend on nothing else).
 */

export class Rng {
  #state: number;
  constructor(readonly seed: number) {
    this.#state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** The suite's seed: FUZZ_SEED when set (to replay a printed run), else the fixed default. */
export function suiteSeed(name: string, fallback: number): number {
  const raw = Deno.env.get("FUZZ_SEED");
  const seed = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) >>> 0 : fallback;
  console.log(`[fuzz] ${name}: seed ${seed} (replay with FUZZ_SEED=${seed})`);
  return seed;
}

/**
 * Records unhandled promise rejections and uncaught errors while a suite runs (preventDefault
 * keeps the runner going, so the suite can say which case was in flight).
 */
export function watchRejections() {
  const reasons: string[] = [];
  const onRejection = (e: PromiseRejectionEvent) => {
    e.preventDefault();
    reasons.push(`unhandled rejection: ${describe(e.reason)}`);
  };
  const onError = (e: ErrorEvent) => {
    e.preventDefault();
    reasons.push(`uncaught error: ${describe(e.error ?? e.message)}`);
  };
  globalThis.addEventListener("unhandledrejection", onRejection);
  globalThis.addEventListener("error", onError);
  return {
    reasons,
    stop() {
      globalThis.removeEventListener("unhandledrejection", onRejection);
      globalThis.removeEventListener("error", onError);
    },
  };
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? String(value);
  return String(value);
}

/** Collects violations with the case that caused them; fails once, listing the first few. */
export class Findings {
  readonly items: string[] = [];
  readonly statuses = new Map<string, number>();
  cases = 0;
  constructor(readonly suite: string, readonly seed: number) {}

  /** Counts one answered case under a label (its status), for the closing summary. */
  saw(label: string | number): void {
    this.cases++;
    this.statuses.set(String(label), (this.statuses.get(String(label)) ?? 0) + 1);
  }

  add(caseNo: number, what: string, request: string): void {
    this.items.push(`#${caseNo} ${what}\n    request: ${request.slice(0, 600)}`);
  }

  /** Throws (the test fails) when anything was recorded, here or by the rejection watcher. */
  assertClean(rejections: string[] = []): void {
    const all = [...this.items, ...rejections];
    const seen = [...this.statuses].sort().map(([k, n]) => `${k}×${n}`).join(" ");
    console.log(
      `[fuzz] ${this.suite}: ${this.cases} cases, ${all.length} findings (seed ${this.seed})`,
    );
    console.log(`[fuzz] ${this.suite} answers: ${seen}`);
    if (all.length === 0) return;
    const head = all.slice(0, 12).join("\n");
    throw new Error(
      `${this.suite}: ${all.length} findings with seed ${this.seed}` +
        ` (replay with FUZZ_SEED=${this.seed}):\n${head}`,
    );
  }
}
