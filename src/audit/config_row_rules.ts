// Redaction round 8 (issue 13): a credential's name and value as two fields of a configuration
// line or row that the `key=value` and settings-row rules do not read: an HTML table row
// (`<td>ELASTIC_API_KEY</td><td><code>…</code></td>`, setup pages and mailed runbooks) and a
// directive that sets a variable (`SetEnv NAME "…"`, Dockerfile `ENV NAME …`, csh `setenv`,
// nginx `fastcgi_param NAME …;`). The name decides, as for a `{name, value}` pair.
import { regexRule, type TextRule } from "./rule_kit.ts";
import { namedValue } from "./pair_rules.ts";

const WORDS = ["key", "token", "secret", "password", "passwd", "pwd", "pat", "cred", "creds"];

// A name cell, then the next cell's value, bare or in inline code; round 11: a name of up to four
// words (`<th>Secret key</th>`, a wiki's key/value table).
const HTML_ROW =
  /<t[dh](?:\s[^<>]{0,60})?>\s*((?=[\w. -]{0,60}(?:key|token|secret|passw|pwd|pat|cred))[A-Za-z_][\w.-]{0,40}(?: [\w.-]{1,30}){0,3})\s*<\/t[dh]>\s*<td(?:\s[^<>]{0,60})?>\s*(?:<(code|kbd|tt|samp)>)?([^<>\s]{4,256})(?:<\/\2>)?\s*<\/td>/gi;

// The directive opens its line; the value is the line's last field (quoted or bare). Only a name
// holding a credential word is read on (a lookahead): most directives set ports and modes.
const DIRECTIVE =
  /^[ \t]*(?:SetEnv|ENV|setenv|fastcgi_param)[ \t]+((?=[\w.-]{0,80}(?:key|token|secret|pass|pwd|pat|cred|auth))[A-Za-z_][\w.-]{1,80})[ \t]+(["']?)([^\s"'$]{4,256})\2[ \t]*;?[ \t]*$/gim;

export const CONFIG_ROW_RULES: TextRule[] = [
  regexRule({
    id: "row-credential",
    keywords: WORDS.flatMap((w) => [`${w}</td>`, `${w}</th>`]),
    re: HTML_ROW,
    group: 3,
    window: { before: 120, after: 400 },
    minEntropy: 2.5,
    validate: (_s, m) => namedValue(m[1], m[3]),
  }),
  regexRule({
    // A directive line is a row too: its first field names its second.
    id: "row-credential",
    keywords: ["setenv", "env ", "env\t", "fastcgi_param"],
    re: DIRECTIVE,
    group: 3,
    window: { before: 40, after: 400 },
    minEntropy: 2.5,
    validate: (_s, m) => namedValue(m[1], m[3]),
  }),
];
