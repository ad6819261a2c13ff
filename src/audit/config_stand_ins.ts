// Redaction round 48 (issue 13, rtr9 guided): values in configuration files that stand in for a
// secret rather than hold it. A config-reading user needs them intact: where the secret lives (a
// store reference, a file path), what fills it in (a build-time placeholder), the encrypted
// envelope made to be committed, or public material and digests that sit under secret-sounding
// keys. Each is a published notation; a rule that found such a value hands nothing over.
// (Encrypted envelopes — SOPS, Ansible Vault, Sealed Secrets — are encrypted_values.ts'.)
import { randomMaterial } from "./credential_shape.ts";
import { base64Text, encodedSettings } from "./decoded_words.ts";
import { insideCiphertext } from "./encrypted_values.ts";
import { isSensitiveKey } from "./key_names.ts";

// References to where a secret is kept: vals/helmfile `ref+<backend>://…`, and Kubernetes'
// `secretKeyRef` / `configMapKeyRef` written as the value (`valueFrom.secretKeyRef: {…}`).
const STORE_REF = /^(?:ref\+[a-z0-9]+:\/\/\S|(?:valueFrom\.)?(?:secret|configMap)KeyRef\b)/;
// red82: the same reference as a manifest writes it, `valueFrom: { secretKeyRef: {…} }` or
// `valueFrom: secretKeyRef: …`, read from the value's start in the text (a rule may stop at the
// first blank, after `valueFrom:`). v43 and v61 give it as a log field and a dotenv line.
const VALUE_FROM_REF = /^["']?valueFrom:[ \t]*\{?[ \t]*(?:secret|configMap)KeyRef\b/;

// Build-time placeholders: Maven resource filtering and Spring Boot `@name.x@`, Ruby/Spring/
// Octopus `#{name.x}`, Python `%(name)s` — an identifier inside the delimiters, nothing else.
const BUILD_PLACEHOLDER =
  /^(?:@[A-Za-z_][\w.-]{0,60}@|#\{[A-Za-z_][\w.:-]{0,60}\}|%\([A-Za-z_]\w{0,40}\)[sdr])$/;
// `CHANGE_ME`, `change-me`, and Java keystores' documented default `changeit`.
const CHANGE_WORD = /^change[_-]?(?:me|it)$/i;

// A path to a file that holds the secret: a standard top-level directory and lower-case path
// segments (random base64 starting with `/` mixes cases), or a `file://` URL.
const SECRET_PATH =
  /^(?:file:\/\/)?\/(?:run|var|etc|home|opt|srv|usr|secrets|certs|keys|vault|data|mnt|app)(?:\/[a-z0-9._-]{1,64}){1,12}$/;

// Public material and digests: age recipients (bech32, 58 characters after `age1`), Google OAuth
// client ids, image references pinned by digest, `sha256:`/`md5:` and SRI digests, versions, and
// a bare origin (`https://portal.azure.com`: a password manager's site column, no userinfo).
const PUBLIC_OR_DIGEST = new RegExp(
  [
    String.raw`^age1[02-9ac-hj-np-z]{58}$`,
    String.raw`^\d{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com$`,
    String.raw`^[a-z0-9.-]+(?::\d+)?\/[a-z0-9._\/-]+(?::[\w.-]+)?@sha256:[0-9a-f]{64}$`,
    String.raw`^(?:md5|sha1|sha256|sha384|sha512):[0-9a-f]{32,128}$`,
    String.raw`^sha(?:256|384|512)-[A-Za-z0-9+\/]{43,86}={0,2}$`,
    String.raw`^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?\/?$`,
    String.raw`^v?\d{1,4}\.\d{1,4}\.\d{1,6}(?:-[a-z0-9.]{1,20})?$`,
  ].join("|"),
);

// Base64 of a plain settings file (`log_level=info\nregion=…`): two or more `key=value` or
// `key: value` lines whose keys name no credential and whose values are no random material.
const BASE64 = /^[A-Za-z0-9+\/]{16,2000}={0,2}$/;
const SETTING_LINE = /^([A-Za-z_][\w.-]{0,40})\s*[=:]\s*([^\s=:]{0,64})$/;

function encodedSettingsFile(v: string): boolean {
  const clear = BASE64.test(v) ? base64Text(v) : undefined;
  if (clear === undefined || !/^[\x20-\x7e\n]+$/.test(clear)) return false;
  const lines = clear.trim().split("\n");
  return lines.length >= 2 && lines.every((l) => {
    const m = SETTING_LINE.exec(l);
    return m !== null && !isSensitiveKey(m[1]) && !randomMaterial(m[2], 12);
  });
}

// An enumerated XML attribute (Tomcat's `<Resource auth="Container">`, `Application`): one
// title-case word in a start tag, under an attribute whose name is no password or key word.
const ATTRIBUTE_BEFORE = /<[\w:.-]+(?:\s+[\w:.-]+="[^"<>]*")*\s+([\w:.-]+)="$/;
const TITLE_WORD = /^[A-Z][a-z]{2,15}$/;
const SECRET_NAME = /pass|pwd|secret|token|key|cred|hasł|senha|clave|mot_?de/i;

function enumeratedAttribute(text: string, start: number, v: string): boolean {
  if (!TITLE_WORD.test(v)) return false;
  const m = ATTRIBUTE_BEFORE.exec(text.slice(Math.max(0, start - 300), start));
  return m !== null && !SECRET_NAME.test(m[1]);
}

const SCHEME = /^(?:bearer|basic|token)\s+/i;

/** The value at [start, end) of `text` stands in for a secret (see the notations above). */
export function standsInForSecret(text: string, start: number, end: number): boolean {
  const v = text.slice(start, end).trim().replace(SCHEME, "").replace(/^["']|["']$/g, "");
  // The whole token around the span: a rule may stop at `[` of `token=ENC[AES256_GCM,…]`.
  if (insideCiphertext(text, start, end)) return true;
  if (VALUE_FROM_REF.test(text.slice(start, start + 60))) return true;
  return STORE_REF.test(v) || BUILD_PLACEHOLDER.test(v) || CHANGE_WORD.test(v) ||
    SECRET_PATH.test(v) || PUBLIC_OR_DIGEST.test(v) || encodedSettingsFile(v) ||
    encodedSettings(v) || enumeratedAttribute(text, start, v);
}
