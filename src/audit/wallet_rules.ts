// Redaction round 3 (issue 13): wallet secrets (session cookies: session_rules.ts).
// A wallet's raw private key is 64 hex digits, the shape of any SHA-256 digest or transaction
// hash, so it counts only after words that say "private key" or "import a wallet" and never on a
// line about a hash or a transaction. A recovery (seed) phrase is 12–24 short lower-case words
// right after its name.
import { shannonEntropy } from "./checksums.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { holdsAny } from "./char_census.ts";
import { candidateStarts, registerRegex } from "./regex_index.ts";
import { execAtStarts, execWindows } from "./windows.ts";
import { SEED_HINT, seedHintHolds } from "./seed_hint.ts";

// Round 6: a key pasted with one byte too many (Hardhat's "private key too long, expected 32
// bytes") still gives the key away: 64-66 digits.
const HEX_KEY = /(?<![\w$])(?:0x)?([0-9a-fA-F]{64}(?:[0-9a-fA-F]{2})?)(?![\w$])/g;
// Within the 120 characters before the key, on its own line or the line above. Hardhat's and
// Truffle's network configs list the deploying account's key (`accounts: ["0x…"]`).
const WALLET_CONTEXT =
  /\b(?:priv(?:ate)?[ _-]?key|privkey|secret[ _-]?key|geth\b[^\n]*\bimport|account\s+import|wallet\s+import|import\w*\s+(?:a\s+|the\s+)?(?:wallet|account|key)|from_?key|fromPrivateKey|new\s+(?:ethers\.)?Wallet|Wallet\s*\(|signer|mnemonic|keystore|metamask|accounts\s*:\s*\[|HDWalletProvider)/i;
const HASH_CONTEXT =
  /\b(?:hash|digest|sha-?256|sha-?3|keccak|checksum|tx|txn|transaction|block|commit|merkle|root|fingerprint|integrity|address|contract)\b/i;

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);
}

/** Runs of 64+ hex digits in `text` as [start, end): HEX_KEY needs one, and most texts have none. */
function hexRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  // Any 64 characters in a row hold one index ≡ 63 (mod 64): only those are probed.
  let i = 63;
  while (i < text.length) {
    if (!isHex(text.charCodeAt(i))) {
      i += 64;
      continue;
    }
    let s = i;
    while (s > 0 && isHex(text.charCodeAt(s - 1))) s--;
    let e = i + 1;
    while (e < text.length && isHex(text.charCodeAt(e))) e++;
    if (e - s >= 64) runs.push([s, e]);
    while (i < e) i += 64; // the next run starts after this one
  }
  return runs;
}

const HEX_KEY_AT = new RegExp(HEX_KEY.source, "y");

/**
 * HEX_KEY's matches over the whole text, as a global search gives them: a match starts at most
 * two characters ("0x") before a run, so only those places are tried.
 */
function eachHexKey(text: string, on: (m: RegExpExecArray) => void): void {
  let from = 0;
  for (const [s, e] of hexRuns(text)) {
    for (let p = Math.max(from, s - 2); p <= e - 64; p++) {
      HEX_KEY_AT.lastIndex = p;
      const m = HEX_KEY_AT.exec(text);
      if (m === null) continue;
      on(m);
      from = p + m[0].length;
      p = from - 1;
    }
  }
}

function findHexKeys(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const onMatch = (m: RegExpExecArray, offset: number) => {
    const index = offset + m.index;
    const key = m[1];
    if (shannonEntropy(key) < 3.3 || looksFake(key)) return;
    const before = text.slice(Math.max(0, index - 120), index);
    const near = before.slice(before.lastIndexOf("\n", before.lastIndexOf("\n") - 1) + 1);
    if (!WALLET_CONTEXT.test(near) || HASH_CONTEXT.test(near.slice(-40))) return;
    const start = index + m[0].length - key.length;
    spans.push({ start, end: start + key.length, rule: "wallet-private-key", category: "secret" });
  };
  if (at === null) eachHexKey(text, (m) => onMatch(m, 0));
  // The context words hold the keywords, and the key comes within 120 characters after them.
  else execWindows(HEX_KEY, text, at, 0, 200, onMatch);
  return spans;
}

// Its name in several languages, then up to 40 characters (a colon, "(write it down!)", a quote).
export const PHRASE_NAME =
  /(?:seed|recovery|backup|secret|mnemonic|wallet)[ _-]?(?:phrase|words?)|mnemonic|助记词|助記詞|シードフレーズ|リカバリーフレーズ|복구\s?문구|시드\s?구문|frase\s+(?:semilla|de\s+recupera[cç](?:ión|ão)|secreta|mnemotécnica)|phrase\s+(?:de\s+récupération|secrète|mnémonique)|Wiederherstellungs(?:phrase|satz)|Seed-?Phrase|сид-?фраз\w*|мнемоническ\w*\s+фраз\w*|фраз\w*\s+восстановления|frase\s+di\s+recupero|(?:復元|復旧|リカバリー?|バックアップ)フレーズ|(?:恢复|助记|复原)短语/giu;
// 12–24 words of 3–8 lower-case letters (the BIP-39 list's lengths), one space or line apart.
// Round 7: spoken, the name comes with a few words and "is" first ("the recovery phrase for
// the treasury wallet is pilot ember …").
const WORDS =
  /^[^a-z]{0,40}?(?:(?:[a-z]+ ){0,6}(?:is|are|was|ist|lautet|es|est|è|é|to|jest):?[ \t]+)?((?:[a-z]{3,8}[ \t]*\n?[ \t]*){11,23}[a-z]{3,8})(?![a-z])/d;

// Every PHRASE_NAME match opens with one of these words (case-insensitively, as the regex index
// reads: with ſ and K) or with a character of NAME_FIRST_OTHER (the other names' first letters
// and all that fold to them under /iu). A long text is searched only where the text index
// (regex_index.ts) found one of the words and where one of those letters stands, not at every
// character.
const NAME_WORDS = /seed|recovery|backup|secret|mnemonic|wallet|frase|phrase|wiederherstellungs/;
registerRegex(NAME_WORDS, "text");
const OTHER_FIRSTS = foldsTo("助シリ복시смф復バ恢复");
const NAME_FIRST_OTHER = new RegExp(`[${OTHER_FIRSTS}]`);
/** More of those letters (Russian prose): the whole text is searched instead. */
const MAX_OTHER_FIRSTS = 512;

/** The non-ASCII characters that match one of `chars` under /iu. */
function foldsTo(chars: string): string {
  const target = new RegExp(`^[${chars}]$`, "iu");
  let out = "";
  for (let c = 0x80; c <= 0xffff; c++) {
    if (target.test(String.fromCharCode(c))) out += String.fromCharCode(c);
  }
  return out;
}

/**
 * Sorted offsets including every offset where a PHRASE_NAME match can start, when the text is
 * already indexed (a rule before this one searched it whole) and holds few NAME_FIRST_OTHER.
 */
export function seedNameStarts(text: string): number[] | undefined {
  const starts = candidateStarts(NAME_WORDS, text, false);
  if (starts === undefined || !holdsAny(NAME_FIRST_OTHER, text)) return starts;
  const others: number[] = [];
  for (const c of OTHER_FIRSTS) {
    for (let i = text.indexOf(c); i >= 0; i = text.indexOf(c, i + 1)) {
      if (others.push(i) > MAX_OTHER_FIRSTS) return undefined;
    }
  }
  return [...starts, ...others].sort((a, b) => a - b);
}

function findSeedPhrases(text: string): Span[] {
  const spans: Span[] = [];
  const starts = seedNameStarts(text);
  if (starts !== undefined) {
    execAtStarts(PHRASE_NAME, text, starts, (m) => seedPhraseAt(text, m, spans));
    return spans;
  }
  PHRASE_NAME.lastIndex = 0;
  for (let m = PHRASE_NAME.exec(text); m; m = PHRASE_NAME.exec(text)) seedPhraseAt(text, m, spans);
  return spans;
}

/** The 12–24 words after a phrase's name `m`, when they are there. */
function seedPhraseAt(text: string, m: RegExpExecArray, spans: Span[]): void {
  const from = m.index + m[0].length;
  const after = text.slice(from, from + 260);
  // The name may be followed by a short gloss before the colon: "(write it down!):".
  const colon = after.slice(0, 40).search(/[:=]|\n/);
  const rest = colon >= 0 ? after.slice(colon + 1) : after;
  const w = WORDS.exec(rest);
  if (!w) return;
  // Round 12: the words may run on into the next line's prose ("set by the previous run"); then
  // the phrase is the first line's words, when they alone make a phrase's length.
  const phrase = wordCount(w[1]) ? w[1] : w[1].slice(0, w[1].search(/[ \t]*\n|$/));
  if (!wordCount(phrase)) return;
  const start = from + (after.length - rest.length) + w.indices![1]![0];
  spans.push({ start, end: start + phrase.length, rule: "seed-phrase", category: "secret" });
}

function wordCount(phrase: string): boolean {
  const count = phrase.trim().split(/\s+/).length;
  return count % 3 === 0 && count >= 12 && count <= 24;
}

export const WALLET_RULES: TextRule[] = [
  {
    id: "wallet-private-key",
    category: "secret",
    keywords: [
      "priv",
      "secret",
      "import",
      "key",
      "wallet",
      "signer",
      "mnemonic",
      "keystore",
      "metamask",
      "accounts",
      "hdwallet",
    ],
    find: findHexKeys,
  },
  {
    id: "seed-phrase",
    category: "secret",
    keywords: [],
    // Non-ASCII names cannot be gate keywords: a cheap test stands in (seed_hint.ts).
    hint: SEED_HINT,
    hintHolds: seedHintHolds,
    find: findSeedPhrases,
  },
];
