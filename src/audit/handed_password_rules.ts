// Redaction round 39 (issue 13): passwords handed over in writing after a password label and any
// connector people use ("pw changed to 6dxSDt-tsTpRsv", "mdp est désormais i3nm-xVn6-X7Ae",
// "| ww | Honey59Cinema% |", "Passwort;Cradle%0460;", "bank login是UNRs-dHvU-dvEF", "pw:" and
// the value on the next line). The label's noun must touch the connector ("password reset
// ticket: …" names another record); the value must look like a password (prose_password_rules)
// and not be a record number in capitals and digits (`INV-331559`, `1ZCB0UP68H3DTYU51T`).
// Tuning set: rtr7 (its missed passwords and bank logins).
import { handedLike, joinAfter } from "./access_code_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const NOUN = new RegExp(
  "(?<![\\p{L}\\d_.$-])(?:" + [
    String
      .raw`password|passwort|kennwort|mot\s+de\s+passe|mdp|contraseña|senha|wachtwoord|ww|kata\s+sandi|pw|pwd`,
    String.raw`clave(?:\s+de\s+la\s+banca\s+online)?|accès\s+banque|bank\s+login`,
  ].join("|") + ")(?![\\p{Script=Latin}\\d_])|(?:网银(?:登录)?)?密码",
  "giu",
);
// Quotes, brackets and `=` mark code and templates (`password="%(db_password)s"`), not a note.
const TOKEN = /^[^\s|,;"'`(){}\[\]<>=]{6,64}(?=$|[\s|,;])/;
const RECORD_NUMBER = /^[A-Z0-9#-]+$/;

function findHandedPasswords(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 8, 48)) {
    for (const m of text.slice(ws, we).matchAll(NOUN)) {
      const at0 = ws + m.index;
      if (at0 > 0 && /[\p{L}\d_.$-]/u.test(text[at0 - 1])) continue;
      const span = readPassword(text, at0 + m[0].length);
      if (span) spans.push(span);
    }
  }
  return spans;
}

/** The password after a connector at `after`, if one stands there. */
function readPassword(text: string, after: number): Span | undefined {
  const join = joinAfter(text.slice(after, after + 40));
  // `=` joins code's names and values; a value on the next line must stand alone on it.
  if (join === undefined || join.includes("=")) return undefined;
  const v = TOKEN.exec(text.slice(after + join.length, after + join.length + 70))?.[0];
  if (v === undefined) return undefined;
  if (join.includes("\n") && !/^[ \t]*(?:\n|$)/.test(text.slice(after + join.length + v.length))) {
    return undefined;
  }
  // A token ending in a colon is the next field's name (`format: password, minLength: 12`).
  if (v.endsWith(":") || RECORD_NUMBER.test(v) || !handedLike(v)) return undefined;
  const start = after + join.length;
  return { start, end: start + v.length, rule: "handed-password", category: "secret" };
}

export const HANDED_PASSWORD_RULES: TextRule[] = [{
  id: "handed-password",
  category: "secret",
  keywords: [
    "password",
    "passwort",
    "kennwort",
    "mot de passe",
    "mdp",
    "contraseña",
    "senha",
    "wachtwoord",
    "ww",
    "sandi",
    "pw",
    "clave",
    "banque",
    "bank login",
    "密码",
  ],
  find: findHandedPasswords,
}];
