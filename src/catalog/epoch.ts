/**
 * The catalogue epoch of an account: a key rewritten in the same commit as anything an MCP
 * catalogue view is built from. Its versionstamp tells every process when to rebuild.
 */
import { keys } from "../storage/keys.ts";

export function bumpEpoch(op: Deno.AtomicOperation, accountId: string, nowMs: number): void {
  op.set(keys.catalogEpoch(accountId), nowMs);
}
