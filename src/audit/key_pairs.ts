// Name/value pair objects whose value is a secret because of the name beside it.
import { isExemptValue, isSensitiveKey } from "./key_names.ts";
import { labelledSlot, slotNoun } from "./pair_rules.ts";
import { randomLetters } from "./keyed_context.ts";
import { LABEL_FIELDS, valueField } from "./pair_fields.ts";

/**
 * The member holding a pair's secret value, or undefined. HAR/HTTP style `{ name:
 * "Authorization", value: "…" }` pairs: the value inherits the name's sensitivity; under a
 * sensitive key (Postman's `apikey: [{key: "value", value: "…"}]`) so does the pair named "value".
 */
export function pairIsSensitive(obj: Record<string, unknown>, inherited: boolean) {
  const name = obj.name ?? obj.key ?? obj.header;
  if (typeof name === "string" && "value" in obj) {
    // Round 35: a value the name exempts as a member (a webhook's `sha256=<hex>` under
    // `X-Hub-Signature-256`) is exempt as a HAR header's `{name, value}` too.
    if (typeof obj.value === "string" && isExemptValue(name, obj.value)) return undefined;
    return isSensitiveKey(name) || (inherited && name === "value") ? "value" : undefined;
  }
  const at = valueField(obj);
  if (at === undefined) return undefined;
  const value = obj[at] as string;
  // Round 23: a settings export's `{field: "Strava refresh_token", value: "…"}` (or `label`):
  // the slot is described in words, so the value must also look like what the slot names.
  const label = LABEL_FIELDS.map((k) => obj[k]).find((v) => typeof v === "string") ??
    (at === "value" ? undefined : obj.name ?? obj.key);
  if (typeof label !== "string") return undefined;
  return labelledSlot(label, value) || describedLetters(label, value) ? at : undefined;
}

/** Round 30: a described slot (`session cookie`) holding random mixed-case letters without
 * digits (a generated cookie), which the value tests that want three character classes miss. */
function describedLetters(label: string, value: string): boolean {
  return value.length >= 20 && /^[A-Za-z]+$/.test(value) && /[a-z]/.test(value) &&
    /[A-Z]/.test(value) && label.includes(" ") && slotNoun(label) !== undefined &&
    randomLetters(value);
}
