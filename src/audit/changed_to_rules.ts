// Redaction round 44 (issue 13): a secret handed over as the new value of a change, the verb on
// either side of the secret's noun and a preposition before the value: "replaced the admin
// password with …", "cambié la contraseña por …", "troquei a senha para …", "zmieniłem hasło
// na …", "поменял пароль на …", "hab den Kennwort ersetzt durch …", "mdp remplacé par …". The
// value must look like a secret (a password with a digit or a mark, a long hex or base32 run, or
// a run of grouped recovery codes); "set the API key to dummy" in docs hands nothing over.
// Tuning set: rtr8 (its missed connectors); the same form is in v26, v36 and rtr2's look-alikes.
import { handedLike } from "./access_code_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const VERBS = [
  String.raw`replaced|changed|rotated|swapped|switched|reset|updated`,
  String.raw`ersetzt|geändert|getauscht|remplacé|changé|modifié`,
  String.raw`cambi\p{L}*|reemplac\p{L}*|tro[cq]\p{L}*|mud\p{L}*|alter\p{L}*|substitu\p{L}*`,
  String.raw`zmieni\p{L}*|podmieni\p{L}*|помен\p{L}*|смени\p{L}*|измени\p{L}*|замени\p{L}*`,
].join("|");
const NOUNS = [
  String
    .raw`password|passphrase|passwort|kennwort|mot\s+de\s+passe|mdp|contraseña|senha|has[łl]o|пароль`,
  String
    .raw`secret|geheimnis|signiergeheimnis|secreto|segredo|secrète|sekret|секрет|token|seed|сид|recovery\s+codes|códigos|kody|коды`,
].join("|");
export const PREPS = String.raw`with|to|durch|auf|zu|par|pour|en|por|para|a|na|на`;
// No sentence end inside: the verb, the noun and the value belong to one clause.
const CLAUSE = String.raw`[^.!?\n]`;
const CHANGED = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:${VERBS})(?![\p{L}\d])${CLAUSE}{0,40}?(?<![\p{L}\d])(?:${NOUNS})` +
    String
      .raw`(?![\p{L}\d])${CLAUSE}{0,40}?|(?:${NOUNS})(?![\p{L}\d])${CLAUSE}{0,24}?\s(?:${VERBS}))` +
    String.raw`[ \t]+(?:${PREPS})[ \t]+(?=\S)`,
  "giu",
);
const TOKEN = /^[^\s"'`<>(){}\[\]]{6,128}/;
const HEX = /^[0-9a-f]{32,128}$/i;
const BASE32 = /^[A-Z2-7]{16,64}$/;
// Recovery codes: four or more groups such as `kallr-bmknw` or `a1b2c3d4` in one run.
const CODES =
  /^(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|[a-z0-9]{8,10})(?:[ \t]+(?:[a-z0-9]{4,6}-[a-z0-9]{4,6}|[a-z0-9]{8,10})){3,}/;

function secretValue(text: string, at: number): string | undefined {
  const rest = text.slice(at, at + 400);
  const codes = CODES.exec(rest)?.[0];
  if (codes && /\d/.test(codes)) return codes;
  const v = TOKEN.exec(rest)?.[0]?.replace(/[.,;:!?]+$/, "");
  if (v === undefined || isTemplateOrMask(v) || looksFake(v)) return undefined;
  return HEX.test(v) || BASE32.test(v) || handedLike(v) ? v : undefined;
}

function findChanged(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 80, 120)) {
    for (const m of text.slice(ws, we).matchAll(CHANGED)) {
      const start = ws + m.index + m[0].length;
      const v = secretValue(text, start);
      if (v) {
        spans.push({ start, end: start + v.length, rule: "changed-secret", category: "secret" });
      }
    }
  }
  return spans;
}

export const CHANGED_TO_RULES: TextRule[] = [{
  id: "changed-secret",
  category: "secret",
  keywords: [
    "replaced",
    "changed",
    "rotated",
    "swapped",
    "switched",
    "reset",
    "updated",
    "ersetzt",
    "geändert",
    "getauscht",
    "remplacé",
    "changé",
    "modifié",
    "cambi",
    "reemplac",
    "troc",
    "troqu",
    "mud",
    "alter",
    "substitu",
    "zmieni",
    "podmieni",
    "помен",
    "смени",
    "измени",
    "замени",
  ],
  find: findChanged,
}];
