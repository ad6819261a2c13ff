// Provider token formats (security notes §1.2): anchored prefixes, so each regex is cheap and linear.
import { svcChecksumValid } from "./checksums.ts";
import { regexRule, type TextRule } from "./rule_kit.ts";
import { checksumTokenLike, looksRandom } from "./token_checks.ts";
import { VENDOR_RULES } from "./vendor_rules.ts";

const notExample = (s: string) => !/EXAMPLE/i.test(s);

export const PROVIDER_RULES: TextRule[] = [
  regexRule({
    id: "toolgate-api-key",
    keywords: ["svc_"],
    re: /\bsvc_([0-9A-Za-z]{43})([0-9A-Za-z]{6})\b/g,
    validate: (_s, m) => svcChecksumValid(m[1], m[2]),
  }),
  regexRule({
    id: "webhook-secret",
    keywords: ["whsec_"],
    re: /\bwhsec_[A-Za-z0-9+\/_-]{32,88}={0,2}(?![A-Za-z0-9+\/_-])/g,
  }),
  regexRule({
    id: "aws-access-key-id",
    keywords: ["akia", "asia", "abia", "acca", "a3t"],
    re: /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b/g,
    minEntropy: 2.5, // 3 bits would miss ~1 in 4,000 random 20-character ids
    validate: notExample,
  }),
  regexRule({
    id: "aws-secret-access-key",
    keywords: ["access"],
    re:
      /(?:aws_?)?secret_?access_?key\\?["']?\s*(?::|=>|=)\s*\\?["']?([A-Za-z0-9\/+=]{40})(?![A-Za-z0-9\/+=])/gi,
    group: 1,
    minEntropy: 3.5,
    validate: notExample,
  }),
  regexRule({ id: "gcp-api-key", keywords: ["aiza"], re: /\bAIza[\w-]{35}(?![\w-])/g }),
  regexRule({
    id: "google-oauth-client-secret",
    keywords: ["gocspx-"],
    re: /\bGOCSPX-[A-Za-z0-9_-]{28}(?![\w-])/g,
  }),
  regexRule({
    id: "azure-ad-client-secret",
    keywords: ["q~"],
    re: /(?:^|[\\'"`\s>=:(,)])([a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34})(?=$|[\\'"`\s<),])/g,
    group: 1,
  }),
  regexRule({
    id: "azure-storage-account-key",
    keywords: ["accountkey"],
    re: /AccountKey=([a-zA-Z0-9+\/]{86}==)/g,
    group: 1,
  }),
  regexRule({
    id: "github-token",
    keywords: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"],
    re: /\bgh[pousr]_[0-9a-zA-Z]{36}\b/g,
    validate: checksumTokenLike,
  }),
  // Round 6: a GitHub App's user refresh token is `ghr_` + 76 characters, without the checksum.
  regexRule({
    id: "github-token",
    keywords: ["ghr_"],
    re: /\bghr_[0-9a-zA-Z]{76}\b/g,
    validate: (t) => looksRandom(t.slice(4)),
  }),
  regexRule({
    id: "github-fine-grained-pat",
    keywords: ["github_pat_"],
    re: /\bgithub_pat_\w{82,240}\b/g,
  }),
  regexRule({
    id: "gitlab-token",
    keywords: [
      "glpat-",
      "glptt-",
      "glrt-",
      "gldt-",
      "glft-",
      "glsoat-",
      "glimt-",
      "glagent-",
      "gloas-",
    ],
    re:
      /\b(?:glpat|glptt|glrt|gldt|glft|glsoat|glffct|glimt|glagent|gloas)-[\w-]{20,300}(?:\.[0-9a-z]{2}\.[0-9a-z]{7})?(?![\w-])/g,
  }),
  regexRule({
    id: "npm-token",
    keywords: ["npm_"],
    re: /\bnpm_[a-zA-Z0-9]{36}\b/g,
    validate: checksumTokenLike,
  }),
  regexRule({
    id: "pypi-token",
    keywords: ["pypi-ageichlwas5vcmc"],
    re: /\bpypi-AgEIcHlwaS5vcmc[\w-]{50,1000}/g,
  }),
  regexRule({
    id: "huggingface-token",
    keywords: ["hf_", "api_org_"],
    re: /\b(?:hf_|api_org_)[a-zA-Z]{34}\b/g,
  }),
  regexRule({
    id: "slack-token",
    keywords: ["xox", "xapp-"],
    re: /\b(?:xox[bpaore]|xapp)-(?:\d-)?(?:[a-zA-Z0-9]{1,40}-){1,8}[a-zA-Z0-9]{1,80}\b/g,
    validate: (s) => s.length >= 24,
  }),
  regexRule({
    id: "slack-webhook-url",
    keywords: ["hooks.slack.com"],
    re: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+\/]{43,56}/g,
  }),
  regexRule({
    id: "sendgrid-api-key",
    keywords: ["sg."],
    re: /\bSG\.[a-zA-Z0-9=_\-.]{66}(?![a-zA-Z0-9=_\-.])/g,
  }),
  regexRule({
    id: "stripe-secret-key",
    keywords: ["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"],
    re: /\b[rs]k_(?:test|live|prod)_[a-zA-Z0-9]{16,247}\b/g,
  }),
  regexRule({
    id: "openai-api-key",
    keywords: ["t3blbkfj"],
    re:
      /\bsk-(?:(?:proj|svcacct|admin)-[\w-]{20,250}T3BlbkFJ[\w-]{20,250}|[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})(?![\w-])/g,
  }),
  regexRule({
    id: "anthropic-api-key",
    keywords: ["sk-ant-"],
    re: /\bsk-ant-(?:api|admin|oat|ort)\d\d-[\w-]{80,128}AA(?![\w-])/g,
  }),
  regexRule({
    id: "digitalocean-token",
    keywords: ["dop_v1_", "doo_v1_", "dor_v1_"],
    re: /\bdo[opr]_v1_[a-f0-9]{64}\b/g,
  }),
  regexRule({
    id: "vault-token",
    keywords: ["hvs.", "hvb."],
    re: /\bhvs\.[\w-]{90,120}(?![\w-])|\bhvb\.[\w-]{138,300}(?![\w-])/g,
  }),
  regexRule({ id: "databricks-token", keywords: ["dapi"], re: /\bdapi[a-f0-9]{32}(?:-\d)?\b/g }),
  regexRule({
    id: "shopify-token",
    keywords: ["shpat_", "shpca_", "shppa_", "shpss_"],
    re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g,
  }),
  regexRule({ id: "linear-api-key", keywords: ["lin_api_"], re: /\blin_api_[a-zA-Z0-9]{40}\b/g }),
  regexRule({
    id: "notion-token",
    keywords: ["ntn_", "secret_"],
    re: /\bntn_[0-9]{11}[A-Za-z0-9]{35}\b|\bsecret_[A-Za-z0-9]{43}\b/g,
  }),
  regexRule({
    id: "postman-api-key",
    keywords: ["pmak-"],
    re: /\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b/g,
  }),
  regexRule({
    id: "grafana-token",
    keywords: ["glsa_", "glc_"],
    re: /\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b|\bglc_[A-Za-z0-9+\/]{32,400}={0,3}/g,
  }),
  regexRule({
    id: "sentry-token",
    keywords: ["sntryu_", "sntrys_"],
    re: /\bsntryu_[a-f0-9]{64}\b|\bsntrys_eyJ[A-Za-z0-9+\/=_]{50,400}/g,
  }),
  regexRule({
    id: "doppler-token",
    keywords: ["dp."],
    re: /\bdp\.(?:pt|st|ct|sa|scim|audit)\.[a-zA-Z0-9]{40,44}\b/g,
  }),
  regexRule({
    id: "age-secret-key",
    keywords: ["age-secret-key-1"],
    re: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/g,
  }),
  regexRule({
    // Twilio key ids are bare 32-hex after "SK"; only trust them when the text talks about Twilio.
    id: "twilio-api-key",
    keywords: ["twilio"],
    re: /\bSK[0-9a-fA-F]{32}\b/g,
  }),
  // The broad provider table (vendor_table*.ts): after the formats named above.
  ...VENDOR_RULES,
];
