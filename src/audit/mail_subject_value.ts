// Redaction round 71 (issue 13): a mail whose subject names a credential ("Subject: <system>
// webhook signing secret …", "… trader password (…)") and whose body carries one value on a line
// of its own: the subject names it, the body only points ("here it is:", "below"). The value must
// still look generated, and a subject naming a public or identifying kind (site key, hash, id)
// names something that is not a secret.
import { credentialShaped } from "./credential_shape.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { generatedShort } from "./generated_short.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "Subject" in the mail clients' languages; the header opens the text. red96: or follows up to
// four other header lines ("From: …", "To: …"), as a mail pasted or forwarded whole is written.
const SUBJECT_NAME =
  "(?:Subject|Betreff|Objet|Asunto|Assunto|Onderwerp|Oggetto|Temat|Ämne|Emne|Aihe|Тема)";
const HEADER_NAME =
  "(?:From|To|Cc|Date|Sent|Reply-To|Von|An|Datum|Gesendet|De|À|Para|Fecha|Enviado|Van|Aan|Da|A|Data|Od|Do|Från|Till|Fra|Til|Lähettäjä|Vastaanottaja|От|Кому)";
const SUBJECT_WORD = `^(?:${HEADER_NAME}[ \t]?:[^\n]{0,200}\n){0,4}${SUBJECT_NAME}`;
const SUBJECT = new RegExp(SUBJECT_WORD + String.raw`[ \t]?:[ \t]*([^\n]{3,160})\n`, "i");
const SECRET_WORD =
  /\b(?:password|passwort|passcode|pin|token|secret|api key|credentials?|mot de passe|contraseña|senha|wachtwoord|hasło|clé|clave|chiave|schlüssel|geheimnis)\b|пароль|токен|секрет/i;
const PUBLIC_KIND = /\b(?:site ?key|publishable|public)\b/i;
// red96: a password as policies make them, a letter, a digit and a mark, when the subject names
// it (no URL, e-mail, path or placeholder); and a UUID above, the form vendors issue keys in.
const MARKED = /^(?=\S*\p{L})(?=\S*\d)(?=\S*[!@#$%^&*?+=~])[^\s/\\<>]{8,64}$/u;

function markedPassword(v: string): boolean {
  return MARKED.test(v) && !/@[\w-]+\.\w/.test(v) && !isTemplateOrMask(v);
}

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
  if (!credentialShaped(v, true) && !generatedShort(v) && !markedPassword(v)) return [];
  return [{ start, end: start + v.length, rule: "mail-subject-value", category: "secret" }];
}

export const MAIL_SUBJECT_VALUE_RULES: TextRule[] = [{
  id: "mail-subject-value",
  category: "secret",
  keywords: [],
  hint: new RegExp(SUBJECT_WORD, "i"),
  find: findSubjectValues,
}];
