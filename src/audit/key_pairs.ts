// Name/value pair objects whose value is a secret because of the name beside it.
import { isSensitiveKey } from "./key_names.ts";

/**
 * HAR/HTTP style `{ name: "Authorization", value: "…" }` pairs: the value inherits the name's
 * sensitivity; under a sensitive key (Postman's `apikey: [{key: "value", value: "…"}]`) so does
 * the pair named "value".
 */
export function pairIsSensitive(obj: Record<string, unknown>, inherited: boolean): boolean {
  const name = obj.name ?? obj.key ?? obj.header;
  return typeof name === "string" && "value" in obj &&
    (isSensitiveKey(name) || (inherited && name === "value"));
}
