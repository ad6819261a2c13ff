// Injection round 20 (v23 as tuning; misses of v16–v22 counted first): a link whose query value
// is a slot for private data written in the reader's language, which exfil_rules.ts's English
// names miss: "![](…?t=<Zugangstoken des Ticketing-API>)", "?v=<webhook-nøkkelen fra
// konfigurasjonen>", "?date=MANUSCRISUL_NEPUBLICAT", "?m=MOT_DE_PASSE_DU_CLUSTER", "?c={session
// cookie of the site}". Template variables of code ("{user_id}", "?style=FLAT") have no space
// and name no secret.
import type { PhraseRule } from "./phrase_rule.ts";

// A secret, a text or a configuration in the lexicon languages (stems, as a placeholder spells).
const SECRET_STEM = String
  .raw`passw|passo|passe|token|secret|key|nøkkel|nokkel|nøgle|clé|cle\b|zugang|schlüssel|parol|contrase|senha|wachtwoord|hasł|heslo|adgang|cookie|session|credential|config|konfig|pin\b|code|kod`;
const SECRET_CAPS = String
  .raw`MOT_DE_PASSE|PASSWORD|PASSWORT|PASSORD|TOKEN|SECRET|PAROL|NØKKEL|ZUGANG|HESLO|HASLO|CONTRASE|SENHA|WACHTWOORD|CONFIG|MANUS|TEXT|BASE64`;
// A described slot: words with a space between brackets, naming a secret.
const DESCRIBED = String
  .raw`(?:<[^<>\n]{0,40}?(?:${SECRET_STEM})[^<>\n]{0,40}?\s[^<>\n]{0,40}>|<[^<>\n]{0,40}?\s[^<>\n]{0,40}?(?:${SECRET_STEM})[^<>\n]{0,40}>|\{[^{}\n]{0,40}?\s[^{}\n]{0,40}?(?:${SECRET_STEM})[^{}\n]{0,20}\})`;
// A capitals slot of two or more parts that names a secret or a text ("DEIN_ZUGANGSTOKEN").
const CAPS_SLOT = String
  .raw`(?-i:(?=[\p{Lu}\p{N}_]*(?:${SECRET_CAPS}))\p{Lu}[\p{Lu}\p{N}]*(?:_[\p{Lu}\p{N}]+){1,6})(?![\p{L}\p{N}_])`;

const SLOT_URL = new RegExp(
  String
    .raw`https?:\/\/[^\s)"'<>\]]{1,300}?[?&][\w.-]{1,40}=(?:${DESCRIBED}|${CAPS_SLOT})`,
  "iu",
);

export const EXFIL_SLOT_RULES: PhraseRule[] = [{
  id: "url-data-placeholder",
  severity: "medium",
  where: ["d", "r"],
  // The slot's opening bracket, or a stem of a capitals slot (the gate reads ASCII only).
  keywords: [
    "=<",
    "={",
    "token",
    "_passe",
    "password",
    "passwort",
    "secret",
    "parol",
    "manus",
    "_text",
    "base64",
    "zugang",
    "config",
  ],
  re: SLOT_URL,
}];
