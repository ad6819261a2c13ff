// Passwords given to a command as a positional argument or on its standard input, where no flag
// names them: `htpasswd -b file user PW`, `rabbitmqctl add_user user PW`, `net user NAME PW`,
// `mysqladmin … password PW`, `echo PW | docker login --password-stdin`, `echo 'u:PW' | chpasswd`,
// and Java keytool's `-storepass PW` / `-keypass PW`.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const ARG = String.raw`(["']?)([^\s"'` + "`" + String.raw`;|&<>]{4,256})\1`;
const POSITIONAL = new RegExp(
  "(?:" + [
    String
      .raw`\bhtpasswd\s+(?:-[a-zA-Z]+\s+)*?-[a-zA-Z]*b[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*\S+\s+\S+\s+`,
    String
      .raw`\brabbitmqctl\s+(?:-[\w-]+\s+\S+\s+)*(?:add_user|change_password|authenticate_user)\s+\S+\s+`,
    String.raw`\bnet\s+user\s+(?!\/)\S+\s+`,
    String.raw`\bmysqladmin\b[^\n|;&]{0,120}?\spassword\s+`,
    // Java keytool/jarsigner store and key passwords.
    String.raw`(?<![\w-])-(?:src|dest)?(?:storepass|keypass)(?::plain)?\s+`,
  ].join("|") + ")" + ARG,
  "dgi",
);
const PIPED = new RegExp(
  String.raw`\becho\s+(?:-n\s+)?(["']?)(?:[\w.@-]{1,64}:)?([^\s"'` + "`" +
    String
      .raw`;|&<>]{4,256})\1\s*\|\s*(?:sudo\s+(?:-[A-Za-z]*S[A-Za-z]*|--stdin)\b|(?:sudo\s+)?(?:(?:docker|podman|helm|oras|crane|buildah|skopeo|nerdctl)\s+(?:registry\s+)?login\b[^\n]*--password-stdin|chpasswd\b|passwd\s+--stdin))`,
  "dgi",
);

const SUDO_STDIN = /sudo\s+(?:-[A-Za-z]*S[A-Za-z]*|--stdin)$/i;

/** A password argument: not a variable, a substitution, a placeholder or a flag. */
function passwordArg(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /^[$<({%-]/.test(v)) return false;
  return v.toLowerCase() !== "password" && /[^A-Za-z]/.test(v) && /[A-Za-z0-9]/.test(v);
}

function collect(re: RegExp, text: string, spans: Span[]) {
  execWindows(re, text, null, 0, 0, (m, offset) => {
    const value = m[2];
    if (value === undefined || !passwordArg(value)) return;
    // Round 19: sudo reads the password from stdin with `-S` (upper case; `-s` runs a shell).
    if (SUDO_STDIN.test(m[0]) && !/sudo\s+(?:-[A-Za-z]*S[A-Za-z]*|--stdin)$/.test(m[0])) return;
    const start = offset + m.indices![2]![0];
    spans.push({
      start,
      end: start + value.length,
      rule: "command-password",
      category: "secret",
    });
  });
}

function findCommandPasswords(text: string): Span[] {
  const spans: Span[] = [];
  collect(POSITIONAL, text, spans);
  if (/\becho\b/i.test(text)) collect(PIPED, text, spans);
  return spans;
}

export const COMMAND_RULES: TextRule[] = [
  {
    id: "command-password",
    category: "secret",
    keywords: [
      "htpasswd",
      "rabbitmqctl",
      "net user",
      "mysqladmin",
      "storepass",
      "keypass",
      "password-stdin",
      "chpasswd",
      "passwd --stdin",
      "sudo -s",
      "sudo --stdin",
    ],
    find: findCommandPasswords,
  },
];
