// Redaction round 9 (issue 13): a credential passed to an API whose parameter, not a name beside
// the value, says what it is. A client's one-argument `auth(PW)` (redis, Jedis, superagent), a
// database connect call's third argument (`DBI->connect(dsn, user, PW)`, `mysqli_connect`,
// `new PDO`, `getConnection`), PowerShell's `ConvertTo-SecureString PW -AsPlainText`, a setter
// whose first argument is a credential constant (`env.put(Context.SECURITY_CREDENTIALS, PW)`,
// `curl_setopt($ch, CURLOPT_USERPWD, 'u:PW')`), a store call keyed by a credential's name
// (`keychain.set(PW, key: "admin.password")`) and a UI test typing into a password field.
import { isSensitiveKey } from "./key_names.ts";
import { passwordValue } from "./carrier_rules.ts";
import { credentialShaped } from "./credential_shape.ts";
import { namedValue } from "./pair_rules.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const S = String.raw`(["'])([^"'\n]{3,200})`;
// A string or a variable as an earlier argument (`$dsn`, `url`, `"DBI:Pg:…"`, `cfg.user`).
const ARG = String.raw`(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[$@]?[A-Za-z_][\w.$>-]{0,60})`;

// `red:auth("PW")`, `jedis.auth("PW")`, `.auth('user', 'PW')`: the last string argument.
const AUTH_CALL = new RegExp(
  String.raw`(?<=[.:]|->)auth\s*\(\s*(?:${ARG}\s*,\s*)?${S}\1\s*[,)]`,
  "dg",
);

// A connect call's third argument is the password (Perl DBI, PHP mysqli/PDO/odbc/db2, JDBC,
// Python's MySQLdb/pymysql positional form).
const CONNECT_CALL = new RegExp(
  String
    .raw`(?:DBI->connect(?:_cached)?|mysqli_connect|mysqli|mysql_p?connect|PDO|odbc_connect|db2_p?connect|getConnection|MySQLdb\.connect|pymysql\.connect)\s*\(\s*${ARG}\s*,\s*${ARG}\s*,\s*${S}\1`,
  "dg",
);

const SECURE_STRING = new RegExp(
  String
    .raw`ConvertTo-SecureString(?=[^\n|;]{0,200}?-AsPlainText)(?:\s+-(?:AsPlainText|Force)\b)*\s+(?:-String\s+)?${S}\1`,
  "dgi",
);

// `put(Context.SECURITY_CREDENTIALS, "PW")`, `curl_setopt($ch, CURLOPT_USERPWD, "u:PW")`,
// `putString(KEY_PASSWORD, "PW")`: an upper-case constant that names a credential.
const CONSTANT_SETTER = new RegExp(
  String
    .raw`\(\s*(?:\$\w+\s*,\s*)?(?:[A-Za-z_][\w$]*\.)*(?=[A-Z0-9_]{0,50}(?:CREDENTIAL|PASSW|PWD|USERPASS|SECRET|TOKEN|COOKIE|KEY))([A-Z][A-Z0-9_]{2,60})\s*,\s*${S}\2\s*\)`,
  "dg",
);

// `keychain.set("PW", key: "admin.password")`, `set("PW", forKey: "apiToken")` (Swift stores).
const KEYED_STORE = new RegExp(
  String.raw`\.set\w{0,20}\s*\(\s*${S}\1\s*,\s*(?:for)?[kK]ey\s*:\s*["']([\w.-]{2,80})["']`,
  "dg",
);

// A UI test typing into a located password field: `find_element(By.NAME, "password")
// .send_keys("PW")`, `cy.get('#password').type('PW')`, `getByLabel('Password').fill('PW')`,
// `page.fill("#password", "PW")`, Capybara's `fill_in 'Password', with: 'PW'`, Watir's `.set 'PW'`.
const FIELD = String
  .raw`["'][^"'\n]{0,60}?(?:passw|pwd|passcode|contrase|senha|kennwort|mot de passe)[^\n()]{0,40}?["']`;
const UI_FILL = new RegExp(
  String
    .raw`(?:${FIELD}\s*\)(?:\s*\))?\s*\.\s*(?:send_keys|sendKeys|type|fill|setValue|set_value|set|press_sequentially|pressSequentially)(?:\s*\(\s*|[ \t]+)|\.fill\s*\(\s*${FIELD}\s*,\s*|\bfill_in\s*\(?\s*${FIELD}\s*,\s*with:\s*)${S}\1`,
  "dgi",
);

/** The credential part of a constant setter's value: after `user:` for a USERPWD, else all. */
function setterSpans(m: RegExpExecArray, offset: number): Span[] {
  const name = m[1];
  const value = m[3];
  const start = offset + m.indices![3]![0];
  if (/COOKIE/.test(name)) return cookieSpans(value, start);
  if (!isSensitiveKey(name) && !/USERPWD|USERPASS/.test(name)) return [];
  const colon = /USERPWD|USERPASS/.test(name) ? value.indexOf(":") + 1 : 0;
  const pw = value.slice(colon);
  // `finder(URI_SECRET, "otpauth-secret")`: a word or a name passed, not a password.
  return passwordValue(pw) && namedValue("password", pw) ? [span(start + colon, pw)] : [];
}

/** Each random value of a `name=value; name=value` cookie string. */
function cookieSpans(value: string, start: number): Span[] {
  const spans: Span[] = [];
  for (const p of value.matchAll(/(?:^|;\s*)[^=;\s]{1,80}=([^;\s]{16,4096})/dg)) {
    if (credentialShaped(p[1], true)) spans.push(span(start + p.indices![1]![0], p[1]));
  }
  return spans;
}

function span(start: number, value: string): Span {
  return { start, end: start + value.length, rule: "credential-call", category: "secret" };
}

function finder(re: RegExp, group: number, check: (m: RegExpExecArray) => boolean = () => true) {
  return (text: string, at: number[] | null): Span[] => {
    const spans: Span[] = [];
    execWindows(re, text, at, 40, 480, (m, offset) => {
      if (check(m) && passwordValue(m[group]) && namedValue("password", m[group])) {
        spans.push(span(offset + m.indices![group]![0], m[group]));
      }
    });
    return spans;
  };
}

function findSetters(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(CONSTANT_SETTER, text, at, 60, 300, (m, offset) => {
    spans.push(...setterSpans(m, offset));
  });
  return spans;
}

const rule = (keywords: string[], find: TextRule["find"]): TextRule => ({
  id: "credential-call",
  category: "secret",
  keywords,
  find,
});

export const CODE_CALL_RULES: TextRule[] = [
  rule(["auth("], finder(AUTH_CALL, 2)),
  rule(["connect", "pdo", "mysqli"], finder(CONNECT_CALL, 2)),
  rule(["convertto-securestring"], finder(SECURE_STRING, 2)),
  rule(
    ["credential", "userpwd", "userpass", "password", "passwd", "cookie", "secret", "token"],
    findSetters,
  ),
  rule(["key:", "key :"], finder(KEYED_STORE, 2, (m) => isSensitiveKey(m[3]))),
  rule(
    ["passw", "pwd", "passcode", "contrase", "senha", "kennwort", "mot de passe"],
    finder(UI_FILL, 2),
  ),
  regexRule({
    // `password "PW"`, Gradle's `storePassword 'PW'`, Chef's or Puppet's DSL attribute: a
    // credential's name opening its line (after a patch's `+`/`-`), then one quoted string ending it (a directive line,
    // as config_row_rules.ts reads `SetEnv NAME value`).
    id: "row-credential",
    keywords: ["password", "passwd", "secret", "token", "apikey", "api_key"],
    re: /^[+-]?[ \t]*([A-Za-z_][\w.]{1,60})[ \t]+(["'])([^"'\s]{4,200})\2[ \t]*;?[ \t]*$/dgm,
    group: 3,
    window: { before: 80, after: 300 },
    minEntropy: 2.5,
    validate: (v, m) => isSensitiveKey(m[1]) && passwordValue(v),
  }),
];
