import { base62, randomBytes } from "./crypto.ts";

/** Prefixed random ids for our own records (Activity rows and events use plain UUIDs). */
export function newId(prefix: "acct" | "key" | "cli" | "usr" | "whe" | "apr" | "srv"): string {
  return `${prefix}_${base62(randomBytes(16), 22)}`;
}
