// Redaction round 71 (issue 13): a mail whose subject names a credential ("Subject: <system>
// webhook signing secret …", "… trader password (…)") and whose body carries one value on a line
// of its own: the subject names it, the body only points ("here it is:", "below"). The value must
// still look generated, and a subject naming a public or identifying kind (site key, hash, id)
// names something that is not a secret.
import { credentialShaped } from "./credential_shape.ts";
import { generatedShort } from "./generated_short.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "Subject" in the mail clients' languages; the header opens the text.
const SUBJECT_WORD =
  "^(?:Subject|Betreff|Objet|Asunto|Assunto|Onderwerp|Oggetto|Temat|Ämne|Emne|Aihe|Тема)";
const SUBJECT = new RegExp(SUBJECT_WORD + String.raw`[ \t]?:[ \t]*([^\n]{3,160})\n`, "i");
const SECRET_WORD =
  /\b(?:password|passwort|passcode|pin|token|secret|api key|credentials?|mot de passe|contraseña|senha|wachtwoord|hasło|clé|clave|chiave|schlüssel|geheimnis)\b|пароль|токен|секрет/i;
const PUBLIC_KIND = /\b(?:site ?key|publishable|public)\b/i;
// A line holding one token and nothing else (leading blanks allowed).
const LONE = /^[ \t]*(\S{10,200})[ \t]*$/gm;

function findSubjectValues(text: string): Span[] {
  const subject = SUBJECT.exec(text);
  if (!subject) return [];
  const name = subject[1];
  if (!SECRET_WORD.test(name) || PUBLIC_KIND.test(name) || ID_LABEL.test(name)) return [];
  const body = subject[0].length;
  const lone: [number, string][] = [];
  LONE.lastIndex = body;
  for (let m = LONE.exec(text); m; m = LONE.exec(text)) {
    lone.push([m.index + m[0].indexOf(m[1]), m[1]]);
  }
  // One value the body points at; several lone tokens are a list or a log, not the named value.
  if (lone.length !== 1) return [];
  const [start, v] = lone[0];
  if (!credentialShaped(v) && !generatedShort(v)) return [];
  return [{ start, end: start + v.length, rule: "mail-subject-value", category: "secret" }];
}

export const MAIL_SUBJECT_VALUE_RULES: TextRule[] = [{
  id: "mail-subject-value",
  category: "secret",
  keywords: [],
  hint: new RegExp(SUBJECT_WORD, "i"),
  find: findSubjectValues,
}];
