// Issue 13, redaction round red99 (guided by v46, v60, v62): an override code with words naming
// what it opens between its label and its value. Examples written here, not copied from a set;
// each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("an override code after words naming what it opens is redacted", () => {
  gone("new override code for the car park barrier, agreed with Tomasz: *5512093#", "5512093");
  gone("Hi, the override code для the van immobiliser: 7719 2204", "7719 2204");
  gone("Pickup at the bank: vault override (Unit 3 cash room) 6620-1184-0937.", "6620-1184-0937");
  gone("the override password for the fire exit alarm, as set by Ade: 8851", "8851");
});

Deno.test("counts, years, references, blanks and codes after a sentence end are kept", () => {
  kept("the barrier override was used 3150 times this month");
  kept("gate override code fitted in 2024, see the manual");
  kept("override code for gate 3: see the site manager");
  kept("time-lock override (Depot 2 vault) is ____-____-____ on the form.");
  kept("Ticket 4411: gate override fitted. 5521 visits logged.");
  kept("override code reference for the barrier: 55120934");
  kept("docker-compose.override.yml sets the port to 8080.");
});
