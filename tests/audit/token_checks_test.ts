import assert from "node:assert/strict";
import { redactText } from "../../src/audit/redact.ts";
import {
  jwtStructureValid,
  looksRandom,
  tokenChecksumValid,
} from "../../src/audit/token_checks.ts";

// The test computes CRC-32 and base62 itself, so a bug in src/audit/checksums.ts cannot hide.
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function crc32(s: string): number {
  let crc = ~0;
  for (let i = 0; i < s.length; i++) {
    crc ^= s.charCodeAt(i);
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function base62(n: number): string {
  let out = "";
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = ALPHABET[v % 62] + out;
  return out.padStart(6, "0");
}

function randomBody(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(30));
  return [...bytes].map((b) => ALPHABET[b % 62]).join("");
}

/** A token in GitHub's format: prefix, 30 random base62, CRC-32 of those 30 in base62. */
function mint(prefix: string, body = randomBody()): string {
  return `${prefix}${body}${base62(crc32(body))}`;
}

const PREFIXES = ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "npm_"];
const RULE = (p: string) => (p === "npm_" ? "npm-token" : "github-token");

Deno.test("test CRC-32 matches the zlib check value", () => {
  assert.equal(crc32("123456789"), 0xcbf43926);
});

Deno.test("generated GitHub and npm tokens pass the checksum and are redacted", () => {
  for (const prefix of PREFIXES) {
    for (let i = 0; i < 25; i++) {
      const token = mint(prefix);
      assert.ok(tokenChecksumValid(token), token);
      assert.equal(redactText(`token: ${token} end`), `token: [REDACTED:${RULE(prefix)}] end`);
    }
  }
});

Deno.test("a valid checksum redacts even a body that does not look random", () => {
  const token = mint("ghp_", "abcdefghijklmnopqrstuvwxyzabcd");
  assert.ok(tokenChecksumValid(token));
  assert.ok(!looksRandom(token.slice(4)));
  assert.equal(redactText(`use ${token}`), "use [REDACTED:github-token]");
});

Deno.test("a one-character change breaks the checksum but a random-looking token is still redacted", () => {
  for (const prefix of PREFIXES) {
    const token = mint(prefix);
    const last = token.at(-1) === "A" ? "B" : "A";
    const typo = token.slice(0, -1) + last;
    assert.ok(!tokenChecksumValid(typo));
    assert.equal(redactText(`x ${typo}`), `x [REDACTED:${RULE(prefix)}]`);
  }
});

Deno.test("placeholders with a failing checksum stay byte-identical", () => {
  const placeholders = [
    "ghp_1234567890abcdefghijklmnopqrstuvwxyz",
    "ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    "gho_abcdefghijklmnopqrstuvwxyz0123456789",
    "npm_0123456789abcdefghij0123456789abcdef",
    "npm_aaaabbbbccccddddeeeeffffgggghhhhiiii",
    "ghs_16C7e42F292c6912E7710c838347Ae178B4a".replace("a", "9").toLowerCase(),
  ];
  for (const p of placeholders) {
    assert.ok(!tokenChecksumValid(p), p);
    const text = `GITHUB_TOKEN is like ${p} in the docs`;
    assert.equal(redactText(text), text, p);
  }
});

Deno.test("wrong length or alphabet never passes the checksum", () => {
  const token = mint("ghp_");
  assert.ok(!tokenChecksumValid(token.slice(0, -1)));
  assert.ok(!tokenChecksumValid(token + "0"));
  assert.ok(!tokenChecksumValid(token.slice(0, 10) + "-" + token.slice(11)));
});

function b64url(s: string): string {
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

Deno.test("JWT structure: header with alg, base64url parts", () => {
  const payload = b64url(JSON.stringify({ sub: "user-42", iat: 1700000000 }));
  const sig = b64url("signature-bytes-0123456789abcdef");
  const good = `${b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${payload}.${sig}`;
  assert.ok(jwtStructureValid(good));
  assert.equal(redactText(`Bearer-less ${good} here`), "Bearer-less [REDACTED:jwt] here");
  // Unsigned (alg "none") tokens end with a dot and are still tokens.
  assert.ok(jwtStructureValid(`${b64url(JSON.stringify({ alg: "none" }))}.${payload}.`));
  // JSON-escaped slashes as found inside serialised JSON.
  assert.ok(jwtStructureValid(good.replaceAll("/", "\\/")));
  const noAlg = `${b64url(JSON.stringify({ typ: "JWT", kid: "k1" }))}.${payload}.${sig}`;
  assert.ok(!jwtStructureValid(noAlg));
  assert.equal(redactText(`id ${noAlg}`), `id ${noAlg}`);
  const notJson = `${b64url("eyJ not json at all")}.${payload}.${sig}`;
  assert.ok(!jwtStructureValid(notJson));
  assert.ok(!jwtStructureValid(`${b64url(JSON.stringify({ alg: 1 }))}.${payload}.${sig}`));
  assert.ok(!jwtStructureValid(`${b64url(JSON.stringify(["alg"]))}.${payload}.${sig}`));
  assert.ok(!jwtStructureValid("eyJhbGciOiJIUzI1NiJ9"));
});
