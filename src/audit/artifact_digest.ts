// Redaction round 72 (issue 13): "for <thing> it's V" hands over a login when the thing is a
// system, and a checksum or a commit when the thing is an artifact (a file, a PDF, an export, a
// repository): an artifact has no login. Both halves are read, since bare hex after a vendor's
// name is a key: the value is hex of a digest's exact length, and the thing's last word is an
// artifact noun. Read by for_system_rules.ts.

// MD5, SHA-1 (and a git commit), SHA-256: one case of hex throughout.
const DIGEST =
  /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64})$/;
// Nouns of things that are stored or shipped, not logged into; a backup or a vault is left out
// (both are opened with a password).
const ARTIFACT =
  /(?:^|\s)(?:files?|pdfs?|exports?|downloads?|uploads?|images?|isos?|archives?|zips?|tarballs?|releases?|repos?|repositor(?:y|ies)|clips?|videos?|attachments?|documents?|installers?|packages?|dumps?)$/i;

/** Whether `v`, given for the thing `named`, is that artifact's digest (file comment). */
export function artifactDigest(named: string, v: string): boolean {
  return DIGEST.test(v) && ARTIFACT.test(named);
}
