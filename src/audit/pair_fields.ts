// The members of a name/value record: where its label and its value sit (see key_pairs.ts).
// Round 28: the value of a described pair may sit under `val` or an XML export's `#text`, and
// the slot may be named by `credential` or an XML attribute's `@name` (a secrets inventory's
// `{"system": …, "credential": "Lever API key", "value": "…"}`).
const VALUE_FIELDS = ["value", "val", "#text"];
// Round 38: a vault tool's `item` (`{"item": "branch VPN password", "value": …}`).
export const LABEL_FIELDS = ["field", "label", "credential", "item", "@name"];

export function valueField(obj: Record<string, unknown>): string | undefined {
  return VALUE_FIELDS.find((k) => typeof obj[k] === "string");
}

/** A label member (`credential: "claims portal session token"`) beside its value: words that
 * name the slot, not a secret, though `credential` is a credential's key name elsewhere. */
export function pairLabel(obj: Record<string, unknown>, key: string, child: string): boolean {
  return LABEL_FIELDS.includes(key) && valueField(obj) !== undefined &&
    /^[\p{L}\d][\p{L}\d_.()\/&'-]*(?: [\p{L}\d_.()\/&'-]+){1,9}$/u.test(child);
}
