// Redaction round 76 (issue 13): three credentials whose printed form is the evidence, with no
// name beside them (a chat answer, a note, a mail body):
// - one-time backup codes as Google, Microsoft and Xero print them: five or more distinct codes of
//   eight digits written `1234-5678`, apart by blanks on one line;
// - a WordPress application password: 24 letters and digits shown as six groups of four, with
//   both letter cases and a digit (IBANs and fingerprints are one case; words are read);
// - an Azure Storage account key (64 random bytes, 88 base64 characters ending `==`) in a text
//   that names Azure; a SHA-512 has the same size, so a digest's label or prefix keeps it.
import { wordish } from "./credential_shape.ts";
import { spansWhere, type TextRule } from "./rule_kit.ts";

// Dashed only: five plain eight-digit numbers are as often order or invoice numbers (round 18
// keeps "order numbers: <five numbers>"), while a dash inside each is the printed code's form.
const CODE_RUN = /(?<![\w.,:/-])\d{4}-\d{4}(?:[ \t]+\d{4}-\d{4}){4,15}(?![\w.,:/-])/g;

/** Five or more distinct codes, not a counted run (`1000-0001 1000-0002 …`). */
function backupCodes(run: string): boolean {
  const codes = run.split(/[ \t]+/);
  const starts = new Set(codes.map((c) => c.slice(0, 2)));
  return new Set(codes).size === codes.length && starts.size >= 3;
}

const findBackupCodes = (text: string) =>
  spansWhere(text, CODE_RUN, "printed-backup-codes", (m) => backupCodes(m[0]));

// Exactly six groups: a seventh group of four on either side makes it some other run.
const APP_PASSWORD =
  /(?<!\w|\b[A-Za-z0-9]{4} )[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5}(?!\w| [A-Za-z0-9]{4}\b)/g;

/** WordPress draws 24 characters from both cases and digits; one case or words are not it. */
function appPassword(v: string): boolean {
  const s = v.replaceAll(" ", "");
  return /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && !wordish(s) &&
    !v.split(" ").some((g) => /^\d{4}$/.test(g));
}

const findAppPasswords = (text: string) =>
  spansWhere(text, APP_PASSWORD, "wordpress-app-password", (m) => appPassword(m[0]));

const STORAGE_KEY = /(?<![A-Za-z0-9+\/=-])[A-Za-z0-9+\/]{86}==(?![A-Za-z0-9+\/=])/g;
// A digest's or a signature's label just before the value, or ciphertext made to be committed.
const DIGEST_BEFORE =
  /sha-?\d|hash|digest|integrity|checksum|signature|\bsig\b|\bmac\b|enc\[|\bb=\s*$/i;

const findStorageKeys = (text: string) =>
  spansWhere(
    text,
    STORAGE_KEY,
    "azure-storage-key",
    (m) => !DIGEST_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)),
  );

export const PRINTED_FORMAT_RULES: TextRule[] = [
  {
    id: "printed-backup-codes",
    category: "secret",
    keywords: [],
    hint: /\d{4}-\d{4}[ \t]+\d{4}-\d{4}[ \t]+\d{4}-/,
    find: findBackupCodes,
  },
  {
    id: "wordpress-app-password",
    category: "secret",
    keywords: [],
    hint:
      /[A-Za-z0-9]{4} [A-Za-z0-9]{4} [A-Za-z0-9]{4} [A-Za-z0-9]{4} [A-Za-z0-9]{4} [A-Za-z0-9]{4}/,
    find: findAppPasswords,
  },
  {
    id: "azure-storage-key",
    category: "secret",
    keywords: ["azure"],
    find: findStorageKeys,
  },
];
