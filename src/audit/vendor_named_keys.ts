// Redaction round 76 (issue 13): two vendors whose keys carry no prefix but have a published
// shape of their own, taken when the text names the vendor: a Xero OAuth refresh token (64
// lower-case hex) and a Freshdesk API key (20 letters and digits, both cases). A digest's label
// just before the value keeps it (an export's SHA-256 is also 64 hex).
import { wordish } from "./credential_shape.ts";
import { spansWhere, type TextRule } from "./rule_kit.ts";

const DIGEST_BEFORE = /sha-?\d|hash|digest|checksum|integrity|signature|commit|fingerprint/i;

function vendorRule(
  id: string,
  vendor: string | string[],
  re: RegExp,
  ok: (v: string) => boolean,
): TextRule {
  return {
    id,
    category: "secret",
    keywords: typeof vendor === "string" ? [vendor] : vendor,
    find: (text: string) =>
      spansWhere(
        text,
        re,
        id,
        (m) => ok(m[0]) && !DIGEST_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)),
      ),
  };
}

// Round 81: a run of `n` characters of `chars`, alone; a full stop ending a sentence may follow.
function alone(chars: string, n: number): RegExp {
  return new RegExp(`(?<![0-9A-Za-z_\\-\\/.])[${chars}]{${n}}(?![0-9A-Za-z_\\-\\/]|\\.\\w)`, "g");
}
const lettersAndDigits = (v: string) => /[A-Za-z]/.test(v) && /\d/.test(v) && !wordish(v);

export const VENDOR_NAMED_KEY_RULES: TextRule[] = [
  vendorRule(
    "xero-refresh-token",
    "xero",
    /(?<![0-9A-Za-z])[0-9a-f]{64}(?![0-9A-Za-z])/g,
    (v) => /[a-f]/.test(v) && /\d/.test(v),
  ),
  vendorRule(
    "freshdesk-api-key",
    "freshdesk",
    /(?<![0-9A-Za-z_\-\/.])[A-Za-z0-9]{20}(?![0-9A-Za-z_\-\/.])/g,
    (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && !wordish(v),
  ),
  // Round 81: a what3words API key (8 capitals and digits); the vendor's addresses are
  // `///word.word.word`, another shape, so the name alone is enough.
  vendorRule(
    "what3words-api-key",
    "what3words",
    /(?<![0-9A-Za-z_\-\/.])[A-Z0-9]{8}(?![0-9A-Za-z_\-\/.])/g,
    (v) => /[A-Z]/.test(v) && /\d/.test(v),
  ),
  // Round 81: Meraki dashboard API keys, OpenWeather API keys, AvaTax licence keys, Vonage API
  // secrets and Eventbrite private tokens, each in its published form.
  vendorRule("meraki-api-key", "meraki", alone("0-9a-f", 40), lettersAndDigits),
  vendorRule("openweather-api-key", "openweather", alone("0-9a-f", 32), lettersAndDigits),
  vendorRule("avatax-licence-key", ["avalara", "avatax"], alone("0-9A-F", 16), lettersAndDigits),
  vendorRule(
    "vonage-api-secret",
    ["vonage", "nexmo"],
    alone("0-9A-Za-z", 16),
    (v) => (lettersAndDigits(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v))) && !wordish(v),
  ),
  vendorRule("eventbrite-token", "eventbrite", alone("0-9A-Z", 20), lettersAndDigits),
];
