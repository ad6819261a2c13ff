// Issue 13, redaction round 64 (guided by v52's diary lines and v51's sticky notes): an arrow or
// a spaced dash links a thing's name to its value as a colon does ("alarm panel -> V", "copier -
// V"), so the words counted as the name start after it. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a generated value after an arrow or a spaced dash is redacted", () => {
  const a = "Hq7vTz2LmW9xKp";
  gone(
    `Notes, Tue: visit the depot at 9, call Sam when there. gate tablet -> ${a}. Take gloves.`,
    a,
  );
  const b = "pR4nXw8ZkT2qBv6";
  gone(`Copied from the card on the fridge:\nboiler app - ${b}\n(ask Jo first)`, b);
  const c = "Wd3k-Rq9T-mZx4";
  gone(`To do\n- stock portal — ${c}\n- order more tape`, c);
  const d = "Ny6cVb2Jq8Lw";
  gone(`Friday: collect the van, then the yard. scale PC => ${d}. Lock up after.`, d);
});

Deno.test("words, versions, ids and sentences after an arrow or a dash are kept", () => {
  kept(`Changelog - v2.14.3-beta\n- fixed the login page`);
  kept(`Steps: open Settings -> Network -> Advanced and press Save.`);
  kept(`Build notes:\norder id -> Ab3dE5fG7hJ9kL\n(see the ticket)`);
  kept(`Menu - Soup of the day - Tomato`);
  kept(`Release 3 - the new dashboard - ships Friday.`);
  kept(`Mapping: old page -> /docs/setup-guide-v2`);
});
