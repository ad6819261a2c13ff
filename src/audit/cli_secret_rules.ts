// Redaction round 4 (issue 13): secrets handed to a command line by position. An API key sent
// as the user of HTTP basic auth with an empty password (`curl -u sk_…:`, as Stripe, Mailgun,
// Chargebee and Recurly document it), and the value given to a secret store's CLI
// (`gh secret set X --body V`, `aws secretsmanager put-secret-value --secret-string V`, an SSM
// `SecureString`'s `--value V`, `az keyvault secret set --value V`, `wrangler secret put X <<<
// V`, `echo V | gh secret set X`).
import { credentialShaped } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// `-u KEY:` then a space or the line's end: the user is the key, the password empty. It opens
// with the flag (a literal the engine can index); the space before it is checked after.
const KEY_AS_USER = /(?:-u|--user)[ \t=]*(["']?)([^\s:"'$]{16,256}):\1(?=\s|$)/dg;

const STORE_SETTERS = [
  String.raw`\bgh\s+secret\s+set\s+\S+[^\n|;]{0,80}?\s(?:--body|-b)[ =]`,
  String
    .raw`\baws\s+(?:secretsmanager\s+(?:put-secret-value|create-secret|update-secret)|ssm\s+put-parameter(?=[^\n]*SecureString))\b[^\n|;]{0,200}?\s--(?:secret-string|value)[ =]`,
  String.raw`\baz\s+keyvault\s+secret\s+set\b[^\n|;]{0,200}?\s--value[ =]`,
  String.raw`\bsecrets?\s+(?:put|set|add|create)\b[^\n|;]{0,80}?<<<[ \t]*`,
];
const STORE_VALUE = new RegExp(
  "(?:" + STORE_SETTERS.join("|") + String.raw`)(["']?)([^\s"'|;]{8,4096})\1`,
  "dg",
);
// `echo V | gh secret set X`, `printf '%s' V | wrangler secret put X`.
const PIPED_VALUE =
  /\b(?:echo(?:\s+-n)?|printf\s+(?:'%s'|"%s"))\s+(["']?)([^\s"'|;$]{8,4096})\1\s*\|\s*(?:npx\s+)?(?:gh\s+secret\s+set|wrangler\s+secret\s+put|vercel\s+env\s+add|docker\s+secret\s+create|podman\s+secret\s+create|firebase\s+functions:secrets:set|fly\s+secrets\s+import|supabase\s+secrets\s+set)\b/dg;

/** A secret's value (the position says so): not a variable, a substitution, a file, a placeholder
 * or a plain word. */
function storedValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /^[$<({%@-]|^file:|^fileb:/.test(v)) return false;
  return v.length >= 8 && /[^A-Za-z]/.test(v);
}

function collect(
  re: RegExp,
  text: string,
  at: number[] | null,
  rule: string,
  ok: (v: string, at: number) => boolean,
  [before, after]: [number, number],
) {
  const spans: Span[] = [];
  execWindows(re, text, at, before, after, (m, offset) => {
    const v = m[2];
    if (v === undefined || !ok(v, offset + m.index)) return;
    const start = offset + m.indices![2]![0];
    spans.push({ start, end: start + v.length, rule, category: "secret" });
  });
  return spans;
}

export const CLI_SECRET_RULES: TextRule[] = [
  {
    id: "key-as-basic-user",
    category: "secret",
    keywords: ["-u", "--user"],
    find: (text, at) =>
      collect(KEY_AS_USER, text, at, "key-as-basic-user", (v, flag) => {
        // The flag opens a word (`-u`, not `x-u`), and the value looks like a key.
        return (flag === 0 || /\s/.test(text[flag - 1])) && credentialShaped(v, true);
      }, [0, 300]),
  },
  {
    id: "secret-store-value",
    category: "secret",
    keywords: [
      "secret set",
      "secrets set",
      "secret put",
      "secrets put",
      "secret add",
      "secret create",
      "secretsmanager",
      "put-parameter",
      "keyvault",
      "env add",
      "secrets:set",
      "secrets import",
    ],
    find: (text, at) => [
      ...collect(STORE_VALUE, text, at, "secret-store-value", storedValue, [40, 4400]),
      // The piped value comes before the command: up to 300 characters back.
      ...collect(PIPED_VALUE, text, at, "secret-store-value", storedValue, [300, 40]),
    ],
  },
];
