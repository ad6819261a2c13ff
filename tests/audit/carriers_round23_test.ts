// Issue 13, redaction round 23: v26 (sports, fitness, events, arts, non-profits) and where its
// writer puts the value: beside a label, after a verb, in another language's linker. Each family
// next to look-alikes. Examples written for this test, not from any fixture.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";

const typed = () => `${rand(ALNUM, 5)}#${rand(ALNUM, 4)}7x${rand(ALNUM, 3)}`;
const toml = (label: string, value: string) =>
  `# box office sync\n[integration]\nlabel = "${label}"\nvalue = "${value}"\nenabled = true`;
const record = (field: string, value: string) =>
  JSON.stringify({ system: "league portal", field, value, rotated: false });

Deno.test("a settings export's label names the slot, its value key holds the secret", () => {
  const pw = typed();
  gone(toml("scoreboard console password", pw), pw);
  gone(record("press box Wi-Fi admin password", pw), pw);
  const hex = rand(HEX, 40);
  gone(toml("Rowing API client secret", hex), hex);
  gone(toml("SAML shared secret for the venue IdP", hex), hex);
  gone(record("Ticketing Partner API key", hex), hex);
  gone(record("Fitness refresh_token", hex), hex);
  const sid = rand(HEX, 32);
  gone(toml("Cookie: sessionid", sid), sid);
  gone(toml("gate override unlock code", "3701625149"), "3701625149");
  gone(toml("one-time passcode (8 digits) for the refund", "85278336"), "85278336");
  const hash = `pbkdf2_sha256$870000$${rand(ALNUM, 22)}`;
  gone(toml("members area password field", hash), hash);
  // Walked as JSON: the same record as an object.
  const v = { system: "club CRM", field: "volunteer portal password", value: pw };
  assert.equal((redactValue(v, "").value as typeof v).value, "[REDACTED:sensitive-key]");
});

Deno.test("labels that name no secret, or values that are none, stay byte-identical", () => {
  kept(toml("Cookie: PHPSESSID", "deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT"));
  kept(toml("postal code", "110001"));
  kept(toml("promo code for the gala", "78123456"));
  kept(toml("gate override unlock code", "123456"));
  kept(toml("password policy", "Min-12-chars#1"));
  kept(toml("Stripe publishable key", "pk_live_" + rand(ALNUM, 24)));
  kept(record("event UUID", "5cfbf620-41fc-4773-96c4-50597339e159"));
  kept(record("membership number", "RRC-2024-00817"));
  kept(record("session timeout", "30 minutes"));
  const v = { field: "donor number", value: "D-7781-2291" };
  assert.deepEqual(redactValue(v, "").value, v);
});

Deno.test("a slot named in one sentence, its value behind a pronoun in the next, goes", () => {
  const pw = typed();
  gone(
    `vendor support asked us to confirm the box office admin password. Pasting it here so the night crew has it: ${pw}`,
    pw,
  );
  gone(
    `the checklist says paste the referee portal password into the partner form. It's ${pw}. Right box?`,
    pw,
  );
  const hex = rand(HEX, 40);
  gone(`Please confirm the Rowing client secret. Here it is: ${hex}`, hex);
  gone(
    `confirm the SSO backup code. Pasting it here so the crew has it: 5284-5820-9431`,
    "5284-5820-9431",
  );
  const sid = rand(HEX, 32).toUpperCase();
  gone(`I set the Cookie: JSESSIONID to ${sid} — can you check it works?`, sid);
  gone(`paste the Cookie: laravel_session into the form. It's ${rand(ALNUM, 40)}x1`, "x1");
  gone(`for the migration I set the scoreboard controller password to ${pw} — can you check?`, pw);
});

Deno.test("a pronoun or a verb before words, ids, placeholders or no secret slot stays", () => {
  kept("Please confirm the admin password. Pasting it here would be a bad idea: use the vault.");
  kept("confirm the ticket number. It's TKT-2026-004417. Thanks!");
  kept("paste the event UUID into the form. It's 5cfbf620-41fc-4773-96c4-50597339e159.");
  kept("confirm the password policy. It's Min12-Chars#Upper. Right?");
  kept("I set the session timeout to 30min — can you check?");
  kept("I set the password to <new-password> — can you check?");
  kept("send the backup code. Pasting it here: 123456");
  kept("Cookie: TNEW_SESSION angivet som <session-cookie>; står også på billetten.");
  kept("the Cookie: PHPSESSID header is set by the server");
});

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const walked = (v: unknown) => redactValue(v, "").redacted.map((r) => r.path);

Deno.test("a TOTP seed under its factor's key, a stream key beside its ingest URL: gone", () => {
  const seed = rand(B32, 30) + "Q7";
  assert.deepEqual(walked({ mfa: { totpSeed: seed } }), ["/mfa/totpSeed"]);
  assert.deepEqual(walked({ account: { otp_seed: seed } }), ["/account/otp_seed"]);
  const key = `${rand(HEX, 4)}-${rand(HEX, 4)}-${rand(HEX, 4)}-9a${rand(HEX, 2)}`;
  const v = { stream: { ingest: "rtmp://a.rtmp.example.com/live2", key } };
  assert.deepEqual(walked(v), ["/stream/key"]);
});

Deno.test("seeds that are no factor's, keys with no ingest URL or no random value: kept", () => {
  const keep = [
    { random: { seed: rand(B32, 24) + "A7" } },
    { mfa: { totpSeed: "not configured" } },
    { sim: { seed: 42 } },
    { stream: { ingest: "https://cdn.example.com/live", key: "a1b2-c3d4-e5f6-g7h8" } },
    { stream: { ingest: "rtmp://a.rtmp.example.com/live2", key: "primary-backup" } },
    { playlist: { url: "srt://ingest.example:9000", key: "en" } },
  ];
  for (const v of keep) assert.deepEqual(redactValue(v, "").value, v);
});

Deno.test("an English slot label linked by another language's copula or a dash: gone", () => {
  const pw = typed();
  gone(`Makabidhiano ya zamu: auction clerk terminal password ni ${pw}, ibadilishwe.`, pw);
  gone(`تسليم المناوبة: collections database password هو ${pw}، يجب تغييره.`, pw);
  gone(`Passation : le champ « Wi-Fi password for the press box » vaut ${pw}, à changer.`, pw);
  const hex = rand(HEX, 48);
  gone(`Bàn giao ca: API-Football RapidAPI key là ${hex}, đổi sau trận đấu.`, hex);
  gone(
    `Voor het portaal heb ik TeamSnap OAuth client secret ingesteld op ${hex}. Kun je testen?`,
    hex,
  );
  gone(`Передача смены: ticket webhook HMAC secret — ${hex}, сменить после матча.`, hex);
  const sid = rand(ALNUM, 30) + "9q";
  gone(`Kwenye CRM nimeweka Cookie: PHPSESSID kuwa ${sid}, tafadhali hakikisheni.`, sid);
  gone(`Serah terima: Cookie: _gallery_session adalah ${sid}, ganti setelah pertandingan.`, sid);
  gone(`공연장 시스템에 OBS WebSocket server password를 ${pw}로 설정했어요.`, pw);
});

Deno.test("a copula or a dash after words that name no secret, or before no secret: kept", () => {
  kept("La contraseña es secreta y el token es obligatorio para entrar.");
  kept("the password policy — Min12-Chars#Upper for every account");
  kept("Mô tả: API key là bắt buộc, xem tài liệu.");
  kept("Ujumbe: event UUID ni 5cfbf620-41fc-4773-96c4-50597339e159, tiketi ya kawaida.");
  kept("Le champ « membership number » vaut RRC-2024-00817, comme sur la carte.");
  kept("Cookie: PHPSESSID kuwa <session-cookie>, kama kwenye tiketi.");
  kept("the secret — as everyone knows — is practice, practice-2024 and more");
  kept("관리자 password를 새로 설정했어요. 확인 부탁합니다.");
  kept("회원 password를 reset-link로 보냈어요.");
  kept("event UUID를 5cfbf620-41fc-4773-96c4-50597339e159로 설정했어요.");
});
