// Redaction round red75 (issue 13): the value an access report says the writer got in with, when
// it is a run of letters written in both cases inside the word ("uoj0R3p0El", "CvSNGEYFFqgM").
// The frame also hands over references, lot and duty numbers and device ids; those are written in
// one case (capitals and digits) and digests in hex, so a capital after a small letter, away from
// the run's head, is what a generated password or key has and an id does not. Read in an access
// report (access_report_rules.ts: v54, v58) and in a sheet's cell (system_value_rules.ts: v51,
// v55, v56).

// One run of letters and digits (a password's marks allowed), 10 to 64 characters.
const RUN = /^[\p{L}\d][\p{L}\d._~!?*#%+=@-]{9,63}$/u;
// A small letter followed, somewhere later, by a capital: case changes inside the run.
const INNER_CAPITAL = /\p{Ll}[^\s]*\p{Lu}/u;
const HEX = /^[0-9a-f]+$/i;
// Joined words ("BookingForm", "serviceAccount", a handle's "RiverFox42", code's "Uint8Array")
// change case only at word heads, each capital followed by small letters (a version's `V4` may
// close them); a generated value has a capital before another capital or a digit, inside it.
const WORD_HEADS = /^\p{Ll}*(?:\p{Lu}\p{Ll}+|\d+)*(?:\p{Lu}\d*)?$/u;

/** A generated value written in both cases inside the run, not hex and not joined words. */
export function mixedCaseRun(v: string): boolean {
  if (!RUN.test(v) || HEX.test(v) || WORD_HEADS.test(v)) return false;
  return INNER_CAPITAL.test(v) && /\p{Ll}/u.test(v.slice(1));
}
