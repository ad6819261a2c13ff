// Recognising values that only stand for a secret (templates, masks, documentation samples).
import { publishedSample } from "./sample_values.ts";
import { perScan } from "./value_memo.ts";

// `{NAME}` (Python's str.format, Frigate's and Home Assistant's `{FRIGATE_RTSP_PASSWORD}`) names the
// variable a tool fills in: an identifier in single braces is a template, never generated material.
const TEMPLATE =
  /^(?:\$\{[^}]*\}|\$\{\{[^}]*\}\}|\{\{[^}]*\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|<[^<>]*>|\[[^\[\]]*\])$/;
const MASK = /^(?:[*•·x#.\-_]|X){3,}$|^(.)\1{5,}$/;
// Round 25: `env:PAYMENT_SECRET` (and PowerShell's `$env:NAME`) names the variable to read.
const ENV_REF =
  /^(?:process\.env|os\.environ|env\.|secrets\.|import\.meta\.env|Deno\.env)|^\$?env:[A-Za-z_]\w*$/;
// Round 25: a value cut short by an ellipsis (`hlr9…61h4`) or shown behind bullets
// (`•••• 0428`, `napi_••••bKWb`): a display of a secret, never generated material.
const SHOWN_MASKED = /…|[•●]{3}/;
// References into a secret manager (1Password, Vault, AWS, GCP, Azure, Doppler, Kubernetes…)
// name where the secret is kept, not the secret; so does any AWS ARN.
const MANAGER_REF =
  /^(?:(?:secrets?manager|ssm|sm|awssm):)?arn:aws[\w-]*:|^(?:(?:op|vault|sm|awssm|gcpsm|azkv|akv|keyvault|ssm|secretsmanager|secretmanager|bws|doppler|infisical|k8s|kubernetes|sops|pass|conjur|keeper|lastpass|bitwarden)):\/\/|^vault:[\w\/.-]|^projects\/[^\/\s]+\/secrets\/|^https:\/\/[\w-]+\.vault\.azure\.net\/secrets\//i;

// Round 10: a mask written in words (CloudTrail's `HIDDEN_DUE_TO_SECURITY_REASONS`, `VALUE_MASKED`,
// `redacted by policy`, `(filtered)`): upper-case words, or three or more lower-case ones, one of
// them a masking verb. Generated material is never all words of one case.
const MASK_VERB = "HIDDEN|REDACTED|MASKED|FILTERED|OMITTED|REMOVED|SUPPRESSED|CENSORED|SCRUBBED|" +
  "WITHHELD|CONCEALED|OBFUSCATED|SANITI[SZ]ED|ELIDED";
const MASK_PHRASE = new RegExp(
  String.raw`^\(?(?:(?=[A-Z_ ]+\)?$)(?:[A-Z]+[_ ])*(?:${MASK_VERB})(?:[_ ][A-Z]+)*` +
    String
      .raw`|(?=[a-z_ ]+\)?$)(?=(?:[a-z]+[_ ]){2})(?:[a-z]+[_ ])*(?:${MASK_VERB.toLowerCase()})(?:[_ ][a-z]+)*)\)?$`,
);

const SCHEMED = /^(?:bearer|basic|token|digest)[ \t]+(\S.*)$/i;

/**
 * Template syntax (`${VAR}`, `{{x}}`, `$VAR`, `%VAR%`, `<token>`, `[REDACTED]`), masks (`****`),
 * environment references, and values already carrying our marker. Used even for values under
 * sensitive keys, where everything else is redacted.
 */
export const isTemplateOrMask: (value: string) => boolean = perScan(templateOrMask);

function templateOrMask(value: string): boolean {
  // Round 28: a rule may take the sentence's full stop along (`password: %HISTORIAN_PW%.`).
  const v = value.trim().replace(/(?<=[%}>\]])[.,;:!?]$/, "");
  if (v.length === 0) return true;
  if (v.startsWith("[REDACTED")) return true;
  // Round 35: an auth scheme word before a template or mask (`Bearer <hidden>`, `Basic ****`)
  // shows where the credential went, as the bare mask would.
  const schemed = SCHEMED.exec(v);
  if (schemed !== null) return isTemplateOrMask(schemed[1]);
  return TEMPLATE.test(v) || MASK.test(v) || ENV_REF.test(v) || MANAGER_REF.test(v) ||
    SHOWN_MASKED.test(v) ||
    v.includes("${") || nativeInstruction(v) || MASK_PHRASE.test(v) ||
    v.includes("{{");
}

// Round 5: a value written in CJK, kana or hangul words ("ここにAPIキーを入力", "여기에 키 입력") is
// an instruction to whoever fills it in: four such letters, half the value or more.
const CJK_LETTER = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

function nativeInstruction(v: string): boolean {
  if (!/[\u3040-\ud7af]/.test(v)) return false;
  const n = v.match(CJK_LETTER)?.length ?? 0;
  return n >= 4 && n * 2 >= [...v].length;
}

const SAMPLE_WORDS =
  /example|placeholder|redacted|dummy|sample|your[_-]?(?:api|token|key|secret|pass)|\*{3}|\.\.\.|…|changeme|lorem[-_ ]?ipsum|insert[_-]?(?:your|here)|_here$/i;
// Runs that random base62 material practically never contains (~1e-9 per token).
const SAME_CHAR_RUN = /(.)\1{7,}|x{6}|X{6}/;
// Round 13: Dropbox's long-lived and refresh tokens carry ten `A`s after their first 11
// characters by format; the run is no placeholder there.
const DROPBOX_LONG = /^[\w-]{11}A{10}[\w-]{43}$/;
// Round 20: base64 of a gzip stream opens with its RFC 1952 header, `1f 8b 08` and zero flags and
// mtime: `H4sIAAAAAAAA` (eBay's user tokens carry one); the zeros are the format, not a sample.
const GZIP_HEADER = /H4sIA{8,9}/g;
// Whole words of a token that only documentation writes: `sk_live_xxx`, `xoxb-your-bot-token`.
// (`new RegExp` because lint rejects the `(?-i:…)` group in literals.)
const PLACEHOLDER_PART = new RegExp(
  String
    .raw`(?:^|[_\-.:\/])(?:(?-i:x{3,}|X{3,})|your|fake|todo|replace(?:me)?|sample|test-?token|secret-?here|token-?here|key-?here)(?=$|[_\-.:\/])`,
  "i",
);

/**
 * True for documentation-style fake tokens such as `ghp_xxxxxxxx…`, `AKIAIOSFODNN7EXAMPLE`,
 * `sk_live_YOUR_KEY_HERE`. Random base62 material practically never contains these runs.
 */
export const looksFake: (value: string) => boolean = perScan(fake);

function fake(value: string): boolean {
  return isTemplateOrMask(value) || SAMPLE_WORDS.test(value) ||
    (SAME_CHAR_RUN.test(value) && !DROPBOX_LONG.test(value) &&
      SAME_CHAR_RUN.test(value.replace(GZIP_HEADER, "H4sI"))) ||
    PLACEHOLDER_PART.test(value) || NAMED_PLACEHOLDER.test(value) || FOREIGN_NAMED.test(value) ||
    FOREIGN_YOURS.test(value) ||
    DESCRIPTION.test(value) ||
    SAMPLE_UUID.test(value) || publishedSample(value);
}

// Round 4: a UUID that counts (`12345678-1234-1234-1234-123456789012`, `…-abcd-abcd-…`): written
// by hand for documentation, never generated.
const SAMPLE_UUID =
  /^(?=[0-9a-f-]{36}$)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$(?<=12345678.*|(?:1234|abcd)-(?:1234|abcd)-.*)/i;

// `ACCESS_TOKEN`, `CLIENT_SECRET`: the value spells the name of what belongs there (upper-case
// words joined by "_", one of them a credential word; `AKIA…KEY…` is not such a name).
const NAMED_PLACEHOLDER =
  /^(?:[A-Z]+_)*(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASS|CREDENTIALS?|AUTH|PAT)(?:_[A-Z]+)*$/;
// Round 7: the same in other languages: `VOTRE_MOT_DE_PASSE`, `DEIN_PASSWORT`, `TU_CLAVE_API`,
// `ВАШ_ПАРОЛЬ`: upper-case words, led by "your" or holding a credential word of that language.
const FOREIGN_NAMED = new RegExp(
  String
    .raw`^(?=[\p{Lu}\d_]+$)(?:(?:VOTRE|TON|TA|TU|SU|DEIN|DEINE|IHR|IHRE|SEU|SUA|TUO|TUA|IL_TUO|LA_TUA|JOUW|UW|TWOJE|TWÓJ|TWOJ|ВАШ|ВАШЕ|ТВОЙ|SENIN|DIN|DITT|DIT)_\p{Lu}` +
    String
      .raw`|(?:.*_)?(?:MOT_DE_PASSE|PASSWORT|KENNWORT|CONTRASEÑA|CONTRASENA|SENHA|WACHTWOORD|HASŁO|HASLO|ПАРОЛЬ|ТОКЕН|CLAVE|CLÉ|CLE|CHIAVE|SCHLÜSSEL|SCHLUESSEL|SIFRE|ŞIFRE|PAROLA|JETON)(?:_.*)?$)`,
  "u",
);
// Round 8: the same in lower case (`tu-contraseña-aquí`, `votre_cle_api`, `ваш-токен`), and an
// instruction in Chinese, Japanese or Korean inside the value (`替换为你的AccessKey`, `请输入密码`,
// `あなたのトークン`, `여기에-입력`): no generated secret holds either.
const FOREIGN_YOURS = new RegExp(
  String
    .raw`^(?:\p{L}+[-_])*(?:tu|su|votre|ton|dein|deine|ihr|ihre|seu|sua|tuo|tua|jouw|uw|twoje|twój|twoj|ваш|ваше|твой|senin|ditt)[-_]\p{L}+(?:[-_]\p{L}+)*$` +
    String.raw`|你的|您的|替换|請替換|请输入|請輸入|あなたの|を入力|입력|여기에`,
  "iu",
);
// Round red63: words of a script without ASCII letters joined by `_` or `-` (`كلمة_السر_بتاعتك`,
// "your password") tell what to put there: generated material holds an ASCII letter or digit.
const WORDS_JOINED = /^[\p{L}\p{M}]+(?:[_-][\p{L}\p{M}]+)+$/u;

/** An assignment's value that is words of another script, joined like a placeholder's. */
export function wordedPlaceholder(value: string): boolean {
  return WORDS_JOINED.test(value) && !/[A-Za-z0-9]/.test(value);
}

// `sas-token-for-azure-blob-storage`: four or more plain words describe the value.
const DESCRIPTION = /^[a-z]+(?:[-_ ][a-z]+){3,}$/;

const BENIGN = new Set([
  "null",
  "undefined",
  "none",
  "true",
  "false",
  "string",
  "number",
  "boolean",
  "object",
  "required",
  "optional",
  "bearer",
  "basic",
  "oauth",
  "oauth2",
  "token",
  "password",
  "passwd",
  "secret",
  "apikey",
  "api_key",
  "hidden",
  "masked",
  "empty",
  "unset",
  "missing",
  "invalid",
  "expired",
  "revoked",
  "default",
  "enabled",
  "disabled",
  // Enumerations that sit under credential-like names (`credentials: 'include'`, token units).
  "include",
  "omit",
  "same-origin",
  "value",
  "all",
  "any",
  "seconds",
  "minutes",
  "hours",
  "days",
  // Round 4: prose naming an option (`the deprecated --api-key flag`, `--token option`).
  "flag",
  "flags",
  "option",
  "options",
  "switch",
  "argument",
  "parameter",
  "setting",
]);

/** Free-text assignment values (`password: …`) that are words, not credentials. */
export function isBenignWord(value: string): boolean {
  return BENIGN.has(value.toLowerCase()) || looksFake(value);
}
