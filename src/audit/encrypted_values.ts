// Values that are ciphertext made to be committed and shared (SOPS, Ansible Vault, Sealed
// Secrets, Vault transit, AWS KMS blobs): redacting them hides nothing and breaks the file.

// `ENC[AES256_GCM,data:…]` (SOPS), `$ANSIBLE_VAULT;1.1;AES256`, `vault:v1:…` (Vault transit),
// `AQICAH…` (an AWS KMS ciphertext blob in base64), `!vault |` (an Ansible inline vault tag).
const CIPHERTEXT =
  /^(?:ENC\[(?:AES256_GCM|PGP|KMS|AGE)\b|\$ANSIBLE_VAULT;\d|vault:v\d+:[A-Za-z0-9+\/]|AQICAH[A-Za-z0-9+\/]{100}|!vault\b)/;
// A Sealed Secret's values sit under `encryptedData:` in a document of `kind: SealedSecret`.
const SEALED_CONTEXT = /\bencryptedData\s*:|\bkind:\s*SealedSecret\b/;
const LONG_BASE64 = /^[A-Za-z0-9+\/]{100,}={0,2}$/;
// Round 48: the Sealed Secrets blob by its own shape, wherever it is pasted: a 2-byte length of
// the RSA-wrapped session key (0x0200 for the default 4096-bit key: base64 `Ag` then A–D), the
// wrapped key, then the AES-GCM data. Bitwarden's EncString `2.<iv>|<data>|<mac>` (type digit,
// three base64 fields) is its encrypted export's and vault's ciphertext.
const SEALED_BLOB = /^Ag[A-D][A-Za-z0-9+\/]{200,}={0,2}$/;
const ENC_STRING =
  /^[0-7]\.[A-Za-z0-9+\/]{16,44}={0,2}\|[A-Za-z0-9+\/]{16,}={0,2}\|[A-Za-z0-9+\/]{16,}={0,2}$/;

/** True when the value at `start` is ciphertext by its notation or by the Sealed Secret around it. */
export function isEncryptedValue(text: string, start: number, value: string): boolean {
  if (CIPHERTEXT.test(value) || SEALED_BLOB.test(value) || ENC_STRING.test(value)) return true;
  if (!LONG_BASE64.test(value)) return false;
  return SEALED_CONTEXT.test(text.slice(Math.max(0, start - 2000), start));
}

const TOKEN_CHAR = /[^\s"'`]/;

/** The whitespace- or quote-delimited token around [start, end) is ciphertext. */
export function insideCiphertext(text: string, start: number, end: number): boolean {
  let s = start;
  while (s > 0 && start - s < 4096 && TOKEN_CHAR.test(text[s - 1])) s--;
  let e = end;
  while (e < text.length && e - end < 4096 && TOKEN_CHAR.test(text[e])) e++;
  const token = text.slice(s, e);
  // `key: <value>` read as one token: the value starts after the last `:` or `=` before `start`.
  const cut = Math.max(
    token.lastIndexOf(":", start - s - 1),
    token.lastIndexOf("=", start - s - 1),
  );
  const value = cut >= 0 && cut < start - s ? token.slice(cut + 1) : token;
  return isEncryptedValue(text, e - value.length, value) || isEncryptedValue(text, s, token);
}
