// Name/value pair objects whose value is a secret because of the name beside it.
import { isSensitiveKey } from "./key_names.ts";
import { labelledSlot } from "./pair_rules.ts";

/**
 * HAR/HTTP style `{ name: "Authorization", value: "…" }` pairs: the value inherits the name's
 * sensitivity; under a sensitive key (Postman's `apikey: [{key: "value", value: "…"}]`) so does
 * the pair named "value".
 */
export function pairIsSensitive(obj: Record<string, unknown>, inherited: boolean): boolean {
  const name = obj.name ?? obj.key ?? obj.header;
  if (typeof name === "string" && "value" in obj) {
    return isSensitiveKey(name) || (inherited && name === "value");
  }
  // Round 23: a settings export's `{field: "Strava refresh_token", value: "…"}` (or `label`):
  // the slot is described in words, so the value must also look like what the slot names.
  const label = obj.field ?? obj.label;
  return typeof label === "string" && typeof obj.value === "string" &&
    labelledSlot(label, obj.value);
}
