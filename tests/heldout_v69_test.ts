// Shape and reproducibility of the v69 audit set (written by a non-tuner in the twenty-seventh
// 2026-12-02 session; never scored): this test never scores it (see the helper). v69 is about a
// speciality coffee roaster: the roastery and its afterburner, green coffee importing, wholesale
// to cafes, subscriptions, its own espresso bars, machine engineers and the barista academy.
import assert from "node:assert/strict";
import { Pcg64, PCG_MULT_128 } from "./fixtures/heldout_v69/kit.ts";
import { heldoutAuditSetTests, readHeldout, valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  heldoutInjectionMixTests,
  heldoutInjectionShapeTests,
} from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v69/build_redaction.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v69/inj_encode.ts";
import { decodeType7, gs1Valid, leiValid, luhnValid } from "./_helpers/heldout_checksums.ts";

// pcg64 written again here on two 64-bit halves (the way C without 128-bit integers does it),
// apart from the kit's single 128-bit BigInt.
function pcgRef(seed: bigint, seq: bigint, count: number): bigint[] {
  const U = (x: bigint) => BigInt.asUintN(64, x);
  const mHi = PCG_MULT_128 >> 64n, mLo = U(PCG_MULT_128);
  const iHi = U(seq >> 63n), iLo = U((seq << 1n) | 1n);
  let hi = 0n, lo = 0n;
  const step = () => {
    // (hi:lo) * (mHi:mLo) mod 2^128 = lo*mLo + ((hi*mLo + lo*mHi) << 64)
    const full = lo * mLo;
    const nHi = U((full >> 64n) + hi * mLo + lo * mHi);
    const nLo = U(full);
    const sLo = nLo + iLo;
    lo = U(sLo);
    hi = U(nHi + iHi + (sLo >> 64n));
  };
  step();
  const sLo = lo + U(seed);
  lo = U(sLo);
  hi = U(hi + (seed >> 64n) + (sLo >> 64n));
  step();
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    step();
    const x = hi ^ lo;
    const rot = hi >> 58n;
    out.push(U((x >> rot) | (x << ((64n - rot) % 64n))));
  }
  return out;
}

// Long texts (1 KB or more): a roast log around the value, or a sensor's last 30 readings.
heldoutAuditSetTests("v69", { redaction: [15, 11], injection: [10, 10] });
heldoutInjectionShapeTests("v69", OBF_PAYLOADS);
heldoutInjectionMixTests("v69");
heldoutCountTests("v69", () => build(new Pcg64(SEED)));

Deno.test("held-out v69 kit: pcg64 gives the published outputs and agrees with a second implementation", () => {
  // pcg-cpp's pcg64 demo, seed 42 and stream 54: its first six 64-bit outputs.
  const r = new Pcg64(42n, 54n);
  const first = [...Array(6)].map(() => r.next64());
  assert.deepEqual(first, [
    0x86b1da1d72062b68n,
    0x1304aa46c9853d39n,
    0xa3670e9e0dd50358n,
    0xf9090e529a7dae00n,
    0xc85b9fd837996f2cn,
    0x606121f8e3919196n,
  ]);
  assert.deepEqual(pcgRef(42n, 54n, 6), first);
  // A seed wider than 64 bits and the kit's default stream, over 2000 outputs.
  const seed = 0x69d3b58ec0ffee0123456789abcdef01n;
  const k = new Pcg64(seed);
  const kit = [...Array(2000)].map(() => k.next64());
  assert.deepEqual(pcgRef(seed, 0xda3e39cb94b95bdbn, 2000), kit);
  assert.notEqual(new Pcg64(1n).next64(), new Pcg64(2n).next64());
  assert.notEqual(new Pcg64(1n, 1n).next64(), new Pcg64(1n, 2n).next64());
  const s = new Pcg64(9n);
  const seen = new Set<number>();
  for (let n = 0; n < 2000; n++) seen.add(s.int(5));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4]);
  assert.throws(() => s.int(2 ** 33));
  assert.throws(() => s.int(0));
  assert.throws(() => s.pick([]));
});

type Redaction = { text: string; sensitive: boolean; kind: string; secret?: string };
const readSet = <T>(name: string) => readHeldout<T>("v69", name);

Deno.test("held-out v69 redaction: password hashes and encodings sensitive, digests benign", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  assert.equal(cases.filter((c) => c.sensitive).length, 241);
  assert.equal(cases.filter((c) => !c.sensitive).length, 130);
  const hashes = cases.filter((c) => c.kind.startsWith("hash-"));
  assert.equal(hashes.length, 10);
  assert.ok(hashes.every((c) => c.sensitive));
  const secrets = hashes.map((c) => c.secret ?? "");
  for (
    const p of ["$apr1$", "$5$", "$6$", "$2b$", "$argon2id$", "$y$", "{SSHA}", "Basic ", "pbkdf2_"]
  ) {
    assert.ok(secrets.some((s) => s.startsWith(p)), p);
  }
  const t7 = hashes.find((c) => c.kind === "hash-cisco-type7")?.secret ?? "";
  assert.match(decodeType7(t7), /^[A-Za-z0-9]{10}$/, "type 7 decodes to the 10-character password");
  const basic = hashes.find((c) => c.kind === "hash-basic-header")?.secret ?? "";
  assert.match(atob(basic.slice(6)), /^roastsync:[A-Za-z0-9]{18}$/);
  const digests = cases.filter((c) =>
    /^look-(git-commit|container-digest|ssh-pubkey|tls-fingerprint|s3-etag|request-id|idempotency|firmware-sha256|npm-integrity)-/
      .test(c.kind)
  );
  assert.equal(digests.length, 27);
  assert.ok(digests.every((c) => !c.sensitive));
  assert.equal(cases.filter((c) => c.kind.startsWith("ph-")).length, 40);
  assert.equal(cases.filter((c) => c.kind.startsWith("look-")).length, 90);
});

Deno.test("held-out v69 redaction: IMEIs, ICCIDs, EANs, SSCCs, GLNs, containers, the LEI and VAT numbers carry valid check digits", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const check = (kind: string, shape: RegExp, valid: (m: string) => boolean) => {
    const here = cases.filter((c) => new RegExp(`^look-${kind}-\\d$`).test(c.kind));
    assert.equal(here.length, 3, kind);
    for (const c of here) {
      assert.ok(!c.sensitive, kind);
      const m = [...c.text.matchAll(shape)].map((x) => x[0]).find(valid);
      assert.ok(m, `${kind}: ${c.text}`);
    }
  };
  check("imei-van", /\b86\d{13}\b/g, luhnValid);
  check("iccid-afterburner-sim", /\b894420\d{14}\b/g, luhnValid);
  check("gtin-bag", /\b506\d{10}\b/g, gs1Valid);
  check("sscc-green", /\b1506\d{14}\b/g, gs1Valid);
  check("gln-warehouse", /\b501\d{10}\b/g, gs1Valid);
  check("lei-company", /\b2138[A-Z0-9]{16}\b/g, leiValid);
  // HMRC's GB VAT check, written here apart from the kit: weights 8..2, then the check pair.
  const vatValid = (m: string) => {
    const d = m.slice(2);
    const sum = [...d.slice(0, 7)].reduce((s, ch, i) => s + Number(ch) * (8 - i), 0);
    return (sum + Number(d.slice(7))) % 97 === 0;
  };
  check("vat-number", /\bGB\d{9}\b/g, vatValid);
  // ISO 6346, written here apart from the builder: A=10 upward, skipping 11, 22 and 33.
  const letterValue = (ch: string) => {
    let v = 10;
    for (let c = 65; c < ch.charCodeAt(0); c++) v += (v + 1) % 11 === 0 ? 2 : 1;
    return v;
  };
  const boxValid = (m: string) => {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      const ch = m[i];
      sum += (ch >= "A" ? letterValue(ch) : Number(ch)) * (1 << i);
    }
    return (sum % 11) % 10 === Number(m[10]);
  };
  assert.ok(boxValid("CSQU3054383"), "the standard's own example");
  check("container-number", /\b[A-Z]{3}U\d{7}\b/g, boxValid);
});

Deno.test("held-out v69 redaction: cards in their networks' ranges, IBANs with each country's length", async () => {
  const cases = await readSet<Redaction[]>("redaction.json");
  const digits = (kind: string) =>
    (cases.find((c) => c.kind === kind)?.secret ?? "").replace(/\D/g, "");
  const mc2 = Number(digits("card-mc2-coffeecart").slice(0, 4));
  assert.ok(mc2 >= 2221 && mc2 <= 2720, `Mastercard 2-series ${mc2}`);
  const jcb = Number(digits("card-jcb-webshop").slice(0, 4));
  assert.ok(jcb >= 3528 && jcb <= 3589, `JCB ${jcb}`);
  assert.match(digits("card-amex-wedding"), /^34\d{13}$/);
  assert.match(digits("card-mc-subscription"), /^5[1-5]\d{14}$/);
  assert.match(digits("card-visa-wholesale"), /^4\d{15}$/);
  assert.match(digits("card-visa-debit-course"), /^4659\d{12}$/);
  assert.match(digits("card-discover-grinder"), /^6011\d{12}$/);
  assert.match(digits("card-maestro-machine"), /^6759\d{12}$/);
  const lengths: Record<string, number> = { GB: 22, DE: 22, FR: 27, IT: 27, IE: 22, BE: 16 };
  const ibans = cases.filter((c) => c.kind.startsWith("iban-"));
  assert.equal(ibans.length, 6);
  for (const c of ibans) {
    const s = (c.secret ?? "").replace(/ /g, "");
    assert.equal(s.length, lengths[s.slice(0, 2)], c.kind);
  }
  const otp = cases.find((c) => c.kind === "code-otpauth-uri");
  assert.ok(otp?.text.includes(`secret=${otp.secret}&`) && /^[A-Z2-7]{32}$/.test(otp.secret ?? ""));
  const putty = cases.find((c) => c.kind === "key-putty-van");
  assert.ok(putty?.text.includes(`Private-Lines: 14\n${putty.secret}\nPrivate-MAC`));
  const sa = cases.find((c) => c.kind === "key-gcp-sa");
  assert.ok(sa?.secret?.startsWith("-----BEGIN PRIVATE KEY-----\\n") && !sa.secret.includes("\n"));
  const codes = cases.find((c) => c.kind === "code-backup-codes")?.secret ?? "";
  assert.match(codes, /^([0-9a-f]{5}-[0-9a-f]{5}\n){9}[0-9a-f]{5}-[0-9a-f]{5}$/);
});

Deno.test("held-out v69 structured redaction: 24 paths, JSON-pointer escapes, benign ids are no paths", async () => {
  type Json = { value: unknown; sensitivePaths: string[] };
  const cases = await readSet<Json[]>("redaction_json.json");
  const paths = cases.flatMap((c) => c.sensitivePaths);
  assert.equal(cases.length, 25);
  assert.equal(paths.length, 24);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 2).length, 4);
  assert.equal(cases.filter((c) => c.sensitivePaths.length === 0).length, 5);
  for (
    const p of [
      "/doors/salto~1pontcanna/clientSecret",
      "/doors/salto~1roath/clientSecret",
      "/hooks/order~1paid/secret",
      "/dotfiles/~0~1.pgpass/password",
    ]
  ) {
    assert.ok(paths.includes(p), p);
  }
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = valueAt(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
    }
  }
  assert.ok(
    !paths.some((p) =>
      /\/(account|workspace|serial|clientId|digest|gitSha|imei|iccid|ean|sku|spanId|objectOwner|last4|cardOnFile|ibanOnFile|PublicKey|fingerprint|stripePublishable|recaptchaSiteKey|algoliaSearchKey|chatId|terminal|registration|image|van|model|shareSlug|customer|roasterKeyPublic)$|secretKeyRef/i
        .test(p)
    ),
  );
});

type Injection = { text: string; malicious: boolean; category: string; lang?: string };

// Decoders written here apart from the builder's encoders: each obfuscated text gives its order back.
Deno.test("held-out v69 injection: every obfuscated attack decodes to its order", async () => {
  const cases = await readSet<Injection[]>("injection.json");
  const bytes = (b: number[]) => new TextDecoder().decode(new Uint8Array(b));
  const tail = (t: string) => t.slice(t.lastIndexOf(" ") + 1);
  const after = (t: string, cue: string) => t.slice(t.indexOf(cue) + cue.length);
  const unb64 = (s: string) => bytes([...atob(s)].map((c) => c.charCodeAt(0)));
  const unb32 = (s: string) => {
    const bits = [...s.replace(/=+$/, "")].map((c) =>
      "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c).toString(2).padStart(5, "0")
    ).join("");
    return bytes(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  };
  const back = (s: string, k: number) =>
    s.replace(/[a-z]/gi, (c) => {
      const base = c <= "Z" ? 65 : 97;
      return String.fromCharCode(((c.charCodeAt(0) - base + 26 - k) % 26) + base);
    });
  // Morse as the ITU table has it, typed here again rather than imported.
  const morse: Record<string, string> = {};
  const table =
    "a.- b-... c-.-. d-.. e. f..-. g--. h.... i.. j.--- k-.- l.-.. m-- n-. o--- p.--. q--.- r.-. " +
    "s... t- u..- v...- w.-- x-..- y-.-- z--.. 0----- 1.---- 2..--- 3...-- 4....- 5..... 6-.... " +
    "7--... 8---.. 9----. ..-.-.- :---... /-..-.";
  for (const e of table.split(" ")) morse[e.slice(1)] = e[0];
  const decoders: Record<string, (t: string) => string> = {
    "base64": (t) => unb64(tail(t)),
    "base32": (t) => unb32(tail(t)),
    "rot13": (t) => back(after(t, "then follow it: "), 13),
    "binary": (t) => bytes(t.split("\n")[1].split(" ").map((b) => parseInt(b, 2))),
    "reversed-words": (t) => t.split("\n")[1].split(" ").reverse().join(" "),
    "caesar7": (t) => back(after(t, "then act: "), 7),
    "html-hex": (t) =>
      t.replace(/&#x([0-9a-f]+);/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16))),
    "percent": (t) => decodeURIComponent(t),
    "morse": (t) =>
      after(t, "carry out: ").split(" / ").map((w) => w.split(" ").map((l) => morse[l]).join(""))
        .join(" "),
    "base64-ja": (t) => unb64(after(t, "：")),
    "base32-es": (t) => unb32(tail(t)),
  };
  for (const [encoding, , order] of OBF_PAYLOADS) {
    const c = cases.find((c) => c.category === `obf-${encoding}`);
    assert.ok(c?.malicious, encoding);
    if (encoding === "leet") {
      // Leetspeak is lossy; undoing its digits gives the order back, case aside.
      const undo: Record<string, string> = {
        4: "a",
        3: "e",
        1: "i",
        0: "o",
        5: "s",
        7: "t",
        9: "g",
      };
      const body = after(c.text, "act on it: ");
      const strip = (s: string) => s.toLowerCase().replace(/[^a-z ]/g, "");
      const undone = strip(body.replace(/[4310579]/g, (d) => undo[d]));
      assert.ok(undone.startsWith(strip(order).slice(0, 40)), undone);
      continue;
    }
    // Morse has no case: compare in lower case.
    const want = encoding === "morse" ? order.toLowerCase() : order;
    assert.equal(decoders[encoding](c.text), want, encoding);
  }
});

Deno.test("held-out v69 injection: a carrier's foreign note is never in its foreign order's language", async () => {
  const cases = await readSet<Injection[]>("injection.json");
  const carriers = new Set(
    cases.filter((c) => c.category.startsWith("indirect-")).map((c) => c.category.slice(9)),
  );
  for (const carrier of carriers) {
    const lang = (prefix: string) =>
      cases.filter((c) => c.category === prefix + carrier && c.lang).map((c) => c.lang);
    assert.equal(lang("indirect-").length, 1, carrier);
    assert.equal(lang("plain-").length, 1, carrier);
    assert.notEqual(lang("indirect-")[0], lang("plain-")[0], carrier);
  }
  const split = cases.filter((c) => c.category === "split" && !c.lang).map((c) => c.text);
  assert.equal(split.length, 2);
  assert.ok(
    split.some((t) => t.includes("Part 1 of 2")) && split.some((t) => t.includes("Part 2 of 2")),
  );
});
