// Issue 13, redaction round 70 (guided by v55's and v54's structured misses): a PHP session
// file's name holds the session's id, and a cookie file's fields keep their meaning when the line
// is pasted into a sentence. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a PHP session file's id is redacted wherever its path is pasted", () => {
  const a = "q8m2kd0s7xv4bn1rt6wz93hjpc";
  gone(`The login sticks on the kiosk; its file is /tmp/php/sess_${a} (owner www-data).`, a);
  const b = "Zr4TqW9pLm2Xc7Vb1Nk8Hs3Dg6Fy0Ja5";
  gone(`Kiosk note\nsession file: sess_${b}\nreboot on Friday`, b);
  const c = "0b9e4f71c2a83d56e1f07a9c4b2d68e35f1a7c90";
  gone(`- till 3 back office: sess_${c}`, c);
});

Deno.test("names and short words after sess_ are kept", () => {
  kept(`Set session.name and read $_SESSION; files are called sess_<id> under save_path.`);
  kept(`The column sess_started_at holds a timestamp; sess_count_total counts visits.`);
  kept(`DROP TABLE sess_archive_2019; -- old sessions, no longer used`);
  kept(`Rename sess_timeout_minutes_default to sess_timeout in the config loader.`);
});

Deno.test("a cookie file's fields pasted into a sentence give their value away", () => {
  const a = "Hn4w-Ty8qLz2Rk6Pd0Xv-Mb3sJf7Gc9";
  gone(`Tom: for the crawler I pasted .shop.example.net\tTRUE\t/\tFALSE\t1830000000\tsid\t${a}`, a);
  const b = "Kp2xVn7RqT4mWz9Lb6Yd1Hs8";
  gone(`Logged in to the feed with TRUE\t/\tTRUE\t0\tauth\t${b}, all synced.`, b);
});

Deno.test("cookie fields with a word, a number or a language as the value are kept", () => {
  kept(`Pasted the jar: .shop.example.net\tTRUE\t/\tFALSE\t1830000000\tlang\ten-GB, all good.`);
  kept(`Pasted the jar: .shop.example.net\tTRUE\t/\tFALSE\t1830000000\tconsent\taccepted`);
  kept(`Flags read FALSE\t/\tTRUE\t0\tvisits\t12, nothing else in the file.`);
});

Deno.test("a sheet's cell is named by the cell before it, however many words that holds", () => {
  const a = "h3ka@Wn8qZpLtvE";
  gone(`the north yard\tRiverside parts supplier trade portal (user jo.k)\t${a}\tJo Kerr`, a);
  const b = "R@PkTv5Lw9mQz-3";
  gone(`the old mill office\tthe county council grants area\t${b}\tSam\t2026-03-02`, b);
});

Deno.test("a sheet's cell named as an id, a reference or a long sentence stays", () => {
  kept(`the north yard\tsupplier order reference for the spring restock\th3ka@Wn8qZpLtvE\tJo Kerr`);
  kept(`the north yard\ttracking id for the parcel sent to the county office\tHb3nV8cQx2Lp\tSam`);
});

Deno.test("a reCAPTCHA key named by a web form is that form's site key", () => {
  const k = "6LdT4nQpAAAAAK3mV8wZ2hYr9cJx5sBf1uGe7oNa";
  kept(`Quote request form: ${k}`);
  kept(`the bakery\tnewsletter signup form\t${k}\tPat`);
  kept(`Formulaire de contact : ${k} (copié depuis la console)`);
});

Deno.test("a reCAPTCHA key named as a secret, or by nothing but the vendor, is redacted", () => {
  const k = "6LdT4nQpAAAAAP8xR2kW5mZc7vHy3sNq9tBj4eLu";
  gone(`newsletter signup form, server-side secret: ${k}`, k);
  gone(`reCAPTCHA secret for the quote request form: ${k}`, k);
  gone(`the bakery\treCAPTCHA\t${k}\tPat`, k);
});

Deno.test("a lock's own noun names its code when no code word is written", () => {
  gone(`Notes for Monday\n- back yard gate: *7305#2291\n- bins go out Tuesday`, "*7305#2291");
  gone(`Ben: for the till safe it's 12-47-08-33`, "12-47-08-33");
  gone(`Cellar (side door keypad): 60418273`, "60418273");
});

Deno.test("a lock's number, size, year or count after its noun stays", () => {
  kept(`Boarding moved: the old gate is B14, the new gate is B22.`);
  kept(`The fire door is 2100 mm high and the safe is 1998 vintage.`);
  kept(`Installed in 2019, the keypad: 2019.`);
  kept(`Loading bay door: 3 of 4 working, gate number: 12.`);
  kept(`Order ref for the new safe is 44812.5 incl. VAT`);
});
