// Issue 13, redaction round red63: a slot that holds no value stays as written: `name=` then a
// blank and the next `name=value` pair, and words of another script joined like a placeholder.
// The same slots holding generated material still lose it.
import { gone, kept } from "./_gone_kept.ts";
import { rand } from "./fixtures/random.ts";

const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const LOG = "2026-03-02T10:00:00Z INFO worker[north] settings read";

Deno.test("an empty setting before the next unquoted pair is kept", () => {
  kept(`${LOG} vendor_api_token= timeout=30 retries=2`);
  kept(`${LOG} smtp_password= pool_size=4`);
});

Deno.test("a value after the blank, or glued to the name, still goes", () => {
  const value = rand(ALNUM, 18);
  gone(`${LOG} vendor_api_token= ${value} retries=2`, value);
  gone(`${LOG} vendor_api_token=${value} retries=2`, value);
  // Two letters and `=` before random material are not a field's name.
  gone(`${LOG} vendor_api_token= ab=${value}`, value);
});

Deno.test("a placeholder in words of another script is kept", () => {
  kept("SMTP_PASSWORD=סיסמה_שלך\nLOG_LEVEL=debug");
  kept("MAIL_PASSWORD=पासवर्ड_यहाँ\nLOG_LEVEL=debug");
});

Deno.test("words of another script with generated material in them still go", () => {
  const value = rand(ALNUM, 12);
  gone(`SMTP_PASSWORD=пароль_${value}\nLOG_LEVEL=debug`, value);
});
