// Redaction round red73 (issue 13): "V is the <system> one, the old one stopped working". Round
// 67 read the frame only for a key's or a password's shape, leaving hex, UUIDs and word-and-digit
// values, which the same frame also gives for digests and ids. A clause saying the previous one
// stopped working, got changed or expired is told of a credential that was rotated: a commit, a
// digest or a reference does not stop working. With it, a lower-case run of letters and digits is
// taken (a memorable password, a UUID key). Tuning sets: v56, v57.

// Right after "… one," / "… one." (the same sentence or the next one on the line): the old or
// other one, then a verb of ceasing to work or of being replaced.
const ROTATED =
  /^[ \t]*(?:[-–—][ \t]*)?(?:the[ \t]+)?(?:old|other|previous|earlier)(?:[ \t]+one)?[ \t]+(?:stopped[ \t]+working|(?:got|was|has[ \t]+been|had[ \t]+been)[ \t]+(?:changed|reset|revoked|replaced|rotated)|expired|no[ \t]+longer[ \t]+works)(?!\p{L})/iu;
// One run of letters and digits (with a password's marks), holding both and a small letter.
// References, invoice, job and customs numbers are written in capitals only and digests as bare
// hex, and both are handed over in this frame too (v52, v53, v54, v56), so neither is taken. red77:
// capitals beside small letters ("Walnut.Lantern02", "Brows2704$") were refused until then; a
// subresource-integrity digest ("sha512-…", the W3C format) is the one mixed-case public value.
const RUN = /^(?=[^\s]*\p{Ll})(?=[^\s]*\d)[\p{L}\d][\p{L}\d._~!?*#%+=$@&^-]{7,99}$/u;
const HEX = /^[0-9a-f]+$/i;
const INTEGRITY = /^sha(?:256|384|512)-/i;
const DATE = /^\d{4}-\d\d-\d\d|^\d\d?[./-]\d\d?[./-]\d{2,4}$/;

/** Whether `rest` (the line after "… one") says the value replaced an old one that failed. */
export function rotatedAfter(rest: string): boolean {
  return ROTATED.test(rest);
}

/** A value the rotation clause vouches for: letters, one small, and digits in one run (above). */
export function rotatedValue(v: string): boolean {
  return RUN.test(v) && !HEX.test(v) && !DATE.test(v) && !INTEGRITY.test(v);
}

// red96: with the rotation clause, the shapes vendors and devices issue credentials in — hex of an
// API key's or a secret's length (32, 40; digests are 64 and 128), a UUID, a 4–10-digit code. The
// frame's benign values are 64-hex digests, ETags with a part suffix, 19–20-digit ICCIDs.
const ROTATED_KEY =
  /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[0-9A-F]{8}(?:-[0-9A-F]{4}){3}-[0-9A-F]{12}|\d{4,10})$/;

/** A key's hex, a UUID or a digit code: taken only where the rotation clause follows. */
export function rotatedKey(v: string): boolean {
  return ROTATED_KEY.test(v) && !/^(?:19|20)\d\d$/.test(v);
}
