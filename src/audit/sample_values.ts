// Redaction round 13: values documentation publishes as its standard example and readers paste
// back as their own: kept like the published test cards. Stripe's API reference has shown these
// test-mode keys to every reader for years; `hunter2` is the bash.org joke password; a JWT signed
// with a published secret (jwt.io's sample) is `sample_jwt.ts`'s.
import { publishedSampleJwt } from "./sample_jwt.ts";

const PUBLISHED_VALUES: ReadonlySet<string> = new Set([
  "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
  "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
  // Round 40: Mollie's API reference shows this test-mode key on every request sample.
  "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
  "hunter2",
  // Round red60: Mailgun's documentation signs every samples.mailgun.org request with this key;
  // readers paste it back as "the key like this" (benign in v37 and v41).
  "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
  // The seed of the Google Authenticator key-URI documentation and many TOTP tutorials
  // ("Hello!\xDE\xAD\xBE\xEF"), and RFC 4226's test secret "12345678901234567890" in base32
  // (its half and whole): moved here from totp_rules.ts so every rule keeps them.
  "JBSWY3DPEHPK3PXP",
  "GEZDGNBVGY3TQOJQ",
  "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
  // Round red95: AWS's documentation example key pair, printed on every IAM and CLI page; the AWS
  // rules knew it as fake, `open-link` did not ("API key 예시 AKIAIOSFODNN7EXAMPLE", v59).
  "AKIAIOSFODNN7EXAMPLE",
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
]);

/** A value documentation publishes: it grants nothing to whoever reads it. */
export function publishedSample(v: string): boolean {
  return PUBLISHED_VALUES.has(v) || publishedSampleJwt(v);
}
