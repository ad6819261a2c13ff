// What a credential value looks like whatever its vendor: enough random material (hex, base62,
// upper case and digits, a vendor prefix before a UUID), and not a word, name, date, version,
// path, hash notation, secret-manager reference or placeholder.
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";

export const UUID_ONLY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREFIXED_UUID =
  /^[A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,12}){0,2}[_-][0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Values that are public by design or only point at a secret stored elsewhere; checksummed
// formats (svc_, GitHub, npm) are judged by their own rules, a failing checksum included.
const NOT_A_VALUE =
  /^(?:pk_(?:live|test)_|(?:svc|gh[pousr]|npm)_|sb_publishable_|phc_|FLWPUBK|rzp_(?:live|test)_|data:|[a-z][\w+.-]*:\/\/|vault:|arn:aws:|projects\/[^\/]+\/secrets\/|sha\d+[:-]|md5[:-]|[.~\/\\])/i;

const PUBLIC_VALUE = /^(?:pk_(?:live|test)_|sb_publishable_|phc_|FLWPUBK|rzp_(?:live|test)_)/;

/** Keys that vendors publish by design (Stripe, Supabase, PostHog, Flutterwave, Razorpay). */
export function isPublicValue(v: string): boolean {
  return PUBLIC_VALUE.test(v);
}

// Prefixes of identifiers and hashes whose hex or lower-case bodies are public material.
export const ID_PREFIX =
  /^(?:sha\d*|md5|hash|commit|build|run|job|task|cache|layer|blob|obj|object|file|img|image|doc|ref|rev|req|request|trace|span|sess|session|tx|txn|block|node|pod|container|vol|snap|ami|sg|subnet|vpc|eni|evt|event|msg|order|user|usr|acct|org|team|proj|chunk|asset|bundle|version|ver|release|tmp|temp|spec|fixture|mock|uuid|id|cid|etag)$/i;

/** Words joined by separators or dots (`customer_2024_report`, `db-01.prod.internal`). */
export function wordyValue(v: string): boolean {
  return v.split(/[_.~:\/+=%-]/).filter((s) => /^[A-Za-z]{4,}$/.test(s)).length >= 2;
}

/** Random material: `min` compact characters with digits and letters, entropy for its length. */
export function randomMaterial(v: string, min = 16): boolean {
  const c = v.replace(/[_.~:\/+=%-]/g, "");
  if (c.length < min || !/\d/.test(c) || !/[A-Za-z]/.test(c)) return false;
  const entropy = shannonEntropy(c);
  if (/^[0-9a-f]+$/i.test(c)) return c.length >= 20 && entropy >= 3;
  if (wordyValue(v)) return false;
  const mixedCase = /[A-Z]/.test(c) && /[a-z]/.test(c);
  return entropy >= Math.min(mixedCase ? 4 : 3.4, Math.log2(c.length) - 1);
}

/**
 * A value seen in a credential context (a key-like name, a credential word in prose) that looks
 * like a credential; `uuid`: a bare UUID counts too (under a name ending in key/token/secret).
 */
export function credentialShaped(value: string, uuid = false): boolean {
  const v = value.replace(/[.,:;]+$/, "");
  if (v.length < 16 || v.length > 512) return false;
  if (isTemplateOrMask(v) || looksFake(v) || NOT_A_VALUE.test(v)) return false;
  if (UUID_ONLY.test(v)) return uuid;
  if (PREFIXED_UUID.test(v)) return true;
  return randomMaterial(v);
}
