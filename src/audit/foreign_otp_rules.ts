// Redaction round 29 (issue 13): a one-time code named in another language ("Váš ověřovací kód …
// je 222982", "您的验证码：\n724626", "인증번호 408585를 입력"). otp_rules.ts reads the English,
// German, French, Spanish, Italian, Dutch and Polish names; this reads the names of a sign-in,
// verification or one-time code in about 25 more, with the code a few words on in the same
// sentence, or alone on the next line under a name that ends in a colon. Only a verification or
// one-time name counts: a student, order, class or request code ("Mã học sinh") is a reference.
import { lineWindows, type Span, type TextRule } from "./rule_kit.ts";

const NAME = [
  String.raw`kode\s+(?:otp|verifikasi)|सत्यापन\s+कोड|ओटीपी|codi\s+de\s+verificaci[óo]`,
  String.raw`код\p{L}{0,2}\s+(?:підтвердження|подтверждения|для\s+входу|для\s+входа)`,
  String
    .raw`одноразов\p{L}*\s+(?:код|пароль)\p{L}*|(?:nambari|msimbo)\s+(?:\p{L}+\s+){0,2}uthibitisho`,
  String
    .raw`ワンタイムパスワード|認証コード|確認コード|認証番号|验证码|驗證碼|动态码|動態碼|校验码`,
  String.raw`인증\s*번호|인증\s*코드|kertakäyttö\p{L}*|vahvistuskoodi\p{L}*|tunnistuskoodi\p{L}*`,
  String
    .raw`código\s+de\s+(?:acesso|verificação|verificacao|un\s+solo\s+uso)|code\s+à\s+usage\s+unique`,
  String
    .raw`kod\s+(?:sms\s+)?(?:do\s+logowania|weryfikacyjn\p{L}*|jednorazow\p{L}*)|codice\s+(?:otp|monouso)`,
  String.raw`קוד\s+(?:ה)?אימות|κωδικ\p{L}*\s+(?:επαλήθευσης|μιας\s+χρήσης)|doğrulama\s+kod\p{L}*`,
  String.raw`tek\s+kullanımlık\s+(?:kod|şifre)\p{L}*|cod\p{L}*\s+(?:\p{L}+\s+)?de\s+verificare`,
  String.raw`رمز\s+(?:ال)?تحقق|رمز\s+التأكيد|كود\s+التحقق|mã\s+(?:xác\s+thực|xác\s+minh|otp)`,
  String.raw`engångskod\p{L}*|verifieringskod\p{L}*|inloggningskod\p{L}*|engangskode\p{L}*`,
  String
    .raw`bekræftelseskode\p{L}*|bekreftelseskode\p{L}*|verifikasjonskode\p{L}*|einmalcode\p{L}*`,
  String
    .raw`eenmalige\s+code|ověřovací\s+kód\p{L}*|overovací\s+kód\p{L}*|jednorázov\p{L}*\s+kód\p{L}*`,
  String.raw`ellenőrző\s*kód\p{L}*|egyszer\s+használatos\s+kód\p{L}*|รหัส\s*(?:otp|ยืนยัน)`,
].join("|");
// The name, then up to 70 characters without a digit or a sentence's end (or a colon and a line
// break), then 4 to 8 digits standing alone: a particle may follow (를, が), a unit may not.
const FOREIGN_OTP = new RegExp(
  String
    .raw`(?:${NAME})(?:[^\d\n.!?。！？]{0,70}?|[^\d\n.!?。！？]{0,70}?[:：][ \t]*\n[ \t]*)(?<![\dA-Za-z_-])(\d{4,8}|\d{3}[ -]\d{3})(?![\dA-Za-z_-])(?![ \t]*(?:min|sec|hour|h\b|s\b|ms\b|day|attempt|tries|digit|char|%|times|x\b|分|秒|минут|хвилин|dak|perc|phút))`,
  "giu",
);
const YEAR = /^(?:19|20)\d\d$/;

function findForeignOtps(text: string, at: number[] | null): Span[] {
  return lineWindows(text, at, FOREIGN_OTP, (m) => !YEAR.test(m[1]), "foreign-one-time-code");
}

export const FOREIGN_OTP_RULES: TextRule[] = [
  {
    id: "foreign-one-time-code",
    category: "secret",
    keywords: [
      "kode otp",
      "kode verifikasi",
      "सत्यापन",
      "ओटीपी",
      "codi de verificaci",
      "підтвердження",
      "подтверждения",
      "для входу",
      "для входа",
      "одноразов",
      "uthibitisho",
      "ワンタイムパスワード",
      "認証コード",
      "確認コード",
      "認証番号",
      "验证码",
      "驗證碼",
      "动态码",
      "動態碼",
      "校验码",
      "인증",
      "kertakäyttö",
      "vahvistuskoodi",
      "tunnistuskoodi",
      "código de",
      "code à usage unique",
      "kod do logowania",
      "kod sms",
      "kod weryfikacyjn",
      "kod jednorazow",
      "codice otp",
      "codice monouso",
      "אימות",
      "επαλήθευσης",
      "μιας χρήσης",
      "doğrulama",
      "kullanımlık",
      "de verificare",
      "تحقق",
      "التأكيد",
      "xác thực",
      "xác minh",
      "mã otp",
      "engångskod",
      "verifieringskod",
      "inloggningskod",
      "engangskode",
      "bekræftelseskode",
      "bekreftelseskode",
      "verifikasjonskode",
      "einmalcode",
      "eenmalige code",
      "ověřovací",
      "overovací",
      "jednorázov",
      "ellenőrző",
      "egyszer használatos",
      "รหัส",
    ],
    find: findForeignOtps,
  },
];
