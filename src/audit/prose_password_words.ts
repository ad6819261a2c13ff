// The words of the prose-password rule (prose_password_rules.ts): "password", "API key" and
// "secret" in many languages, login words, and the linking words between a word and its value.

// Password words; scripts without spaces (CJK) are matched without word edges.
export const PASSWORD_WORDS = [
  "password",
  "passwort",
  "kennwort",
  "mot de passe",
  "mdp",
  "contraseña",
  "contrasena",
  "senha",
  "palavra-passe",
  "wachtwoord",
  "hasło",
  "haslo",
  "пароль",
  // Round 6: German and Dutch compounds naming which password it is ("Initialpasswort für X: …").
  "initialpasswort",
  "startpasswort",
  "einmalpasswort",
  "erstpasswort",
  "standardpasswort",
  "adminpasswort",
  "rootpasswort",
  "masterpasswort",
  "initialkennwort",
  "startkennwort",
  "einmalkennwort",
  "standardkennwort",
  "beginwachtwoord",
  "eenmalig wachtwoord",
  "parolă",
  "parola",
  "şifre",
  "sifre",
  // Round 5: Turkish possessives ("şifreniz: X", "şifresi X"), written as words of their own.
  "şifreniz",
  "şifren",
  "şifresi",
  "sifreniz",
  "sifresi",
  "kata sandi",
  "sandi",
  "mật khẩu",
  "mat khau",
  "lösenord",
  "losenord",
  "adgangskode",
  "passord",
  "salasana",
  "jelszó",
  "jelszo",
  "heslo",
  "geslo",
  "lozinka",
  // Round 21: Estonian and Lithuanian (the key-name and assignment lists had Estonian already).
  "parool",
  "salasõna",
  "slaptažodis",
  // Round 4: definite forms (Swedish, Danish, Norwegian), access codes and Wi-Fi keys, which are
  // passwords by another name.
  "lösenordet",
  "losenordet",
  "adgangskoden",
  "passordet",
  "zugangscode",
  "codice di accesso",
  "codice d'accesso",
  "código de acceso",
  "código de acesso",
  "code d'accès",
  "toegangscode",
  "kod dostępu",
  "access code",
  "passcode",
  "wlan-schlüssel",
  "wlan-passwort",
  "wlan-kennwort",
  "wifi-passwort",
  "netzwerkschlüssel",
  "clave del wifi",
  "clave wifi",
  "clave de red",
  "clé wifi",
  "clé wi-fi",
  "clé de sécurité",
  "senha do wifi",
  "senha da rede",
  // Round 4: Bulgarian, Serbian/Macedonian (Cyrillic), Ukrainian, Thai.
  "парола",
  "лозинка",
  "гесло",
  "κωδικός",
  "wagwoord",
  "passwd",
  "passphrase",
  "pass",
  "pwd",
  "pw",
  "पासवर्ड",
  "كلمة المرور",
  "كلمة السر",
  "סיסמה",
  "סיסמא",
  // Round 30: Catalan, Galician, Basque and Swahili; possessive and accusative forms (Hungarian
  // "jelszava", Greek "κωδικό"); Arabic without the article ("كلمة مرور حساب …"), Persian; the
  // Hebrew construct ("סיסמת ה-wifi"); a Wi-Fi password named by its Nordic compound.
  "contrasenya",
  "contrasinal",
  "pasahitza",
  "nenosiri",
  "jelszava",
  "jelszavad",
  "jelszavam",
  "jelszót",
  "κωδικό",
  "συνθηματικό",
  "كلمة مرور",
  "كلمة سر",
  "كلمه المرور",
  "كلمه السر",
  "رمز عبور",
  "סיסמת",
  "wifi-kode",
  "wifi-koden",
  "wifi-passord",
  "wifi-passordet",
  "wifi-lösenord",
  "wifi-lösenordet",
];
// Scripts without spaces between words (CJK, and round 30: Thai) are matched without word edges.
export const CJK_WORDS = [
  "パスワード",
  "密码",
  "密碼",
  "口令",
  "비밀번호",
  "암호",
  "비번",
  "รหัสผ่าน",
  "รหัสไวไฟ",
];
// Key and token words: their values must also look like random material (16+ characters).
export const KEY_WORDS = [
  "api key",
  "api-key",
  "apikey",
  // Round 6: an English credential name inside a foreign sentence ("ключ от … client secret").
  "client secret",
  "cle api",
  "clave",
  "chave",
  "токен",
  "jeton",
  "chiave",
  "sleutel",
  "klucz",
  "anahtar",
  // "API key" and "secret" in other languages (a word for "key" alone is too common to scan).
  "api-schlüssel",
  "api schlüssel",
  "clé api",
  "clé d'api",
  "clave de api",
  "clave api",
  "chave de api",
  "chave da api",
  "chiave api",
  "ключ api",
  "api-ключ",
  "api ключ",
  "geheimnis",
  "secreto",
  "segredo",
  "секрет",
  "sekret",
  "sır",
  // Round 7: a token or licence key asked for by its vendor in a chat ("Vercel token bhej do",
  // "New Relic license key 过期了"); the value still has to look like random material.
  "token",
  "license key",
  "licence key",
  "key secret",
  "secret key",
];
// Words for "key" alone (`clé`, `ключ`, `キー`, `키`) are too common in prose to scan for.
export const CJK_KEY_WORDS = [
  "トークン",
  "密钥",
  "令牌",
  "토큰",
  "APIキー",
  "シークレット",
  "API 키",
  "API키",
  "秘钥",
];
// Words before a `user:password` or `user / password` pair.
// Round 7: "admin" ("Printer admin: printeradmin / X"); a login word needs a pair after it.
export const LOGIN_WORDS = ["login", "creds", "credentials", "wifi", "wi-fi", "admin"];
// Round 5: "now" and "became" ("är nu X", "ora è X", "diganti menjadi X", "jetzt X").
const NOW_WORDS =
  "c'est now nu ora jetzt maintenant ahora agora teraz şimdi sekarang menjadi jadi giờ nyt nå"
    .split(" ");
export const LINKERS = new Set(
  ("is was are be = : ： - — → -> lautet ist war sind est était es era é è era jest это является är er on oli van je este là adalah là: 是 为 為 は が 은 는 이 가 है هي היא da " +
    // Round 30: "is" in Greek, Thai, Swahili, Catalan, Arabic (masculine).
    "είναι ήταν คือ เป็น ni és هو " +
    // Round 4: "reads" (Polish, Danish/Norwegian, Dutch, Czech, Slovak) and the adjectives that
    // sit between the word and the value ("mot de passe temporaire X", "contraseña nueva X").
    "brzmi wynosi lyder luidt zní znie reads temporary temporaire provisoire temporal provisional temporário provisório temporaneo provvisorio tymczasowe временный тимчасовий initial initiale inicial iniziale new nouveau nuevo nueva novo nova nuovo nuova neue neues nowe новый")
    .split(" ").concat(NOW_WORDS),
);

// Round 3: prepositions that name what a password opens ("password for db01 X", "Пароль от
// сервера X", "mot de passe du routeur X"); the value may then follow the object with no linker.
export const PREPOSITIONS = new Set(
  "for to of on at from для от к на до de du des pour au für zum zur vom von des der per para del do da di dla voor van til för för"
    .split(" "),
);
