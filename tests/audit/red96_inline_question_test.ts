// Issue 13, redaction round red96: a question that names the credential at its head and then where
// and after what it is needed has its noun over 80 characters before the mark; the question's own
// sentence is read. Examples written here; each positive was left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a long question naming the credential at its head, answered after the mark", () => {
  const a = "Qm7rTz2KpW9vLx";
  gone(
    `Sam, can you put the password for the council parking permit portal back in after the router swap at the depot? ${a}`,
    a,
  );
  const b = "Hedgerow4471!";
  gone(
    `could you type the admin password for the booking widget back into the front desk laptop after the reinstall on Monday? ${b}`,
    b,
  );
});

Deno.test("a noun in an earlier sentence, an id asked for, and words after the mark are kept", () => {
  kept(
    `The password rota is on the wall by the kitchen door. Could somebody in the evening team check the till floats before they lock up? Qm7rTz2KpW9vLx`,
  );
  kept(
    `can you put the password id for the council parking permit portal back in after the router swap at the depot? Qm7rTz2KpW9vLx`,
  );
  kept(
    `can you put the password for the council parking permit portal back in after the router swap at the depot? thanks so much`,
  );
});
