// Issue 13, redaction round 32b: a credential noun of another language (or script, or written in
// Latin letters), the language's own connector, then the value — or the value first, or dictated
// in pieces — beside look-alikes that must come back byte-identical. Examples written for this
// test in wordings the tuning sets do not use, not taken from any fixture; every positive here is
// missed by main before this round (checked against /work/base-5e32d23).
import { gone, kept } from "./_gone_kept.ts";
import { HEX, rand } from "./fixtures/random.ts";

const LOWER = "abcdefghijkmnpqrstuvwxyz";
const pass = () => `${rand(LOWER, 8)}${rand("23456789", 4)}`;
// A generated passphrase: four words of a list, picked by the seeded generator.
const WORDS = ["walnut", "pepper", "lantern", "velvet", "cinder", "harbor"];
const words = () => [...rand("012345", 4)].map((d) => WORDS[Number(d)]);

Deno.test("noun, qualifier words, the language's connector, then the value: gone", () => {
  const hex = rand(HEX, 32);
  gone(`Salut, cheia API pentru server e ${hex}, nu o da mai departe.`, hex);
  const run = words().join("");
  gone(`Hoi, de backup passphrase van de NAS is ${run}.`, run);
  const run2 = words().join("");
  gone(`Xin lỗi, wifi password đúng là ${run2} nhé.`, run2);
  const run3 = words().join("");
  gone(`Selam, yeni sunucu şifresi şu: ${run3}`, run3);
  const p = pass();
  gone(`Hasło administratora do panelu sklepu to ${p}.`, p);
  const q = pass();
  gone(`mot de passe wifi ta3 el dar howa ${q}`, q);
  const hex2 = rand(HEX, 32);
  gone(`Kunci API untuk server-nya ${hex2}, jangan disebar.`, hex2);
  const r = pass();
  gone(`parol ot routera: ${r}`, r);
});

Deno.test("a topic particle on the noun, then the value and a closing copula: gone", () => {
  const code = `${rand(LOWER, 2)}${rand("23456789", 1)}${rand(LOWER, 2)}-${rand(LOWER, 4)}${
    rand("23456789", 1)
  }`;
  gone(`NAS 백업 recovery code는 ${code} 입니다.`, code);
  const dotted = words().join(".");
  gone(`भाई, माइग्रेशन वाली restic repository password ${dotted} है।`, dotted);
  const dotted2 = words().join(".");
  gone(`ステージングの backup passphrase は ${dotted2} です。`, dotted2);
});

Deno.test("the value before its name, in pieces, or under a lead with a relative clause: gone", () => {
  const v = pass();
  gone(`Ich habe ${v} als neues Passwort für den Drucker gesetzt.`, v);
  const w = pass();
  gone(`J'ai enregistré ${w} comme mot de passe du NAS.`, w);
  gone("El PIN de la alarma es 48 21 93, no lo compartas.", "48 21 93");
  const digits = rand("13579", 3) + rand("02468", 3);
  gone(`Ось код доступу, який ти просив:\n${digits}`, digits);
});

Deno.test("look-alikes of the grammar come back byte-identical", () => {
  kept("La contraseña debe tener al menos doce caracteres.");
  kept("Das Passwort ist abgelaufen, bitte ein neues anfordern.");
  kept("Il codice postale è 20121.");
  kept("The old delivery password expired on 2026-10-01; request a new one.");
  kept("GPIO pin: 4000 Hz on the test board");
  kept('docker run -e DB_PASSWORD="${DB_PASSWORD:-changeme}" acme/api');
  kept("token sha256:4bcff63911fcb4448bd4fdacec207030997caf25e9bea4045fa6c8c44de311d1 verified");
  kept(
    "Crash report 6508c018-8607-13b9-73ba-31e02847af14, signature 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c",
  );
  kept("secret: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Ab12Cd");
  kept("密码长度是 12 位，必须包含数字。");
  kept("पासवर्ड रीसेट करने के लिए यहां क्लिक करें।");
  kept("const password = escapeRubyDoubleQuoted(configuration.auth.password);");
  kept('pin="47.3769, 8.5417 (map pin for the pickup point)"');
  kept("config loaded (password: xxxxxxxxxxxxxxxxxxxx)");
  kept("Ich habe das Passwort als Notiz im Tresor abgelegt.");
  kept("Le code de la réduction est PROMO2026 jusqu'à dimanche.");
  kept("Logged in to mysql://db.internal:3306/shop as user report_ro (password from the vault)");
  kept("Öffentlicher Schlüssel des Gateways: QS8WZU3QOLU91DDNNLHC2OMCHV4I2TQRUF8XBHF4");
  kept("the token 3b0e91c4-7f2d-4a8e-9c16-d52f8a07b3e1 was revoked by the admin");
});
