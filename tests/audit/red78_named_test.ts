// Issue 13, redaction round red78 (guided by v59's misses): a Deputy permanent token where the
// vendor is named, a BitLocker recovery key by its layout alone, a WireGuard private key where
// WireGuard or its PrivateKey field is named; a repository's or
// firmware's digest kept. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

const HEX = "3f9a0c71be42d8e5a6017c9b2d4e8f13";

Deno.test("a Deputy token after the vendor's name is redacted", () => {
  gone(`09:12 Deputy => ${HEX}`, HEX);
  gone(`rota sync (Deputy, new permanent token): ${HEX}, thanks`, HEX);
  gone(`DEPUTY_TOKEN ${HEX}`, HEX);
});

Deno.test("32 hex near a deputy rank, a digest, or with no vendor is kept", () => {
  kept(`Ward audit by the deputy manager\nleaflet MD5: ${HEX}`);
  kept(`Deputy sync: payload sha256 prefix ${HEX}`);
  kept(`request ${HEX} finished in 80 ms`);
  kept(`Deputy head's minutes uploaded, file checksum ${HEX}`);
});

const BL = "412390-118272-650045-297121-003806-574431-229905-681740";

Deno.test("eight groups of six digits are a recovery key, cue or checksum or not", () => {
  gone(`Pat: the finance laptop asks for ${BL} at boot, right?`, BL);
  gone(`front desk PC: ${BL}`, BL);
  gone(`BitLocker recovery key ID: 5F2A; number: ${BL}`, BL);
});

Deno.test("the layout after an identifier's label, and other digit layouts, are kept", () => {
  kept(`Serial number: ${BL}`);
  kept(`Ref ${BL} on the pallet`);
  kept(`Shipment 412390-118272-650045-297121-003806-574431 logged`);
  kept(`Phones 412390 118272 650045 297121 003806 574431 229905 681740`);
});

const WG = "bT7xQ2mVn9Lp4Rk8Zc1Hf6Yd3Ws5Ga0Je2Ku7Mo9Pq4=";

Deno.test("a 32-byte base64 value is a WireGuard key where WireGuard or PrivateKey is named", () => {
  gone(`OFFICE WIREGUARD (taped under the router)\n${WG}`, WG);
  gone(`could you re-enter the PrivateKey for the shop tunnel after the reset? ${WG}`, WG);
});

Deno.test("a public or peer key, a digest, or an unnamed value is kept", () => {
  kept(`WireGuard peer, public key ${WG}`);
  kept(`wg show: private key: (hidden)\n  peer: ${WG}`);
  kept(`WireGuard build artefact sha256 ${WG}`);
  kept(`WireGuard notes: the release page lists ${WG} as its SHA-256`);
});

const SHA1 = "5be1c09d7a3e4f2b8c6d0e9a1b2c3d4e5f607182";

Deno.test("a commit or firmware digest beside a repository's or firmware's name is kept", () => {
  kept(`Leeds\tstock app repo\t${SHA1}\tPriya`);
  kept(`2026-04-02 the till firmware 7.1 -> ${SHA1}${SHA1.slice(0, 24)}`);
});

Deno.test("a key beside a repository's name, or hex of another length, is still redacted", () => {
  gone(`Leeds\tstock app repo deploy key\t${SHA1}\tPriya`, SHA1);
  const h = "5be1c09d7a3e4f2b8c6d0e9a1b2c3d4e";
  gone(`2026-04-02 the till firmware portal -> ${h}`, h);
});
