/**
 * Group commit: while one atomic commit is in flight, the commits asked for meanwhile wait and
 * then go to KV together as ONE atomic operation (within KV's limits). An idle committer commits
 * at once. Each member keeps its own all-or-nothing meaning: if the group commit fails (a check
 * of any member, a busy store, a size error), every member is committed again alone and gets its
 * own result, so one member's failure never loses another's writes.
 */
import { commitOrBusy } from "./kv.ts";

/** KV's limits for one atomic operation (checks as the contract counts them: 10). */
export const LIMITS = { checks: 10, mutations: 1000, bytes: 800 * 1024, keyBytes: 80 * 1024 };
/** What a group keeps free of the byte limits: the size below is an estimate. */
const HEADROOM = 0.75;

export type Build = (op: Deno.AtomicOperation) => void;

export interface Cost {
  checks: number;
  mutations: number;
  bytes: number;
  keyBytes: number;
}

type Step = (op: Deno.AtomicOperation) => void;

/** Records what a build does to an atomic operation, so it can be measured and replayed. */
export class Recorder {
  readonly steps: Step[] = [];
  readonly cost: Cost = { checks: 0, mutations: 0, bytes: 0, keyBytes: 0 };

  check(...checks: Deno.AtomicCheck[]): this {
    for (const c of checks) {
      this.cost.checks++;
      this.#key(c.key, 1);
      this.steps.push((op) => op.check(c));
    }
    return this;
  }
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this {
    this.#mutation(key, value);
    this.steps.push((op) => op.set(key, value, options));
    return this;
  }
  sum(key: Deno.KvKey, n: bigint): this {
    this.#mutation(key, 8);
    this.steps.push((op) => op.sum(key, n));
    return this;
  }
  mutate(...mutations: Deno.KvMutation[]): this {
    for (const m of mutations) {
      this.#mutation(m.key, "value" in m ? m.value : 0);
      this.steps.push((op) => op.mutate(m));
    }
    return this;
  }
  delete(key: Deno.KvKey): this {
    this.#mutation(key, 0);
    this.steps.push((op) => op.delete(key));
    return this;
  }
  enqueue(value: unknown, options?: Parameters<Deno.AtomicOperation["enqueue"]>[1]): this {
    this.cost.mutations++;
    this.cost.bytes += sizeOf(value) + 4 * (options?.backoffSchedule?.length ?? 0);
    this.steps.push((op) => op.enqueue(value, options));
    return this;
  }

  #mutation(key: Deno.KvKey, value: unknown): void {
    this.cost.mutations++;
    // KV counts a mutation's key twice in the total size.
    this.#key(key, 2);
    this.cost.bytes += sizeOf(value);
  }
  #key(key: Deno.KvKey, times: number): void {
    const bytes = key.reduce<number>((n, part) => n + sizeOf(part) + 2, 0);
    this.cost.keyBytes += bytes;
    this.cost.bytes += bytes * times;
  }

  replay(op: Deno.AtomicOperation): void {
    for (const step of this.steps) step(op);
  }
}

/** An upper bound of a value's serialized size (strings at 3 bytes a unit, as UTF-8 at worst). */
export function sizeOf(value: unknown): number {
  if (typeof value === "string") return value.length * 3 + 5;
  if (value instanceof Uint8Array) return value.byteLength + 5;
  if (value instanceof Deno.KvU64 || typeof value === "number" || typeof value === "bigint") {
    return 10;
  }
  if (value === null || value === undefined || typeof value === "boolean") return 2;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + sizeOf(v), 5);
  if (typeof value === "object") {
    let n = 5;
    for (const [k, v] of Object.entries(value)) n += k.length * 3 + 5 + sizeOf(v);
    return n;
  }
  return 16;
}

/** A recorded build: how much of an atomic operation it takes, and how to write it. */
export function record(build: Build): Recorder {
  const rec = new Recorder();
  build(rec as unknown as Deno.AtomicOperation);
  return rec;
}

export function fits(a: Cost, b: Cost = { checks: 0, mutations: 0, bytes: 0, keyBytes: 0 }) {
  return a.checks + b.checks <= LIMITS.checks &&
    a.mutations + b.mutations <= LIMITS.mutations &&
    a.bytes + b.bytes <= LIMITS.bytes * HEADROOM &&
    a.keyBytes + b.keyBytes <= LIMITS.keyBytes * HEADROOM;
}

type Result = Deno.KvCommitResult | Deno.KvCommitError;

interface Member {
  rec: Recorder;
  done: PromiseWithResolvers<Result>;
}

export class GroupCommitter {
  #kv: Deno.Kv;
  #queue: Member[] = [];
  #busy = false;
  /** Commits made and members written (a member alone counts as a group of one). */
  readonly stats = { commits: 0, members: 0, fallbacks: 0 };

  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  /** Commits `build`'s writes, grouped with others' if a commit is in flight; like op.commit(). */
  commit(build: Build | Recorder): Promise<Result> {
    const rec = build instanceof Recorder ? build : record(build);
    const done = Promise.withResolvers<Result>();
    this.#queue.push({ rec, done });
    if (!this.#busy) this.#drain();
    return done.promise;
  }

  async #drain(): Promise<void> {
    this.#busy = true;
    try {
      while (this.#queue.length > 0) await this.#commitGroup(this.#take());
    } finally {
      this.#busy = false;
    }
  }

  /** The queued members that fit one atomic operation, in order (the first always). */
  #take(): Member[] {
    const group = [this.#queue[0]];
    const cost = { ...this.#queue[0].rec.cost };
    let i = 1;
    for (; i < this.#queue.length; i++) {
      const next = this.#queue[i].rec.cost;
      if (!fits(cost, next)) break;
      group.push(this.#queue[i]);
      cost.checks += next.checks;
      cost.mutations += next.mutations;
      cost.bytes += next.bytes;
      cost.keyBytes += next.keyBytes;
    }
    this.#queue.splice(0, i);
    return group;
  }

  async #commitGroup(group: Member[]): Promise<void> {
    if (group.length > 1) {
      const op = this.#kv.atomic();
      for (const m of group) m.rec.replay(op);
      const res = await commitOrBusy(op).catch(() => ({ ok: false }) as Deno.KvCommitError);
      this.stats.commits++;
      if (res.ok) {
        this.stats.members += group.length;
        for (const m of group) m.done.resolve(res);
        return;
      }
      this.stats.fallbacks++;
    }
    // Alone, each member gets its own outcome: a failed check or an error is its own.
    await Promise.all(group.map(async (m) => {
      const op = this.#kv.atomic();
      m.rec.replay(op);
      try {
        const res = await commitOrBusy(op);
        this.stats.commits++;
        this.stats.members++;
        m.done.resolve(res);
      } catch (err) {
        m.done.reject(err);
      }
    }));
  }
}

const committers = new WeakMap<Deno.Kv, GroupCommitter>();

/** The one committer of a KV handle, shared by every store writing through it. */
export function committerFor(kv: Deno.Kv): GroupCommitter {
  let c = committers.get(kv);
  if (!c) committers.set(kv, c = new GroupCommitter(kv));
  return c;
}

/** Adds `part`'s cost to `into`'s (after its steps were appended). */
export function addCost(into: Recorder, part: Recorder): void {
  into.cost.checks += part.cost.checks;
  into.cost.mutations += part.cost.mutations;
  into.cost.bytes += part.cost.bytes;
  into.cost.keyBytes += part.cost.keyBytes;
}
