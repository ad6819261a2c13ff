// Issue 13, redaction round 52: two cross-set properties. A keypad's `#`/`*` joins digit groups
// into one code (the whole run goes, not its first group); a name/value table whose name column
// is a label or a secret's type, and whose name cell is a phrase naming the secret, holds that
// secret in its value cell. Examples written here, not copied from any set.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

/** Digits no sample check keeps (no run, no repeat): a fixed odd head, random tail. */
const digits = (n: number) => `9${rand("0123456789", n - 2)}7`;

Deno.test("a keypad code joined by # or * goes whole, whichever rule reads its label", () => {
  const a = `${digits(6)}#${digits(4)}`;
  gone(`Put the voicemail PIN into the note: ${a}. Rotate it Monday.`, a.split("#")[1]);
  const b = `${digits(4)}*${digits(6)}`;
  gone(`as agreed — alarm installer code: ${b}\nDo not forward.`, b.split("*")[1]);
  const c = `${digits(4)}*${digits(4)}#`;
  gone(`applied on the box with the locker master door code ${c}; rotate later.`, c.slice(5, 9));
});

Deno.test("a master code, or one for gates in the plural, is read through its qualifier", () => {
  const a = `${digits(4)}#${digits(4)}`;
  gone(`Night log: the warden reset the master code for the boathouse → ${a}. Crew only.`, a);
  const b = digits(6);
  gone(`New code for both car park gates: ${b}.`, b);
  // A master code with no value stays as it is; a year is no code.
  kept(`The alarm master code is kept in the sealed envelope at the bank.`);
  kept(`the master code for all pontoon gates → 2024. Reviewed.`);
});

Deno.test("a joined run that is no code stays: times, ratios, phone menus", () => {
  kept(`Press 1#2 for billing; queue 300*20 is the timeout.`);
  kept(`Dial *31# to hide your number, see the handbook page 4821.`);
});

Deno.test("a label column's phrase names the secret in its value cell", () => {
  const pw = `${rand(ALNUM, 10)}#q!${rand(ALNUM, 4)}`;
  gone(
    `plant,asset,secret_type,value,owner\nthe north yard,gateway,flare PLC service password,"${pw}",Ana`,
    pw,
  );
  const code = `${rand("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 14)}Q7`;
  gone(`label,value,note\nBins go out on Tuesday.,,\nshop credit code,${code},`, code);
});

Deno.test("a label column's records, placeholders and public values stay", () => {
  kept(
    `label,value,note\nPlants need water twice a week.,,\nfront desk ext.,x409,\n` +
      `tracking number (password reset),SF139728359529,\nroom,Nr. 980,`,
  );
  kept(`plant,asset,secret_type,value,owner\nthe north yard,gateway,API key,<your-api-key>,Ana`);
  kept(`site,field,value,checked_by\nthe north yard,tyre DOT code,DOT 5EUY V767 4511,Ana`);
});
