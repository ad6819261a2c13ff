// Redaction round 32b (issue 13): the word lists the language-general link grammar
// (foreign_link_rules.ts) reads. One grammar — noun → connector → value, and noun → particle →
// value → closing copula for verb-final languages — is fed by these per-language lists; adding a
// language is adding its words here, never a new pattern. All entries are lower case, `|`-joined.

/** What a noun names decides how strict the value test is (foreign_link_value.ts `valueFits`). */
export type NounKind = "password" | "material" | "code";

const list = (s: string) => s.split("|");

// Words for password (and Wi-Fi keys, which are typed passwords) in the languages and
// transliterations (Arabizi, Russian in Latin letters) the sets' authors use.
const PASSWORD = list(
  // Definite forms glued to the noun (Nordic `-et`/`-en`, Romanian `-a`/`-ul`, Finnish `-n`).
  "lösenordet|passordet|adgangskoden|kodeordet|salasanan|parola|wachtwoorden|" +
    "wlan-passwort|wlan-kennwort|wifi-passwort|wlan-schlüssel|netzwerkschlüssel|routerpasswort|" +
    "clave wifi|clé wifi|clé wi-fi|clé de sécurité réseau|wifi-wachtwoord|wifi-sleutel|" +
    "暗号化キー|パスフレーズ|无线密码|wifi密码|" +
    "psk|pre-shared key|network key|wifi key|wi-fi key|wlan key|password|passwort|passphrase|" +
    "passwd|kennwort|wachtwoord|contraseña|contrasena|contrasenya|senha|mot de passe|mdp|lösenord|" +
    "losenord|passord|adgangskode|kodeord|salasana|hasło|haslo|heslo|heslem|jelszó|jelszo|parola|" +
    "parolă|parolası|parolasi|şifre|şifresi|sifre|sifresi|parool|lozinka|geslo|slaptažodis|" +
    "mật khẩu|mat khau|kata sandi|kata laluan|пароль|пароля|паролем|парола|parol|parolь|" +
    "κωδικός πρόσβασης|συνθηματικό|סיסמה|סיסמא|كلمة السر|كلمة المرور|كلمة سر|كلمه السر|رمز المرور|" +
    "رمز عبور|گذرواژه|kelmet el ser|kelmet sir|kalmet el sir|पासवर्ड|پاس ورڈ|密码|密碼|口令|パスワード|暗証番号|" +
    "비밀번호|비번|암호|รหัสผ่าน|" +
    // Round 33: Swahili, Serbian/Croatian (accusative `šifru`, `lozinku`), Egyptian Arabic's
    // loan with its article, Amharic, Bengali, Tamil.
    "wifi pw|wi-fi pw|nenosiri|šifra|šifru|sifra|lozinku|الباسورد|الرقم السري|የይለፍ ቃል|পাসওয়ার্ড|கடவுச்சொல்",
);

// Words for a key, a secret or a token, and the English compounds that name key material.
const MATERIAL = list(
  "basic auth header|basic-auth header|auth header|authorization header|" +
    "secret|token|api key|api-key|apikey|app key|application key|access key|secret key|" +
    "private key|auth key|login|session cookie|session token|session id|connect.sid|" +
    "stream key|license key|licence key|recovery key|clave|chave|chiave|cheia|klucz|klíč|kľúč|" +
    "schlüssel|sleutel|nyckel|nøgle|nøkkel|avain|anahtar|anahtarı|kunci|khóa|ключ|токен|секрет|" +
    "κλειδί|מפתח|مفتاح|कुंजी|密钥|密鑰|秘钥|令牌|トークン|キー|토큰|시크릿|" +
    // Round 33: Swahili (`ufunguo` is a key of any kind: only the API key), Amharic, Bengali.
    "ufunguo wa api|api ključ|ቶክን|টোকেন",
);

// Codes: only with a head that says the code unlocks or proves something (a postal, product or
// error code is no secret), in each language; a bare PIN or OTP names itself.
const CODE = list(
  "код доступу|код підтвердження|код відновлення|" +
    "pin|pin code|pin-code|pincode|pin-kod|pin kód|pin-koodi|пин|пин-код|otp|" +
    "one-time code|one-time password|verification code|recovery code|recovery codes|backup code|" +
    "backup codes|access code|security code|setup code|pairing code|unlock code|2fa code|sms code|" +
    "login code|gift code|redemption code|voucher code|claim code|código de verificación|" +
    "código de acceso|código de recuperación|código pin|código de seguridad|codi d'accés|" +
    "codice di verifica|codice di accesso|codice pin|code de vérification|code d'accès|code pin|" +
    "bestätigungscode|sicherheitscode|zugangscode|wiederherstellungscode|verificatiecode|" +
    "toegangscode|herstelcode|kod weryfikacyjny|kod dostępu|kod odzyskiwania|ověřovací kód|" +
    "přístupový kód|doğrulama kodu|erişim kodu|kurtarma kodu|kode verifikasi|kode akses|" +
    "kode pemulihan|mã xác minh|mã xác thực|mã otp|mã khôi phục|код подтверждения|код доступа|" +
    "код восстановления|κωδικός επαλήθευσης|קוד אימות|הקוד אימות|קוד האימות|رمز التحقق|كود التحقق|सत्यापन कोड|验证码|驗證碼|" +
    "恢复码|恢復碼|認証コード|確認コード|リカバリーコード|ワンタイムパスワード|인증번호|인증 코드|인증코드|복구 코드|복구코드|รหัส otp|รหัสยืนยัน|" +
    "paringskode|paringskoden|parningskod|parringskode|" +
    // Round 33: Romanian with its article, Swahili, Hindi/Bengali/Amharic OTP and PIN loans,
    // Persian, Hebrew ("secret code"), codes "from the SMS".
    "codul de verificare|cod de verificare|msimbo wa uthibitisho|ओटीपी|ওটিপি|পিন|ፒን|" +
    "የማረጋገጫ ኮድ|کد تأیید|کد تایید|קוד סודי|код из смс|kod sms|kod iz poruke|" +
    // Round 34: "validation", "recovery" and "security" codes of the Romance languages; the
    // Persian card PIN ("card password", four digits); a device's pairing key (grouped digits).
    "pairing key|code de validation|code de récupération|code de sécurité|código de validación|" +
    "código de verificação|código de validação|código de recuperação|código de segurança|" +
    "codice di convalida|codice di sicurezza|codice di recupero|رمز کارت",
);

/** Each noun with its kind, longest first so a compound wins over its head. */
export const NOUNS: Array<[string, NounKind]> = [
  ...PASSWORD.map((w): [string, NounKind] => [w, "password"]),
  ...MATERIAL.map((w): [string, NounKind] => [w, "material"]),
  ...CODE.map((w): [string, NounKind] => [w, "code"]),
].sort((a, b) => b[0].length - a[0].length);

/**
 * Key words of other languages that may stand right before random material with no link
 * ("ficou a chave <uuid> em texto puro"); an English "token <uuid> was revoked" is the English
 * rules' to read (an id is often written so).
 */
export const LINKLESS = new Set(MATERIAL.filter((w) => !/^[a-z0-9 .-]+$/.test(w) || isForeign(w)));

function isForeign(w: string): boolean {
  return /^(?:clave|chave|chiave|cheia|klucz|sleutel|nyckel|avain|anahtar|kunci)$/.test(w);
}

// Words right before the noun that make it a public key's or a digest's ("Öffentlicher
// Schlüssel", "public key", "clé publique" is read after the noun by ABOUT_WORDS).
export const NOT_SECRET_BEFORE =
  /(?:^|[\s_-])(?:public|öffentliche[nrs]?|pública|público|publique|pubblica|publiczny|veřejný|julkinen|offentlig|openbare|открытый|публичный|hashed|hash|masked|sample|example|test)[\s_-]*$/i;

/**
 * Copulas and pointers between blanks, beyond the shared grammar's (slot_link.ts LINK_WORDS):
 * Romanian/Italian colloquial `e`, Vietnamese "is exactly" (`đúng là`, `chính là`), Malay/
 * Indonesian `ialah`/`yaitu`, Turkish "this:" (`şu`), Polish "amounts to" (`wynosi`), Czech/
 * Slovak "reads" (`zní`, `znie`), Danish/Norwegian "reads" (`lyder`), Hinglish `hai`, Arabizi
 * `howa`/`heya`, Russian in Latin letters `eto`, and topic particles written apart (ja, ko).
 */
export const MORE_LINK_WORDS = list(
  "e|è|é|đúng là|chính là|ialah|yaitu|yakni|şu|şöyle|wynosi|zní|znie|lyder|hai|howa|heya|eto|是|" +
    "为|為|は|が|는|은|wa|ga|nun|neun",
);

/** Particles glued to the noun that make it the topic or subject (the value follows). */
export const GLUED_LINKS = list("是|为|為|は|が|는|은|이|가|란");

/** Copulas that close a verb-final sentence after the value (ja, ko, hi/ur, tr, fa, bn). */
export const CLOSERS = list(
  "です|だ|でした|입니다|이에요|예요|이야|야|है|हैं|था|ہے|hai|hain|dır|dir|dur|dür|tır|tir|است|ast|হয়|desu",
);

/** Words that put a value before its name ("V comme …", "V as …", "V als …", "V olarak …"). */
export const REVERSE_WORDS = list(
  "comme|as|als|como|come|jako|som|kao|ως|как|olarak|sebagai|làm|เป็น|כ|ca",
);

/** Object particles glued to a value before its name (Korean, Japanese). */
export const REVERSE_GLUED = list("를|을|を|이라는|という|라는");

// Words that make the phrase about the secret rather than its slot ("password policy …", "token
// length …", "token sha256: <digest>"), in English and the lexicon's languages.
export const ABOUT_WORDS = list(
  "policy|material|sha1|sha256|sha512|md5|digest|checksum|policies|hint|hash|reset|length|rule|" +
    "rules|field|manager|id|ids|name|format|expiry|expires|rotation|requirements|strength|type|" +
    "scope|fingerprint|public|count|limit|política|longitud|politique|longueur|richtlinie|länge|" +
    "lunghezza|regole|политика|длина|长度|策略|ポリシー|長さ|정책|길이",
);
