// Injection round 18 (v21 as tuning, with v20's residue): a description that names another
// server's tool and overrules the user's own choice for it ("instead of the user's account",
// "aunque el usuario pida otra licencia", "sin importar lo escrito"), rewrites one of its settings
// ("change the licence to CC0", "set --account=…", "remove the embargo", "把账户改为 …"), grants
// a role through it ("同时把 admin 角色授予 …") or hides it from the user in CJK. The other tool's
// mention and a dictating word are still required by tool_definition.ts.

// The user's choice overruled, in every lexicon language (memory_overrule.ts reads it too).
const OVERRULED = [
  String
    .raw`\binstead\s+of\s+(?:the\s+|what\s+)?(?:\w+\s+){0,3}?(?:the\s+)?user\b|\bno\s+matter\s+what\b|\bwhatever\s+the\s+user\b|\bignore\s+the\s+one\s+(?:in|on|from|given|provided|the\s+user)\b`,
  String
    .raw`\bsin\s+importar\b|\baunque\s+el\s+usuario\b|\bdiga\s+lo\s+que\s+diga\b|\bquoi\s+qu['’]|\bmême\s+si\s+l['’]utilisat|\bpeu\s+importe\b|\begal\s+was\b|\bunabhängig\s+davon\b|\bauch\s+wenn\s+(?:der|die)\s+(?:nutzer|benutzer|anwender)`,
  String
    .raw`\bindipendentemente\b|\banche\s+se\s+l['’]utente\b|\bindependentemente\b|\bmesmo\s+que\s+o\s+(?:usuário|utilizador)\b|\bongeacht\b|\bwat\s+de\s+gebruiker\s+ook\b|\book\s+als\s+de\s+gebruiker\b|\bniezależnie\s+od\b|\bnawet\s+jeśli\s+użytkownik|\bbez\s+względu\s+na\b`,
  String
    .raw`\bkullanıcı\s+ne\s+(?:derse|isterse)|\bmeskipun\s+pengguna\b|\bterlepas\s+dari\b|\boavsett\b|\bäven\s+om\s+användaren\b|\buanset\b|\buansett\b|\bselv\s+om\s+bruge?ren\b|\briippumatta\b|\bvaikka\s+käyttäjä|\bbez\s+ohledu\s+na\b|\bi\s+když\s+uživatel|\bfüggetlenül\b|\bindiferent\s+de\b|\bchiar\s+dacă\s+utilizatorul\b|\bbất\s+kể\b`,
  String
    .raw`\bнезависимо\s+от\b|\bдаже\s+если\s+пользователь|无论用户|無論用戶|不管用户|不管用戶|ユーザー[^。\n]{0,12}?(?:関係なく|かかわらず)|사용자[^.\n]{0,12}?(?:관계없이|상관없이)`,
];
export const USER_OVERRULED = new RegExp(OVERRULED.join("|"), "iu");

const PARTS = [
  ...OVERRULED,
  // One of its settings rewritten: licence, recommendation, account, branch, embargo, a flag.
  String
    .raw`\b(?:change|switch|set)\s+(?:the\s+|its\s+)?(?:licen[cs]e|recommendation|decision|verdict|rating|score|grade|status|branch|allocation|project)\s+to\b|\b(?:remove|lift|drop)\s+(?:the\s+|any\s+)?embargo\b|\bset\s+--[\w-]+=\S+`,
  String
    .raw`\b(?:cambia|pon|mets|change[zr]?|ändere|setze|modifica|imposta|altere|mude|wijzig|zmień|ustaw)\s+(?:siempre\s+|toujours\s+|immer\s+|sempre\s+|altijd\s+|zawsze\s+)?(?:la\s+|el\s+|le\s+|die\s+|den\s+|a\s+|o\s+|de\s+|het\s+)?(?:licencia|recomendación|decisión|cuenta|licence|recommandation|décision|compte|lizenz|empfehlung|entscheidung|konto|licenza|raccomandazione|conto|licença|recomendação|conta|licentie|aanbeveling|rekening|licencję|rekomendację|konto)\b`,
  // CJK: the account or payee changed, a role granted, the user kept in the dark.
  String
    .raw`(?:账户|账号|帳戶|帳號|收款人|口座|계좌)[^。\n]{0,8}?(?:改为|改成|改為|設為|设为|に変更|로\s*변경)|(?:授予|赋予|賦予|付与|부여)[^。\n]{0,16}?(?:admin|root|管理员|管理員|管理者|관리자)|(?:admin|管理员|管理員|管理者|관리자)\s*(?:角色|权限|權限|権限|권한)[^。\n]{0,8}?(?:授予|赋予|賦予|付与|부여)|(?:不要|别|勿|不得)(?:告诉|告訴|通知|提醒)(?:用户|用戶)|ユーザーに(?:は)?(?:言わ|伝え|知らせ)ない|사용자에게\s*(?:알리지|말하지)`,
];

/** What the dictated use does to the other tool: the user's choice overruled or a setting rewritten. */
export const SHADOW_OVERRULES = new RegExp(PARTS.join("|"), "iu");

// The dictating half "X is now …" ("the correct IBAN for all vendors is now …") and "for X,".
export const DICTATES_NOW = /\b(?:is|are)\s+now\b|\bfrom\s+now\s+on\b/iu;

/** A name in a script without spaces between words (CJK) counts wherever it appears. */
export function scriptName(name: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(name) &&
    name.length >= 2;
}
