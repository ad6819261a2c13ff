// Issue 13, redaction round red97 (guided by v62 and v67's misses): a diary arrow stamped with a
// weekday or a day and month. Examples written here, not copied from a set; each positive is left
// by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a login after a weekday's or a day-and-month's diary arrow", () => {
  gone(
    "Sun league night Leeds: the door entry panel -> tidal.spruce.lantern42",
    "tidal.spruce.lantern42",
  );
  gone("diary 03/11: the stock room tablet -> harbour.violet.kettle38", "harbour.violet.kettle38");
});

Deno.test("a day-less line, 24/7 and ids after a weekday arrow are kept", () => {
  kept("the 24/7 desk: the door entry panel -> tidal.spruce.lantern42");
  kept("Sun league night Leeds: the booking API -> req_Hq7Tz2LmX9wKp4");
  kept("Sat comp prep Leeds: Gritstone Walls Ltd -> 29312796");
  kept("Tue — the alarm dialler SIM -> 89441139430331434285");
});
