/**
 * Graceful shutdown of one service instance: counts run_tool calls in flight and, when the drain
 * time is up, cuts the ones still waiting on their upstream so each still writes its Activity row
 * (with an honest "may or may not have run") before the process closes KV.
 */
import type { Deps } from "../deps.ts";

export class Drain {
  #inFlight = 0;
  #idle: (() => void)[] = [];
  #cut = Promise.withResolvers<void>();
  #cutting = false;

  /** Resolves when `cut()` is called; run_tool races its gate against it. */
  get cutOff(): Promise<void> {
    return this.#cut.promise;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get cutting(): boolean {
    return this.#cutting;
  }

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.#inFlight++;
    try {
      return await work();
    } finally {
      if (--this.#inFlight === 0) { for (const wake of this.#idle.splice(0)) wake(); }
    }
  }

  cut(): void {
    this.#cutting = true;
    this.#cut.resolve();
  }

  /** Resolves once no call is in flight, or after `boundMs` (true: idle reached). */
  idle(boundMs: number): Promise<boolean> {
    if (this.#inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), boundMs);
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

const drains = new WeakMap<Deps, Drain>();

/** The drain of the instance built on these deps (one per composition root). */
export function drainOf(deps: Deps): Drain {
  let d = drains.get(deps);
  if (d === undefined) drains.set(deps, d = new Drain());
  return d;
}
