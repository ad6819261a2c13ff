// Provider credential formats from public knowledge (the vendor families gitleaks, GitHub secret
// scanning and trufflehog document), beyond the ones secret_rules.ts names. One line per format:
// prefix, body alphabet and length. Most of these vendors appear in no fixture; that is the point.
// `loose`: the prefix is also an ordinary word (`live_`, `re_`), so the body must look random.

export interface VendorFormat {
  id: string;
  re: RegExp;
  loose?: boolean;
  /** A further check of the whole match (a structure the regex does not spell out). */
  check?: (token: string) => boolean;
  /** When the regex does not start with a literal: gate keywords and the window around them. */
  keywords?: string[];
  around?: number;
  /** How far after a keyword the token may start (default 2,200); set for vendor-name keywords. */
  after?: number;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const v = (id: string, re: RegExp, loose = false): VendorFormat => ({ id, re, loose });

export const AI_FORMATS: VendorFormat[] = [
  v("perplexity-api-key", /\bpplx-[A-Za-z0-9]{40,64}\b/g),
  v("xai-api-key", /\bxai-[A-Za-z0-9]{60,100}\b/g),
  v("groq-api-key", /\bgsk_[A-Za-z0-9]{48,56}\b/g),
  v("replicate-api-token", /\br8_[A-Za-z0-9]{35,40}\b/g),
  v("openrouter-api-key", /\bsk-or-v1-[a-f0-9]{64}\b/g),
  v("openai-api-key", /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,250}(?![\w-])/g),
  // DeepSeek, Moonshot, legacy OpenAI and many OpenAI-compatible services: `sk-` + hex or base62.
  v("sk-api-key", /\bsk-(?:[a-f0-9]{32,64}|[A-Za-z0-9]{40,64})\b/g, true),
  v("fireworks-api-key", /\bfw_[A-Za-z0-9]{20,40}\b/g, true),
  v("langsmith-api-key", /\blsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}\b/g),
  v("pinecone-api-key", /\bpcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{50,80}\b/g),
  v("elevenlabs-api-key", /\bsk_[a-f0-9]{48}\b/g),
  v("cerebras-api-key", /\bcsk-[a-z0-9]{40,56}\b/g),
  v("anyscale-api-key", /\besecret_[A-Za-z0-9]{20,60}\b/g),
  v("tavily-api-key", /\btvly-(?:dev-|prod-)?[A-Za-z0-9]{28,40}\b/g),
  v("langfuse-secret-key", new RegExp(String.raw`\bsk-lf-${UUID}\b`, "g")),
  v("firecrawl-api-key", /\bfc-[a-f0-9]{32}\b/g),
  v("voyage-api-key", /\bpa-[A-Za-z0-9_-]{40,50}(?![\w-])/g, true),
  v("browserbase-api-key", /\bbb_live_[A-Za-z0-9_-]{20,40}(?![\w-])/g),
];

export const CLOUD_FORMATS: VendorFormat[] = [
  v("aws-session-token", /\b(?:FwoGZXIvYXdz|IQoJb3JpZ2lu)[A-Za-z0-9\/+=]{100,2000}/g),
  v("alibaba-access-key-id", /\bLTAI[A-Za-z0-9]{12,24}\b/g, true),
  v("tencent-secret-id", /\bAKID[A-Za-z0-9]{32}\b/g),
  v("scaleway-access-key", /\bSCW[A-Z0-9]{17}\b/g),
  v(
    "yandex-token",
    /\b(?:AQVN[A-Za-z0-9_-]{35,38}|y0_[A-Za-z0-9_-]{50,60}|t1\.[A-Za-z0-9_-]{20,}={0,2}\.[A-Za-z0-9_-]{80,90}={0,2})(?![\w-])/g,
  ),
  v("fly-token", /\b(?:fo1_[\w-]{40,50}|fm[12][ar]?_[A-Za-z0-9+\/=_-]{40,2000})(?![\w-])/g),
  v("heroku-api-key", /\bHRKU-[A-Za-z0-9_-]{30,80}(?![\w-])/g),
  v("vercel-token", /\bvc[pikar]_[A-Za-z0-9]{24,80}\b/g),
  v("netlify-token", /\bnf[pcob]_[A-Za-z0-9]{30,50}\b/g),
  v("render-api-key", /\brnd_[A-Za-z0-9]{24,40}\b/g),
  v("supabase-token", /\bsbp_(?:v0_)?[a-f0-9]{40}\b|\bsb_secret_[A-Za-z0-9_-]{20,60}(?![\w-])/g),
  v("planetscale-token", /\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{30,64}(?![\w-])/g),
  v("neon-api-key", /\bnapi_[a-z0-9]{60,72}\b/g),
  v("pulumi-access-token", /\bpul-[a-f0-9]{40}\b/g),
  {
    id: "terraform-cloud-token",
    re: /\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,80}(?![\w-])/g,
    keywords: [".atlasv1."],
    around: 20,
  },
  v(
    "tailscale-key",
    /\btskey-[a-z]{3,8}-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,50}\b/g,
  ),
  v("docker-hub-token", /\bdckr_(?:pat|oat)_[A-Za-z0-9_-]{24,40}(?![\w-])/g),
  v("jfrog-token", /\bAKCp[A-Za-z0-9]{60,80}\b|\bcmVmdGtuOjAxOj[A-Za-z0-9]{40,80}\b/g),
  v("sonarqube-token", /\bsq[pua]_[a-f0-9]{40}\b/g),
  v("circleci-token", /\bCCI(?:PAT|PRJ)_[A-Za-z0-9]{20,24}_[a-f0-9]{40}\b/g),
  v("buildkite-token", /\bbk(?:ua|ca)_[a-f0-9]{40}\b/g),
  v(
    "atlassian-token",
    /\bATBB[A-Za-z0-9_=.-]{28,40}(?![\w=.-])|\bAT(?:ATT|CTT)3[A-Za-z0-9_=+\/-]{100,300}(?![\w=+\/-])/g,
  ),
  v("harness-token", /\bpat\.[A-Za-z0-9_-]{22}\.[a-f0-9]{24}\.[A-Za-z0-9]{20}\b/g),
  v("octopus-api-key", /\bAPI-[A-Z0-9]{26,32}\b/g, true),
  v("scalingo-token", /\btk-us-[\w-]{48}(?![\w-])/g),
  v("clojars-token", /\bCLOJARS_[a-z0-9]{60}\b/g),
  v("rubygems-api-key", /\brubygems_[a-f0-9]{48}\b/g),
  v("nuget-api-key", /\boy2[a-z0-9]{43}\b/g, true),
  v("crates-io-token", /\bcio[A-Za-z0-9]{32}\b/g, true),
  v("prefect-api-key", /\bpnu_[A-Za-z0-9]{36}\b/g),
  v("readme-api-key", /\brdme_[a-z0-9]{70}\b/g),
  v("sourcegraph-token", /\bsgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}\b/g),
  v("infracost-api-key", /\bico-[A-Za-z0-9]{32}\b/g, true),
  v("kong-token", /\b(?:kpat|spat)_[A-Za-z0-9]{40,60}\b/g),
  v("apify-token", /\bapify_api_[A-Za-z0-9]{30,40}\b/g),
  v("settlemint-token", /\bsm_(?:pat|aat|sat)_[A-Za-z0-9]{16,40}\b/g),
  v("1password-token", /\bops_eyJ[A-Za-z0-9+\/=_-]{100,4000}/g),
  v(
    "1password-secret-key",
    /\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/g,
  ),
  v("openshift-token", /\bsha256~[\w-]{43}(?![\w-])/g),
  v("rancher-token", /\btoken-[a-z0-9]{5}:[a-z0-9]{54}\b/g),
  v("cloudflare-origin-ca-key", /\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b/g),
  v("dynatrace-token", /\bdt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}\b/g),
  v("new-relic-key", /\bNR(?:AK|AA|II|RA|SP)-[A-Z0-9]{27}\b/g),
  v("posthog-personal-key", /\bphx_[A-Za-z0-9]{40,50}\b/g),
  v("honeycomb-key", /\bhc(?:aik|aic|xik|xlk|bik)_[A-Za-z0-9]{20,80}\b/g),
  v("checkly-api-key", /\bcu_[a-f0-9]{32}\b/g),
  v("launchdarkly-key", new RegExp(String.raw`\b(?:api|sdk)-${UUID}\b`, "g")),
  v("adafruit-io-key", /\baio_[A-Za-z0-9]{28}\b/g, true),
  v("coralogix-key", /\bcxtp_[A-Za-z0-9]{28,40}\b/g),
  v(
    "google-oauth-token",
    /\bya29\.[A-Za-z0-9_-]{30,2000}(?![\w-])|\b1\/\/0[A-Za-z0-9_-]{40,200}(?![\w-])/g,
  ),
  v("firebase-server-key", /\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{120,160}(?![\w-])/g),
  v("salesforce-token", /\b00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,300}/g),
  {
    id: "azure-devops-pat",
    re: /\b[A-Za-z0-9]{52}AZDO[A-Za-z0-9]{4}\b/g,
    keywords: ["azdo"],
    around: 60,
  },
  {
    id: "maxmind-license-key",
    re: /\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b/g,
    keywords: ["_mmk"],
    around: 40,
  },
];
