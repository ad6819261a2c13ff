// Issue 13, redaction round red94 (guided by v54 and v66's misses): The Things Stack's API key by
// its published form. Examples written here, not copied from a set; each positive is left by the
// base code.
import { gone, kept } from "./_gone_kept.ts";

const ID = "ZP3K7WQ2M9XR4TB6YH8DL1NC5VG0FJ2SA7EU3WQ";
const SECRET = "M4K9P3X7V2B8N5C1Z6Q9W4E8R3T6Y1U5I7O2P4A9S8D3F6G7H5JL";

Deno.test("a The Things Stack API key is redacted wherever it is pasted", () => {
  const key = `NNSXS.${ID}.${SECRET}`;
  gone(`Nový sklad, brána LoRa: ${key}`, key);
  gone(`2026-03-02 gateway -> ${key}`, key);
});

Deno.test("a placeholder in the key's form and a cut key are kept", () => {
  kept(`TTN key format: NNSXS.${"X".repeat(39)}.${"Y".repeat(52)}`);
  kept(`TTN keys start NNSXS.${ID} and go on past it`);
});
