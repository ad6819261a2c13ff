// Issue 13, redaction round red63: a value public by the vendor's definition stays when a rule took
// only part of its token, or when YAML names the key one level up; secrets under the same names
// or in the same shapes still go.
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const SITE_KEY_BODY = `${BASE62}-_`;

Deno.test("a publishable key's body is not read as a bare AWS secret", () => {
  kept(
    `Shop on AWS, checkout widget publishable key: pk_live_${rand(BASE62, 40)}. Billed monthly.`,
  );
});

Deno.test("a secret key in the same sentence still goes", () => {
  const body = rand(BASE62, 40);
  gone(`Shop on AWS, checkout widget secret key: sk_live_${body}. Billed monthly.`, body);
});

Deno.test("a YAML value under a parent key naming a site key is kept", () => {
  const siteKey = `6L${rand(SITE_KEY_BODY, 38)}`;
  kept(
    `forms:\n  turnstile_site_key:\n    owner: "web team"\n    value: "${siteKey}"\n    refresh: "daily"`,
  );
});

Deno.test("a credential-named member under a site key's block, or any other parent, still goes", () => {
  const value = `6L${rand(SITE_KEY_BODY, 38)}`;
  gone(`forms:\n  recaptcha_site_key:\n    secret: "${value}"`, value);
  gone(`forms:\n  contact_form:\n    owner: "web team"\n    value: "${value}"`, value);
});
