// Redaction round 8 (issue 13): a login given as a sentence in READMEs and runbooks, the user
// then the password: "Log in as `admin` with `X`", "sign in as ops using X", "anmelden als
// admin mit X", "connectez-vous en tant que admin avec X", "inicia sesión como admin con X".
// The password must look like one (prose_password_rules.ts' passwordLike), so "log in as admin
// with SSO" or "with your usual password" stay. Round 11: a `*` inside the password is part of it
// (`Tulpe*2025`); Markdown's `**…**` around it is still taken off by the lazy match.
import { regexRule, type TextRule } from "./rule_kit.ts";
import { passwordLike } from "./prose_password_rules.ts";

const Q = "[`'\"*]{0,2}";
const LOGIN_AS = String
  .raw`(?:log(?:ged)?[ -]?in|sign(?:ed)?[ -]?in)\s+as|anmelden\s+als|melde\s+dich\s+als|connecte[zr]?(?:-vous)?\s+en\s+tant\s+que|inici[ae]\s+sesi[oó]n\s+como|entre\s+como|accedi\s+come|log\s+in\s+als|zaloguj\s+się\s+jako`;
const WITH = String.raw`with|using|mit|avec|con|com|met|z`;
const LOGIN_PHRASE = new RegExp(
  String
    .raw`(?:${LOGIN_AS})\s+${Q}[\w.@-]{2,40}${Q}\s+(?:${WITH})\s+(?:(?:the\s+)?password\s+|(?:dem\s+)?passwort\s+|(?:le\s+)?mot\s+de\s+passe\s+|(?:la\s+)?contraseña\s+)?${Q}([^\s\u0060'"]{6,64}?)${Q}(?=[\s.,;)]|$)`,
  "giu",
);

export const LOGIN_PHRASE_RULES: TextRule[] = [
  regexRule({
    id: "prose-password",
    keywords: [
      "in as",
      "anmelden",
      "melde dich",
      "en tant que",
      "como",
      "accedi",
      "log in als",
      "zaloguj",
    ],
    re: LOGIN_PHRASE,
    group: 1,
    window: { before: 40, after: 240 },
    minEntropy: 2.5,
    validate: (s) => passwordLike(s.replace(/[.,;:!?]+$/, "")),
  }),
];
