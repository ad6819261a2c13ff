// Issue 13, redaction round red82 (guided by v53's, v56's, v58's, v60's and v61's misses): a line
// saying where a note is stuck, taped or posted, a colon, then "<system> V". Examples written here,
// not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a password or key after a note's place and a system's name is redacted", () => {
  const memorable = "Harbourlight7731%";
  gone(`Stuck inside the plant room door: the boiler app ${memorable}`, memorable);
  const generated = "pW7dKq2ZmX9vRt";
  gone(`post-it under the monitor in the back office: stock portal ${generated}`, generated);
  const mixed = "Ferry#ferry55";
  gone(`on the post-it under the till: the card machine portal ${mixed}`, mixed);
  const quoted = "t4GhRw9pLxQ2";
  gone(`Note stuck under the keyboard in room 4: "the scheduling tool - ${quoted}"`, quoted);
  const taped = "Rq8vL2mW0zYk5sNe";
  gone(`Taped inside the workshop cupboard door: Facebook page ${taped}`, taped);
});

Deno.test("ids, tags and public values after a note's place are kept", () => {
  // A GA4 measurement id, a barcode, a customs number: capitals and digits only.
  kept("Taped inside the stock room door: the website G-7QK2ZP3M9D");
  kept("post-it under the keyboard in the kiosk: the ball stock 5012345678900");
  kept("Stuck inside the yard office door: customs GB123456789012");
  // A UUID, a slug, a shell variable and an ARN are references, not the secret itself.
  kept("post-it under the screen in the lab: the sync job 6f1c2a9e-3b4d-4e8f-9a7b-1c2d3e4f5a6b");
  kept("on the post-it under the office keyboard: the docs page release-notes-2024");
  kept("Taped inside the server cupboard door: the backup script $BACKUP_PASSWORD");
  // No place named before the colon, or a value that does not end the line: another frame.
  kept("The note says: the boiler app Harbourlight7731% was retired last spring, ask Jo");
  kept("Stuck inside the plant room door: the boiler app Harbourlight7731% (old, replaced)");
});
