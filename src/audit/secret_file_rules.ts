// Secret files named next to an action that reads or sends them (security notes §2.2 TP-02).
// The regex finds only the file; the verbs are checked in its sentence, which keeps the search
// anchored on rare path characters instead of on every common verb.
import { kw } from "./injection_keywords.ts";
import { notNegated, type PhraseRule } from "./phrase_rule.ts";
import { FOREIGN_READ, FOREIGN_SECRET_FILE_RULE } from "./secret_file_foreign.ts";

const HOME = String.raw`(?:~|\$HOME|%USERPROFILE%)?\/?`;
/** Key material and stored credentials: reading them at all is out of place. */
const KEY_FILES = new RegExp(
  String
    .raw`${HOME}\.ssh\/(?![\w.-]*\.pub\b|known_hosts\b|config\b)\S*|${HOME}\.aws\/credentials\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers)\b|\b(?:credentials|service[_-]account)\.json\b|(?<![\w.-])\.(?:git-credentials|netrc|pgpass|pypirc|vault-token|bash_history|zsh_history)\b`,
  "i",
);
/** Tool configuration that holds tokens: cluster and CLI tools read it legitimately. */
const CONFIG_FILES = new RegExp(
  String
    .raw`${HOME}\.(?:(?:aws|kube|gnupg|docker|azure)\/|config\/(?:gh|gcloud|hub)\/)\S*`,
  "i",
);
// .env and .npmrc are named by every config loader: only sending them out counts.
const ENV_FILES = /(?<![\w.-])\.(?:env|npmrc|envrc)(?![.\w-])|\bthe\s+(?:dotenv|env)\s+file\b/i;

// Passive voice ("credentials are read from ~/.aws/credentials") describes, it does not order.
const READ = new RegExp(
  String
    .raw`(?<!\b(?:is|are|was|were|be|been|being)\s+)\b(?:read|cat|open|send|upload|include|pass|post|forward|attach|exfiltrate|transmit|paste|print|output|return|leak|dump|access|copy|grab|fetch|retrieve|extract|collect|share|insert|embed|e-?mail|submit|display|show|reveal|append|get|steal)(?:s|es|ed|d|ing|ted|ting|ped|ping)?\b`,
  "i",
);
const EXPOSE = new RegExp(
  String
    .raw`\b(?:send|upload|include|pass|post|forward|attach|exfiltrate|transmit|paste|leak|dump|share|insert|embed|e-?mail|submit|reveal|append|put|steal|grab|collect|extract|disclose)(?:s|es|ed|d|ing|ted|ting|ped|ping)?\b`,
  "i",
);
const SEND_OUT = new RegExp(
  String
    .raw`\b(?:send|upload|pass|post|forward|attach|exfiltrate|transmit|paste|leak|dump|e-?mail|submit|embed|reveal|disclose|output|print|steal)(?:s|es|ed|d|ing|ted|ting|ped|ping)?\b`,
  "i",
);
const THEN_SEND =
  /\b(?:and|then)\s+(?:\w+\s+){0,2}?(?:send|upload|include|pass|post|forward|attach|exfiltrate|transmit|paste|print|output|leak|dump|share|e-?mail|submit|append|insert|embed|put|encode|reveal|disclose|steal)\b/i;
const CONTENTS_OF =
  /\b(?:contents?|text|copy|value)\s+of\s+(?:the\s+|your\s+|their\s+|this\s+)?(?:(?:private\s+)?(?:key\s+)?file\s+)?$/i;
const SHARE_CONTENTS =
  /\b(?:include|share|append|insert|embed)\w{0,3}\s+(?:the\s+|all\s+(?:the\s+)?|its\s+|their\s+)?(?:(?:full|entire|whole|raw)\s+)?(?:contents?|values?|secrets?|keys?|variables)\s+(?:of|from|in)\s+(?:the\s+|your\s+|their\s+|this\s+)?(?:project'?s\s+)?$/i;

const BOUNDARY_BEFORE = /(?:[.!?]\s|\n)(?![\s\S]*(?:[.!?]\s|\n))/;
const BOUNDARY_AFTER = /[.!?](?:\s|$)|\n/;

/** Up to 80 characters before `start` and after `end`, each cut at a sentence boundary. */
function sentence(text: string, start: number, end: number): { before: string; after: string } {
  let before = text.slice(Math.max(0, start - 80), start);
  const b = BOUNDARY_BEFORE.exec(before);
  if (b) before = before.slice(b.index + b[0].length);
  let after = text.slice(end, end + 80);
  const a = BOUNDARY_AFTER.exec(after);
  if (a) after = after.slice(0, a.index);
  return { before, after };
}

function secretAction(text: string, start: number, end: number): boolean {
  const { before, after } = sentence(text, start, end);
  const acted = READ.test(before) || FOREIGN_READ.test(before) || CONTENTS_OF.test(before) ||
    THEN_SEND.test(after);
  return acted && notNegated(text, start);
}

function configAction(text: string, start: number, end: number): boolean {
  const { before, after } = sentence(text, start, end);
  return (EXPOSE.test(before) || THEN_SEND.test(after)) && notNegated(text, start);
}

function envAction(text: string, start: number, end: number): boolean {
  const { before, after } = sentence(text, start, end);
  const sent = SEND_OUT.test(before) || SHARE_CONTENTS.test(before) || THEN_SEND.test(after);
  return sent && notNegated(text, start);
}

function fileRule(
  keywords: string,
  re: RegExp,
  accept: (text: string, start: number, end: number) => boolean,
): PhraseRule {
  return {
    id: "secret-file-reference",
    severity: "high",
    where: ["d", "r"],
    keywords: kw(keywords),
    re,
    accept,
  };
}

export const SECRET_FILE_RULES: PhraseRule[] = [
  fileRule(
    ".ssh/,.aws/credentials,id_rsa,id_dsa,id_ecdsa,id_ed25519,mcp.json,/etc/passwd,/etc/shadow,/etc/sudoers,credentials.json,account.json,.git-credentials,.netrc,.pgpass,.pypirc,.vault-token,_history",
    KEY_FILES,
    secretAction,
  ),
  fileRule(".aws/,.kube/,.gnupg/,.docker/,.azure/,.config/", CONFIG_FILES, configAction),
  fileRule(".env,.npmrc,.envrc,env file,dotenv file", ENV_FILES, envAction),
  FOREIGN_SECRET_FILE_RULE,
];
