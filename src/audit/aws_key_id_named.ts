// Redaction round red85 (issue 13): an AWS access key id is the public half of a pair (AWS prints
// it in the IAM console, CloudTrail and access reviews; it signs nothing alone). A text that names
// the value as that id ("access key id", `ACCESS_KEY_ID=`, `access_key_id:`) and holds no secret
// half hands nothing over; a key id under a credential's name, or beside its secret, stays a secret.
// Read by kept_spans.ts.

// The published format: four letters of the key's kind, sixteen upper-case letters or digits.
const KEY_ID = /^(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}$/;
// The id's own name, in words or joined, an `aws` prefix allowed.
const ID_NAME = /(?<![\p{L}\d])(?:aws[\s_.-]?)?access[\s_.-]?key[\s_.-]?id(?![\p{L}\d])/giu;
// A credential's word between the name and the value makes the value that credential's.
const CREDENTIAL_BETWEEN =
  /pass|secret|token|credential|\bcreds?\b|login|auth|\bapi\b|\bkey\b|private|session|bearer|signing|passwort|senha|contrase|mot de passe|hasło|пароль|密码|密钥/iu;
// Another field between them names the value instead (`access_key_id: x, token=…`).
const FIELD_BETWEEN = /[{}]|["'][^"'\n]{0,40}["']\s*:|[\w.-]=/;
// The secret half: its name anywhere in the text, or a free-standing 40-character run of its
// alphabet with both cases (a 40-hex commit has one case only).
const SECRET_NAME = /secret/i;
const SECRET_RUN =
  /(?<![A-Za-z0-9\/+=])(?=[A-Za-z0-9\/+]*[a-z])(?=[A-Za-z0-9\/+]*[A-Z])[A-Za-z0-9\/+]{40}(?![A-Za-z0-9\/+=])/;
const LOOK_BACK = 120;

/** The nearest name before `start` on its line is the key id's own, with nothing between them
 * that names a credential or another field. */
function namedAsId(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(Math.max(lineStart, start - LOOK_BACK), start);
  let last: RegExpExecArray | undefined;
  ID_NAME.lastIndex = 0;
  for (let m = ID_NAME.exec(before); m; m = ID_NAME.exec(before)) last = m;
  if (last === undefined) return false;
  const between = before.slice(last.index + last[0].length);
  return !CREDENTIAL_BETWEEN.test(between) && !FIELD_BETWEEN.test(between);
}

/** Whether the span is an AWS access key id the text names as the id, with no secret half. */
export function awsKeyIdNamedAt(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end).replace(/^["']|["']$/g, "");
  if (!KEY_ID.test(value) || !namedAsId(text, start)) return false;
  return !SECRET_NAME.test(text) && !SECRET_RUN.test(text);
}
