/**
 * Outbound delivery slots of one process, shared fairly: at most `perEndpoint` attempts run per
 * endpoint (a slow or hanging receiver holds only its own slots), and free slots go round-robin
 * across accounts with waiting work, so one busy account cannot starve the others.
 */
interface Task {
  endpointId: string;
  start: () => void;
}

export class FairScheduler {
  #total: number;
  #perEndpoint: number;
  #running = 0;
  #byEndpoint = new Map<string, number>();
  /** Waiting tasks per account; Map order is the round-robin order. */
  #waiting = new Map<string, Task[]>();
  #stopped = false;
  #idle: (() => void)[] = [];

  constructor(total: number, perEndpoint: number) {
    this.#total = Math.max(1, total);
    this.#perEndpoint = Math.max(1, perEndpoint);
  }

  get running(): number {
    return this.#running;
  }

  /** Runs `fn` in a slot; resolves to null without running it once the scheduler is stopped. */
  run<T>(accountId: string, endpointId: string, fn: () => Promise<T>): Promise<T | null> {
    if (this.#stopped) return Promise.resolve(null);
    return new Promise<T | null>((resolve, reject) => {
      const task: Task = {
        endpointId,
        start: () => {
          this.#running++;
          this.#byEndpoint.set(endpointId, (this.#byEndpoint.get(endpointId) ?? 0) + 1);
          fn().then(resolve, reject).finally(() => this.#done(endpointId));
        },
      };
      const list = this.#waiting.get(accountId) ?? [];
      this.#waiting.set(accountId, list);
      list.push(task);
      this.#pump();
    });
  }

  /** Starts nothing more (waiting tasks resolve null); running ones finish. */
  stop(): void {
    this.#stopped = true;
    this.#waiting.clear();
    if (this.#running === 0) { for (const wake of this.#idle.splice(0)) wake(); }
  }

  /** Resolves true once nothing runs, or false after `boundMs`. */
  idle(boundMs: number): Promise<boolean> {
    if (this.#running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), boundMs);
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  #done(endpointId: string): void {
    this.#running--;
    const n = (this.#byEndpoint.get(endpointId) ?? 1) - 1;
    if (n === 0) this.#byEndpoint.delete(endpointId);
    else this.#byEndpoint.set(endpointId, n);
    this.#pump();
    if (this.#running === 0) { for (const wake of this.#idle.splice(0)) wake(); }
  }

  /** Fills free slots: each account in turn gives its oldest task whose endpoint has room. */
  #pump(): void {
    let progressed = true;
    while (this.#running < this.#total && progressed && !this.#stopped) {
      progressed = false;
      for (const [accountId, list] of [...this.#waiting]) {
        if (this.#running >= this.#total) break;
        const at = list.findIndex((t) =>
          (this.#byEndpoint.get(t.endpointId) ?? 0) < this.#perEndpoint
        );
        if (at === -1) continue;
        const [task] = list.splice(at, 1);
        // Served: the account goes to the back of the round.
        this.#waiting.delete(accountId);
        if (list.length > 0) this.#waiting.set(accountId, list);
        task.start();
        progressed = true;
      }
    }
  }
}
