// Redaction round 34 (issue 13): the identifier half of a JSON credential pair. A bare UUID under
// a key's name beside a member holding the secret half (`apiKey` with `apiSecret`,
// `integrationKey` with `privateKey`) is the pair's identifier, as a client id is.
import { isTemplateOrMask } from "./placeholders.ts";
import { NOT_SECRET_NAME } from "./context_rules.ts";
import { credentialShaped } from "./credential_shape.ts";
import { NOUNS } from "./foreign_link_words.ts";
import { RESOURCE_SID } from "./session_rules.ts";

const UUID_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_HALF = /secret|private|password/i;

export function pairIdentifier(obj: Record<string, unknown>, key: string, child: string): boolean {
  // Round 38: a resource SID under a `sid` name (Twilio's `AC…` beside its auth token) is the
  // account's identifier, whatever its neighbours.
  if (/sid$/i.test(key) && RESOURCE_SID.test(child)) return true;
  if (!UUID_VALUE.test(child) || !/key(?:[_-]?id)?$/i.test(key) || SECRET_HALF.test(key)) {
    return false;
  }
  return Object.keys(obj).some((k) =>
    k !== key && SECRET_HALF.test(k) && typeof obj[k] === "string" && obj[k] !== ""
  );
}

// A member named by a credential noun of the foreign-link lists (`"رمز_عبور"`, `"pin-kod"`,
// `"கடவுச்சொல்"`), holding a value: a code's digits, a password or key that is no plain word.
const NOUN_KIND = new Map(NOUNS.map(([w, kind]) => [w.toLowerCase().replace(/[_-]/g, " "), kind]));

export function foreignNounMember(key: string, child: string): boolean {
  if (key.length > 40) return false;
  const folded = key.toLowerCase().replace(/[_-]/g, " ").trim();
  // One ASCII word ("login", "pin") is the English key rules' to judge.
  if (/^[ -~]+$/.test(folded) && !folded.includes(" ")) return false;
  const kind = NOUN_KIND.get(folded);
  if (kind === undefined || child.length < 4 || isTemplateOrMask(child)) return false;
  // A code holds digits; a password or key is no plain word ("required", "enabled").
  if (kind === "code") return /\d/.test(child);
  return /[A-Za-z0-9]/.test(child) && /[\d!-\/:-@[-`{-~]/.test(child) && !/\s/.test(child);
}

// A map of credentials named by scope or stage (`"api-keys": {"read/trade": V, "read": V}`): under
// a parent named for tokens, secrets, passwords or credentials, or for keys with a credential's
// stem (`cache.keys`, `sort_keys` hold lookups), each member holding random material is one,
// whatever its name; a member naming the public or identifying half (`public`, `id`) is not.
const MAP_PARENT = /^([a-z\d]{0,20}?)(?:tokens|secrets|passwords|credentials)$/;
const KEY_MAP_PARENT =
  /^(?:api|access|auth|secret|private|signing|client|app|service|account|bot|deploy)s?keys$/;
const MAP_PUBLIC_MEMBER =
  /^(?:pub|Pub|PUB)|(?:^|[_-])(?:id|Id|ID|name|Name|label|type|fingerprint|hint)$|[a-z]Id$/;

/** `parent` (a normalised key) names a map of credentials. */
export function credentialMapParent(parent: string): boolean {
  const m = MAP_PARENT.exec(parent);
  return (m !== null && !NOT_SECRET_NAME.test(m[1])) || KEY_MAP_PARENT.test(parent);
}

/** A member of such a map holding a credential. */
export function credentialMapMember(key: string, child: string): boolean {
  return !MAP_PUBLIC_MEMBER.test(key) && credentialShaped(child);
}
