// What a credential value looks like whatever its vendor: enough random material (hex, base62,
// upper case and digits, a vendor prefix before a UUID), and not a word, name, date, version,
// path, hash notation, secret-manager reference or placeholder.
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hasSequence } from "./token_checks.ts";

/** A UUID inside a value (`signed-2065c468-73e2-…`): an object id more often than a key. */
export const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-/i;
export const UUID_ONLY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PREFIXED_UUID =
  /^[A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,12}){0,2}[_-][0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Values that are public by design or only point at a secret stored elsewhere; checksummed
// formats (svc_, GitHub, npm) are judged by their own rules, a failing checksum included.
const NOT_A_VALUE =
  /^(?:pk_(?:live|test)_|(?:svc|gh[pousr]|npm)_|sb_publishable_|phc_|FLWPUBK|rzp_(?:live|test)_|data:|[a-z][\w+.-]*:\/\/|vault:|arn:aws:|projects\/[^\/]+\/secrets\/|sha\d+[:-]|md5[:-]|[.~\/\\])/i;

// Mapbox public tokens (`pk.eyJ…`) are meant for browsers, unlike its `sk.eyJ…` secret tokens.
const PUBLIC_VALUE =
  /^(?:pk_(?:live|test)_|sb_publishable_|phc_|FLWPUBK|rzp_(?:live|test)_|pk\.eyJ)/;
// red94, moved here by red98: a Cloudflare Turnstile site key (in a page's HTML) is `0x4`, seven
// `A` and 14 characters, 24 in all as Cloudflare prints it; its secret key opens the same way and
// is longer, so only the whole value's length tells them apart.
const TURNSTILE_SITE = /^0x4A{7}[\w-]{14}$/;

/** Keys vendors publish by design (Stripe, Supabase, PostHog, Flutterwave, Razorpay, Turnstile). */
export function isPublicValue(v: string): boolean {
  return PUBLIC_VALUE.test(v) || TURNSTILE_SITE.test(v);
}

// Prefixes of identifiers and hashes whose hex or lower-case bodies are public material.
export const ID_PREFIX =
  /^(?:sha\d*|md5|hash|commit|build|run|job|task|cache|layer|blob|obj|object|file|img|image|doc|ref|rev|req|request|trace|span|sess|session|tx|txn|block|node|pod|container|vol|snap|ami|sg|subnet|vpc|eni|evt|event|msg|order|user|usr|acct|org|team|proj|chunk|asset|bundle|version|ver|release|tmp|temp|spec|fixture|mock|uuid|id|cid|etag)$/i;

// `ami-1234567890abcdef0.bin`, `report-8f2c1d9e.pdf`: a file name.
export const FILE_NAME = /\.[a-z][a-z0-9]{1,4}$/;
// Code that computes the value (`self._lib.X`, `os.environ…`), and `Key=a,Values=b` pairs.
const EXPRESSION =
  /^(?:self|this|cls|os|process|env|config|settings|ctx|props|options|opts|params|args|req|res|request|response|window|document|r|e|o)\.|=[^=]/;

/** Words joined by separators or dots (`customer_2024_report`, `db-01.prod.internal`). */
export function wordyValue(v: string): boolean {
  const words = v.split(/[_.~:\/+=%-]/).filter((s) => /^[A-Za-z]{4,}$/.test(s));
  // Round 8: long base64 (a 172-character channel token) splits at `/` and `+` into letter runs
  // by chance; there, words must make up half the value.
  const base64 = v.length > 64 && /[+\/]/.test(v) && /^[A-Za-z0-9+\/]+={0,2}$/.test(v);
  return words.length >= 2 && (!base64 || words.join("").length * 2 >= v.length);
}

// Common English and identifier trigrams: three or more in a value mean words (`PublicKey`,
// `TranscriptionModelV3`, `username:password`); random base62 is that dense ~1 in 1,000.
const TRIGRAM_LIST =
  "the,ing,and,ion,tio,ent,ati,for,her,ter,hat,tha,ere,ate,his,con,res,ver,all,ons,nce,men,ith,ted,ers,pro,thi,wit,are,ess,not,ive,was,ect,rea,com,eve,per,int,est,sta,cti,ica,ist,ear,ain,one,our,iti,rat,ode,key,pub,lic,pri,vat,use,ser,ame,ass,wor,ord,tra,ans,scr,rip,del,lis,ble,ran,str,val,typ,ype,err,set,get,tor,ize,nam,mod,ome,ure,ory,age,ice,ase,ncr,ypt,sig,ign,gna,nat,tur,acc,cce,cou,oun,unt,ten,ant,rve,ity,abi,bil,ili,lit,ail,ous,ful,nts,ali,lly,ary,ies,ine,ita,ona,ple,ave,ide,ort,tri,ire,nal,rit,edi,lab,iza,zat,eme,mpl,rce,ces,ket,ock,ime,ors,ack,oad,ead,ler,ndl,dle,eys,uth,cal,ach,eta,ata,dat,tok,oke,ken,htt,ttp,ima,mag,fil,ile,ena,abl,led,mes,tat,pre,fix,tes,emp,ult,efa,fau,pon,nse,req,que,nfi,fig,onf,rvi,vic,sto,rag,sec,ecr,cre,ssw,asw,sen,len,eng,ngt,gth,ask,rom,fro,net,add,dre,sub,ref,rst,own,ove,der,ast,ish,ins,nde,ndi,out,hin,nge,ght,igh,min,ale,log,ogi,gin,ade,dow,low,sho,how,hou,und,tic,ici,cia,vie,iew,mat,atc,tch,che,hec,eck,lea,mar,ark,ert,lle,ell,ill"
    .split(",");

// One byte per lower-case trigram (26^3), so the test reads no strings.
const TRIGRAMS = new Uint8Array(26 * 26 * 26);
for (const t of TRIGRAM_LIST) {
  TRIGRAMS[trigramCode(t.charCodeAt(0), t.charCodeAt(1), t.charCodeAt(2))] = 1;
}

function trigramCode(a: number, b: number, c: number): number {
  return ((a - 97) * 26 + (b - 97)) * 26 + (c - 97);
}

/** Lower-case letter code (A-Z folded), or -1 for any other character. */
function letterAt(v: string, i: number): number {
  const c = v.charCodeAt(i) | 32;
  return c >= 97 && c <= 122 ? c : -1;
}

/** Made of words: common trigrams, three or more and dense, inside its letter runs. */
export function wordish(v: string): boolean {
  let hits = 0;
  let letters = 0;
  let run = 0;
  for (let i = 0; i < v.length; i++) {
    const c = letterAt(v, i);
    run = c < 0 ? 0 : run + 1;
    if (c < 0) continue;
    letters++;
    if (run >= 3 && TRIGRAMS[trigramCode(letterAt(v, i - 2), letterAt(v, i - 1), c)] === 1) hits++;
  }
  // Dense, not merely present: long random runs meet a few trigrams by chance.
  return hits >= 3 && hits >= 0.15 * letters;
}

/** Random material: `min` compact characters with digits and letters, entropy for its length. */
export function randomMaterial(v: string, min = 16): boolean {
  const c = v.replace(/[_.~:\/+=%-]/g, "");
  if (c.length < min || !/\d/.test(c) || !/[A-Za-z]/.test(c)) return false;
  const entropy = shannonEntropy(c);
  if (/^[0-9a-f]+$/i.test(c)) return c.length >= 20 && entropy >= 3 && !hasSequence(c);
  const mixedCase = /[A-Z]/.test(c) && /[a-z]/.test(c);
  if (entropy < Math.min(mixedCase ? 4 : 3.4, Math.log2(c.length) - 1)) return false;
  return !hasSequence(c) && !wordyValue(v) && !wordish(v);
}

/**
 * A value seen in a credential context (a key-like name, a credential word in prose) that looks
 * like a credential; `uuid`: a bare or prefixed UUID counts too (under a qualified name ending in
 * key/token/secret: `apiKey`, `VENDOR_TOKEN`).
 */
export function credentialShaped(value: string, uuid = false): boolean {
  const v = value.replace(/[.,:;]+$/, "");
  if (v.length < 16 || v.length > 512 || FILE_NAME.test(v) || EXPRESSION.test(v)) return false;
  if ((v.match(/%2F/gi)?.length ?? 0) >= 2) return false; // a URL-encoded path or scope
  if (isTemplateOrMask(v) || looksFake(v) || NOT_A_VALUE.test(v)) return false;
  if (UUID_ONLY.test(v)) return uuid;
  if (PREFIXED_UUID.test(v)) return uuid;
  return randomMaterial(v);
}

// Round 6: words joined by hyphens, then a SHA-1 or SHA-256 digest (`setup-node-<40 hex>`,
// `node-cache-Linux-x64-npm-<64 hex>`): a content-addressed name (a CI cache key, an artifact).
const DIGEST_NAMED = /^(?:[A-Za-z][A-Za-z0-9]*-){2,}(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A name built from words and a digest of what it names, not a credential. */
export function digestNamed(v: string): boolean {
  return DIGEST_NAMED.test(v);
}
