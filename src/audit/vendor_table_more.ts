// Provider credential formats, continued: payments, commerce, shipping, e-mail, messaging,
// social, productivity and CMS vendors (see vendor_table.ts for the shape of an entry).
import type { VendorFormat } from "./vendor_table.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const v = (id: string, re: RegExp, loose = false): VendorFormat => ({ id, re, loose });

export const COMMERCE_FORMATS: VendorFormat[] = [
  v(
    "square-token",
    /\b(?:EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43})(?![\w-])/g,
  ),
  v("braintree-token", /\baccess_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}\b/g),
  // Adyen keys join base64 parts with "=-"; AWS KMS ciphertext (`AQEDA…`) is one base64 run.
  { id: "adyen-api-key", re: /\bAQE[A-Za-z0-9_=+\/.-]{60,300}/g, check: (t) => /=-/.test(t) },
  v(
    "plaid-token",
    new RegExp(String.raw`\baccess-(?:sandbox|development|production)-${UUID}\b`, "g"),
  ),
  v("flutterwave-key", /\bFLWSECK(?:_TEST)?-?[A-Za-z0-9]{12,40}(?:-X)?\b/g),
  // Mollie, GoCardless, Lob and others: a bare `live_` / `test_` prefix before random material.
  v("live-test-key", /\b(?:live|test)_[A-Za-z0-9_=-]{30,48}(?![\w=-])/g, true),
  v("duffel-token", /\bduffel_(?:test|live)_[A-Za-z0-9_=-]{40,50}(?![\w=-])/g),
  v("shippo-token", /\bshippo_(?:live|test)_[a-f0-9]{40}\b/g),
  v("easypost-api-key", /\bEZ[AT]K[a-f0-9]{50,60}\b/g),
  v("woocommerce-key", /\b(?:ck|cs)_[a-f0-9]{40}\b/g),
  // Klaviyo private keys are `pk_` + 34 hex (Stripe's publishable `pk_live_…` is not matched).
  v("klaviyo-private-key", /\bpk_[a-f0-9]{34}\b/g),
  v("paypal-access-token", /\bA21AA[\w-]{50,2000}(?![\w-])/g),
  v("frameio-token", /\bfio-u-[\w=-]{64}(?![\w=-])/g),
  v("checkout-com-key", /\bsk_sbox_[a-z0-9]{26,40}\b/g),
  v("paddle-api-key", /\bpdl_(?:live|sdbx)_[A-Za-z0-9_]{40,80}\b/g),
];

export const MESSAGING_FORMATS: VendorFormat[] = [
  v("mailgun-api-key", /\bkey-[a-f0-9]{32}\b/g),
  {
    id: "mailchimp-api-key",
    re: /\b[a-f0-9]{32}-us\d{1,2}\b/g,
    keywords: ["-us"],
    around: 40,
  },
  v("brevo-api-key", /\bx(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}\b/g),
  v("resend-api-key", /\bre_[A-Za-z0-9_]{28,40}\b/g, true),
  v("mandrill-api-key", /\bmd-[A-Za-z0-9_-]{22}(?![\w-])/g, true),
  // Round 35: the Bot API's URL glues the token to its path word (`/bot<token>/sendMessage`):
  // no word boundary before the digits, only no digit.
  {
    id: "telegram-bot-token",
    re: /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{32,34}(?![\w-])/g,
    keywords: [":aa"],
    around: 12,
  },
  v(
    "discord-webhook-url",
    /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[\w-]{50,80}/g,
  ),
  v(
    "teams-webhook-url",
    /https:\/\/[\w.-]+\.webhook\.office\.com\/webhookb2\/[^\s"'<>]{40,300}|https:\/\/outlook\.office\.com\/webhook\/[^\s"'<>]{40,300}/g,
  ),
  // Round 17: Slack's incoming-webhook path (`/services/T<team>/B<bot>/<24 secret>`) also behind a
  // relay or proxy host; Feishu/Lark custom-bot webhooks (a UUID after `/bot/v2/hook/`).
  v(
    "slack-webhook-path",
    /\/services\/T[A-Z0-9]{8,12}\/B[A-Z0-9]{8,12}\/[A-Za-z0-9]{24}(?![\w-])/g,
  ),
  v(
    "feishu-webhook-url",
    new RegExp(
      String.raw`https:\/\/open\.(?:feishu\.cn|larksuite\.com)\/open-apis\/bot\/v2\/hook\/${UUID}`,
      "g",
    ),
  ),
  // Express's signed session cookie (cookie-signature): `s:` (sent as `s%3A`), the session id,
  // `.`, and an unpadded base64 HMAC-SHA256 of 43 characters.
  v("express-signed-cookie", /\bs%3A[\w-]{20,64}\.[\w+\/-]{43}(?![\w+\/=-])/g),
  // Twitch chat (IRC) logs in with `oauth:` and a 30-character user access token.
  v("twitch-irc-token", /\boauth:[a-z0-9]{30}(?![\w-])/g, true),
  v("zapier-webhook-url", /https:\/\/hooks\.zapier\.com\/hooks\/catch\/\d+\/[A-Za-z0-9]{5,}/g),
  v(
    "ifttt-webhook-key",
    /https?:\/\/maker\.ifttt\.com\/(?:[\w\/-]{0,80}\/)?key\/[A-Za-z0-9_-]{20,}/g,
  ),
  v("facebook-access-token", /\bEAA[A-Za-z0-9]{90,300}\b/g, true),
  v("dropbox-token", /\bsl\.(?:u\.)?[A-Za-z0-9_-]{120,1400}(?![\w-])/g),
  v("typeform-token", /\btfp_[A-Za-z0-9_.=-]{50,64}(?![\w.=-])/g),
  v("hubspot-token", new RegExp(String.raw`\bpat-(?:na|eu|ap)\d-${UUID}\b`, "g")),
  v("zoho-token", /\b1000\.[a-f0-9]{32}\.[a-f0-9]{32}\b/g),
  v("intercom-token", /\bdG9rO[A-Za-z0-9+\/]{40,80}={0,2}/g),
  v("onesignal-key", /\bos_v2_app_[a-z0-9]{100,200}\b/g),
  v("airtable-token", /\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b/g),
  v("figma-token", /\bfig[dou]_[A-Za-z0-9_-]{38,44}(?![\w-])/g),
  v("contentful-token", /\bCFPAT-[A-Za-z0-9_-]{40,50}(?![\w-])/g),
  v("mapbox-secret-token", /\b[st]k\.eyJ[A-Za-z0-9._-]{60,400}(?![\w.-])/g),
  v("xata-api-key", /\bxau_[A-Za-z0-9]{30,60}\b/g),
  v("stytch-secret", /\bsecret-(?:live|test)-[A-Za-z0-9_=-]{30,50}(?![\w=-])/g),
];
