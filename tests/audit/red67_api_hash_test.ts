// Issue 13, redaction round red67: a vendor's "API hash" (its name for an API key) before a colon
// names a credential, not a digest. Examples written here, not copied from a set.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value after an API hash label is redacted", () => {
  const key = "Kq3Rz8Lm1Xv6Tb9Wn2Yd5Ps0Hf4Jc7Ge";
  gone(`Bulk SMS gateway API hash: ${key}\nKeep it out of the wiki.`, key);
  // An aside in another language between the name and the colon.
  const marked = "vT7hQ2=mKz9Lr4Wp1=Xc8Nb3Yd";
  gone(`Hola, el API hash para la oficina de Leeds: ${marked}`, marked);
});

Deno.test("a digest, hex, a placeholder or prose after an API hash label is kept", () => {
  // Base64 of a 32-byte SHA-256: a digest of the API's definition.
  kept("OpenAPI spec API hash: 47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  kept("API hash: 9b74c9897bac770ffc029102a200c5de1f3a7e44b29f0e6c1a8d3f7b2c5e9a10");
  kept("API hash: <YOUR_API_HASH>");
  kept("API hash: ask the account owner, it is in the vault");
});
