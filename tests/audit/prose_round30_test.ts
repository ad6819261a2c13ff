// Issue 13, redaction round 30: a password given in prose past an aside set off by commas, or in
// languages and word forms the prose reader did not know, each beside benign look-alikes that
// must come back byte-identical. Examples written for this test, not from any fixture.
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";

const LOWER = "abcdefghijkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const typed = () => `${rand(UPPER, 1)}${rand(LOWER, 4)}${rand("!#*?@&", 1)}${rand("23456789", 3)}`;

Deno.test("a password past an aside set off by two commas is gone", () => {
  const cases = [
    (p: string) => `The wiki password, which the vendor reset twice last week, is ${p} for now.`,
    (p: string) => `and the wifi password, the one printed on the fridge magnet, ${p}, works again`,
    (p: string) => `the alarm panel password is, since the engineer came, ${p} until Friday`,
  ];
  for (const make of cases) {
    const p = typed();
    gone(make(p), p);
  }
});

Deno.test("a password word in Catalan, Swahili, Greek, Thai, Korean, Hebrew or Hungarian is read", () => {
  const cases = [
    (p: string) => `La contrasenya del portal de notes és ${p}, no la comparteixis.`,
    (p: string) => `Nenosiri la kompyuta ya maktaba ni ${p} kwa wiki hii.`,
    (p: string) => `Ο κωδικός για το wifi της τάξης είναι ${p} μέχρι την Παρασκευή.`,
    (p: string) => `รหัสผ่านห้องสมุดคือ ${p} ใช้ได้ถึงศุกร์`,
    (p: string) => `도서관 비번 ${p} 이에요`,
    (p: string) => `סיסמת המחשב בכיתה: ${p}. לא לשתף.`,
    (p: string) => `A tanári gép jelszava: ${p}, kérlek ne írd fel.`,
    (p: string) => `図書館のパスワードは${p}です。`,
    (p: string) => `Husk: wifi-koden i hallen er ${p} resten af ugen.`,
  ];
  for (const make of cases) {
    const p = typed();
    gone(make(p), p);
  }
});

Deno.test("asides and foreign password words with no value after them stay byte-identical", () => {
  kept("The password, which must be at least 12 characters, is checked against known leaks.");
  kept("the wifi password, the one on the sticker, still works for guests.");
  kept("the password is, as far as I know, unchanged since the Version2 upgrade");
  kept("La contrasenya del portal és la mateixa que la del correu.");
  kept("Nenosiri la wifi ni lile lile la mwaka jana.");
  kept("Ο κωδικός του μαθήματος είναι ΠΛΗ-204 στο e-class.");
  kept("รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร");
  kept("סיסמת ה-wifi מודבקת על הנתב בחדר המורים.");
  kept("A jelszava lejárt, kérj újat a rendszergazdától.");
  kept("パスワードはSMSで送ります。");
});

const CODE = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const letterCode = () => `${rand(CODE, 3)}${rand("23456789", 1)}${rand(CODE, 4)}`;

Deno.test("backup codes after their noun are gone: a list below, a numbered list, two or one in the sentence", () => {
  const list = [letterCode(), letterCode(), letterCode(), letterCode()].join("  ");
  gone(
    `Mia's game account backup codes (set up for the tournament):\n${list}\nkeep them offline`,
    list,
  );
  const a = `${rand("123456789", 1)}${rand("0123456789", 3)} ${rand("0123456789", 4)}`;
  const b = `${rand("123456789", 1)}${rand("0123456789", 3)} ${rand("0123456789", 4)}`;
  gone(`Recovery codes for the school mail account:\n1. ${a}\n2. ${b}\nOne use each.`, a);
  const g1 = `${rand("abcdefghjk", 2)}${rand("23456789", 2)}-${rand("abcdefghjk", 4)}`;
  const g2 = `${rand("23456789", 2)}${rand("abcdefghjk", 2)}-${rand("abcdefghjk", 2)}${
    rand("23456789", 2)
  }`;
  gone(`Logged in with the backup codes ${g1} ${g2}; both are spent now.`, g1);
  const one = `${rand("123456789", 1)}${rand("0123456789", 3)}-${rand("0123456789", 4)}`;
  gone(`Re-entered the backup codes for the shop account (${one}) and it worked.`, one);
});

Deno.test("dates, counts, host names and words after a backup-code noun stay byte-identical", () => {
  kept(
    "Backup codes for the family account (printed 2026-05-07):\nstored in the safe, see the binder.",
  );
  kept("Recovery codes: 10 remaining, 2 used since 2025-2026.");
  kept("backup codes for servers server01 server02 server03 were rotated by the job.");
  kept("Backup codes (printed): please laminate them and keep them together.");
  kept("Re-entered the backup codes for the account (ticket 2025-2026) yesterday.");
  kept("The backup code list is regenerated every quarter (Q3-2026).");
});

Deno.test("a value whose bracket calls it a test vector or not a key stays; a live one beside it goes", () => {
  kept(
    "the vendor wants the reader key: 00112233445566778899aabbccddeeff (test vector, not a key).",
  );
  kept(
    "the door reader key 9f86d081884c7d659a2feaa0c55ad015 (not a key, the RFC's digest) is fine",
  );
  const hex = `9a${rand("0123456789abcdef", 30)}`;
  gone(`the vendor wants the reader key: ${hex} (tested on site, works).`, hex);
});

Deno.test("a key, token or code asked for in one turn and given in the answer is gone", () => {
  const g = () => rand("0123456789", 4);
  const pairing = `${g()}-${g()}-${g()}`;
  gone(
    `[10:02] sam: what's the pairing code for the hall speaker?\n[10:05] lee: ${pairing}`,
    pairing,
  );
  gone(`sam: what's the pairing code for the bus tablet?\r\nlee: ${pairing}\r\n`, pairing);
  const hex = `7c${rand("0123456789abcdef", 38)}`;
  gone(
    `> Could you send the sandbox token for the library app?\n\nHere you go, valid till June:\n${hex}\n`,
    hex,
  );
  const gift = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)}-7${rand("ABCDEFGHJKLMNP", 3)}-${
    rand("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)
  }`;
  gone(`ana: ¿me pasas el redemption code de la tarjeta?\nleo: claro, aquí está: ${gift}`, gift);
});

Deno.test("answers with phone numbers, dates, words or ids after a key question stay byte-identical", () => {
  kept(
    "[10:02] sam: who has the key to the music room?\n[10:05] lee: call the office on 555-123-4567",
  );
  kept("> Is the district token still valid?\n\nYes, until 2026-08-31-12:00, then it expires.");
  kept("ana: what's the code for the quiz?\nleo: it's on the board: QUIZ-WEEK-FOUR-2026");
  kept("Can you send the token for the pilot?\nSure, the request id is req_20260817");
  kept("Which key opens the gym store?\nThe blue one: cabinet-B-shelf-2");
});

Deno.test("a seed named only as the setup key is gone; a setup key that is no seed stays", () => {
  const b32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const seed = Array.from({ length: 8 }, () => rand(b32, 3) + rand("234567", 1)).join(" ");
  gone(
    `If the phone is lost, the setup key for the library account is ${seed}. Pick time-based.`,
    seed,
  );
  kept("the setup key for the projector is on the remote: MENU SETUP KEYS LOCK");
  kept("Setup key: press F2 during boot (some laptops use DEL).");
  kept("the setup key is JBSW Y3DP EHPK 3PXP, the example from the RFC documentation");
});
