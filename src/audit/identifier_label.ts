// Redaction round 58 (issue 13): a value whose nearest label names an identifier a reader knows is
// public: a device's serial, a commit, a tag's UID, a read's or a request's id, an idempotency
// key ("camera serial on the sheet is DS-2CD2386G2-IU2018…", "didn't include the deployed
// commit. Found it on the back of the old key register: 5d8eb4…"). Shape rules (random material,
// a credential word somewhere near) judge such values by their look alone; the label says what
// they are. Tuning set: v46 (its seven false alarms); the labels stand beside benign values in
// 18 to 45 sets of v1-v46 and rtr1-rtr10 each, and no secret of any set was lost.

// Identifier nouns. `serial` alone (a "serial key" is a licence, which SECRET_BETWEEN catches as
// "key"), a commit and its hash, a UID, an id named by what it identifies, an idempotency key.
const ID_LABEL = new RegExp(
  String.raw`(?<![\p{L}\d])(?:` + [
    String.raw`serial(?:[ _-]?(?:no\.?|nr\.?|number|#))?|s\/n|seriennummer|numero\s+di\s+serie`,
    String.raw`n[úu]mero\s+de\s+s[ée]rie|num[ée]ro\s+de\s+s[ée]rie|序列号`,
    String
      .raw`(?:git[ _-]?)?commit(?:[ _-]?(?:sha|hash|id))?|(?:tag[ _-]?)?uid|idempotency[ _-]?key`,
    String
      .raw`(?:read|tag|request|trace|correlation|transaction|event|message|asset)[ _-]?(?:id|ID|Id)`,
  ].join("|") + String.raw`)(?![\p{L}\d])`,
  "giu",
);

// A credential's word between the label and the value makes the value that credential's ("commit
// 5d8e… rotated the DB password: …"). A bare "key" counts, except a lock's key (a key register,
// ring, safe or cabinet), which is a thing on a hook, not a credential.
const SECRET_BETWEEN =
  /pass|secret|token|credential|\bcreds?\b|login|auth|admin|\broot\b|\bpin\b|\botp\b|cvv|private|api|session|cookie|bearer|signing|hmac|webhook|code|\bkey\b(?![\s-]*(?:register|ring|safe|box|cabinet|holder|cupboard))|passwort|senha|contrase|mot de passe|hasło|пароль|密码|密钥/iu;

// The shape rules this reading overrides; a vendor's own format (an `AKIA…` id, a `ghp_` token)
// or a checksum rule speaks for the value itself and stays.
const SHAPE_RULES = new Set([
  "prefixed-token",
  "random-literal",
  "credential-nearby",
  "credential-context",
  "credential-mention",
  "aside-label",
  "table-credential",
  "password-shaped",
]);

// Another field between them (a quoted key and its colon, a brace, `name=`) names the value
// instead: `"request_id":"…","changes":{".dockerconfigjson":{"new":"<secret>"` (rtr6).
const FIELD_BETWEEN = /[{}]|["'][^"'\n]{0,40}["']\s*:|[\w.-]=/;

const LOOK_BACK = 120;

/** The label nearest before `start` on its line names an identifier, with no credential word
 * between them; only for a span of a rule that judged the value by its shape. */
export function identifierLabelled(text: string, start: number, rule: string): boolean {
  if (!SHAPE_RULES.has(rule)) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(Math.max(lineStart, start - LOOK_BACK), start);
  let last: RegExpExecArray | undefined;
  ID_LABEL.lastIndex = 0;
  for (let m = ID_LABEL.exec(before); m; m = ID_LABEL.exec(before)) last = m;
  if (last === undefined) return false;
  const between = before.slice(last.index + last[0].length);
  return !SECRET_BETWEEN.test(between) && !FIELD_BETWEEN.test(between);
}
