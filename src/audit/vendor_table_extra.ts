// More provider formats from public knowledge (gitleaks, GitHub secret scanning, trufflehog),
// issue 13 round 2: prefixes no earlier table had, and formats without a prefix that are trusted
// only near their vendor's name (`keywords`, `around`, `after`: the token within 160 characters
// after the name). Not Algolia: its admin and search-only keys share one shape, and the second is
// public.
import type { VendorFormat } from "./vendor_table.ts";

const near = (id: string, re: RegExp, keywords: string[], loose = true): VendorFormat => ({
  id,
  re,
  keywords,
  around: 40,
  after: 160,
  loose,
});

export const EXTRA_FORMATS: VendorFormat[] = [
  { id: "clickup-api-token", re: /\bpk_\d{6,10}_[A-Z0-9]{32}\b/g },
  near("asana-token", /(?<![\w\/])[12]\/\d{13,19}\/\d{13,19}:[a-f0-9]{32}\b/g, ["asana"], false),
  { id: "aws-bedrock-api-key", re: /\bABSK[A-Za-z0-9+\/]{100,400}={0,2}/g },
  { id: "slack-refresh-token", re: /\bxoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{100,200}\b/g },
  // Round 12: Slack's `d` session cookie (`xoxd-` + base64, often percent-encoded), as a browser
  // tool's cookie dump prints it; it logs in as the user.
  { id: "slack-session-cookie", re: /\bxoxd-(?:[A-Za-z0-9+\/=]|%2[BFbf]|%3[Dd]){60,500}/g },
  {
    id: "backblaze-application-key",
    re: /\bK\d{3}[A-Za-z0-9+\/]{27}(?![\w+\/=])/g,
    keywords: ["k0"],
    around: 0,
    loose: true,
  },
  near(
    "pagerduty-token",
    /(?<![\w+])u\+[A-Za-z0-9_+-]{18}(?![\w+-])/g,
    ["pagerduty", "pd_"],
    false,
  ),
  near("jenkins-api-token", /\b11[a-f0-9]{32}\b/g, ["jenkins"]),
  near("pusher-secret", /\b[a-f0-9]{20}\b/g, ["pusher"]),
  near("twitch-client-secret", /\b[a-z0-9]{30}\b/g, ["twitch"]),
  near("linode-token", /\b[a-f0-9]{64}\b/g, ["linode"]),
  near("okta-api-token", /\b00[A-Za-z0-9_-]{40}\b/g, ["okta"]),
  // Round 70: PHP names a session's file `sess_` + its id (26–128 of `[A-Za-z0-9,-]`, by
  // `session.sid_bits_per_character`); the id logs its holder in, wherever the path is pasted.
  {
    id: "php-session-file",
    re: /\bsess_[A-Za-z0-9-]{20,128}(?![\w-])/g,
    loose: true,
  },
  // Round 71: a Stripe Checkout Session in live mode (`cs_live_` + 24+ base62, the id its payment
  // page's URL carries); it opens that customer's payment page. `cs_test_` sessions are kept.
  { id: "stripe-checkout-session", re: /\bcs_live_[A-Za-z0-9]{24,200}(?![\w-])/g, loose: true },
  near("datadog-key", /\b[a-f0-9]{32}\b/g, ["datadog", "dd_api", "ddapi"]),
  // red94: The Things Stack API key as it prints one at creation, `NNSXS.` + the key id (39) + `.`
  // + the secret (52), base32 capitals; a placeholder fails the table's plausibility test.
  { id: "things-stack-api-key", re: /\bNNSXS\.[A-Z0-9]{39}\.[A-Z0-9]{52}\b/g },
  // red97: Breathe HR issues one API key per environment, `prod-` or `sandbox-` + 40 hex; trusted
  // only after the product's name (v51, v67).
  near("breathe-hr-api-key", /\b(?:prod|sandbox)-[a-f0-9]{40}\b/g, ["breathe"]),
  // red97: a YouTube stream key as YouTube Studio prints it, five dashed groups of four small
  // letters or digits; it broadcasts on the channel (v67, rtr4).
  near("youtube-stream-key", /\b[a-z0-9]{4}(?:-[a-z0-9]{4}){4}\b/g, ["youtube"]),
];
