// Issue 13, redaction round 34: v31's benign changes (a wallet address with a linking word
// before it, a store gift card number) and a credential value quoted right after its noun, with
// no link word ("found the feed password "V" in the log"). Examples written for this
// test in wordings the tuning sets do not use.
import { gone, kept } from "./_gone_kept.ts";
import { cardNumber, DIGITS, groupsOf4, HEX, rand } from "./fixtures/random.ts";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const LOWER = "abcdefghijkmnpqrstuvwxyz";

Deno.test("a Base58 address after its label and a linking word, in any language: kept", () => {
  kept(`Die Einzahlungs-address lautet ${rand(BASE58, 44)} und darf dem Kunden genannt werden.`);
  kept(`TRC-20 deposit address is T${rand(BASE58, 33)}, share it with the merchant.`);
  kept(`SOL wallet address นี้คือ ${rand(BASE58, 43)} ให้ลูกค้าได้`);
  kept(`the payout recipient shown ${rand(BASE58, 40)} matches the ticket`);
});

Deno.test("a Base58 key with a credential word between label and value: still gone", () => {
  const k = rand(BASE58, 44);
  gone(`wallet address private key: ${k} (move it to the HSM)`, k);
  const s = rand(BASE58, 88);
  gone(`fee payer keypair secret is ${s}`, s);
});

Deno.test("a store gift card number labelled as such: kept; its PIN and a payment card: gone", () => {
  kept(`Kunde fragt nach seiner Geschenkkarte ${groupsOf4(cardNumber("6036", 16))}, bitte prüfen.`);
  kept(`store gift card number (not a payment card): ${groupsOf4(cardNumber("6036", 16))}`);
  const pin = groupsOf4(cardNumber("6036", 16));
  gone(`gift card PIN: ${pin} — scratch panel on the back`, pin);
  const visa = groupsOf4(cardNumber("4", 16));
  gone(`paid the gift card with card ${visa}, exp 09/29`, visa);
});

Deno.test("a credential value quoted right after its noun, no link word: gone", () => {
  const p = `${rand(LOWER, 6)}${rand(DIGITS, 4)}#`;
  gone(`Auditor found the reporting password "${p}" pinned in the team channel.`, p);
  const t = rand(HEX, 40);
  gone(`rotated the partner auth token «${t}» after the leak`, t);
  const pin = rand("23456789", 4);
  gone(`Для терминала пин-код "${pin}", сообщение удалите`, pin);
  const c = rand("23456789", 6);
  gone(`Jira kod iz poruke „${c}“ — obriši poruku`, c);
});

Deno.test("a quoted word or a quoted value after other words: kept", () => {
  kept(`Click the password "Reset" button, then follow the e-mail.`);
  kept(`The field labelled password "optional" on the signup form confuses people.`);
  kept(`the token "expired" error comes back after 15 minutes`);
  kept(`password policy "Strong-2024" applies to every account`);
});
