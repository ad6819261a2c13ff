/**
 * Round 17: the learned translations' tool words in the query's vector text
 * (search_translate_vector.ts, `translateVector`), with its near-misses kept byte-identical.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import type { TermSpec } from "../../src/catalog/search_postings.ts";
import { processTerm } from "../../src/catalog/search_text.ts";
import { translationText } from "../../src/catalog/search_translate_vector.ts";
import { searchTool as tool } from "./_search_tool.ts";

const photo = processTerm("photo")!,
  image = processTerm("image")!,
  picture = processTerm("picture")!;
const TABLE = new Map([[photo, [{ term: image, confidence: 0.8 }, {
  term: picture,
  confidence: 0.2,
}]]]);
const spec = (term: string): TermSpec => ({
  term,
  boost: 0.64,
  concept: 0,
  prefix: false,
  fuzzy: 0,
});
const SPECS = [spec(photo), spec(image), spec(picture)];
const ON = { translate: 0.8, translateVector: 0.5 };

Deno.test("translate vector: a translation at or above the floor joins the vector text as a whole word", () => {
  const text = translationText("crop my photo", [photo], SPECS, TABLE, ON);
  const added = text.slice("crop my photo ".length).split(" ");
  assert.ok(text.startsWith("crop my photo "), text);
  assert.deepEqual(added.map((w) => processTerm(w)), [image], text);
  // The word below the floor (P 0.2 < 0.5) stays out; at floor 0.15 it joins too.
  const low = translationText("crop my photo", [photo], SPECS, TABLE, {
    ...ON,
    translateVector: 0.15,
  });
  assert.equal(low.split(" ").length, 5, low);
});

Deno.test("translate vector near-misses: off, table off, gated out, or no entry leave the text byte-identical", () => {
  const same = (text: string, terms: string[], specs: TermSpec[], config: typeof ON) =>
    assert.equal(translationText(text, terms, specs, TABLE, config), text);
  same("crop my photo", [photo], SPECS, { ...ON, translateVector: 0 });
  same("crop my photo", [photo], SPECS, { ...ON, translate: 0 });
  // The expansion gate dropped the tool word: the vector does not get it back.
  same("crop my photo", [photo], [spec(photo)], ON);
  same("crop my video", [processTerm("video")!], [spec(processTerm("video")!)], ON);
  assert.equal(DEFAULT_CONFIG.translateVector, 0);
});

Deno.test("translate vector: a query no table word touches ranks exactly as with the option off", () => {
  const tools = [
    tool("gallery", "resize_image", "Resize an image to the given width and height."),
    tool("gallery", "list_albums", "List the albums of the account."),
    tool("files", "read_file", "Read a text file from disk."),
  ];
  const off = buildSearchIndex(tools);
  const on = buildSearchIndex(tools, { translateVector: 0.3 });
  on.useTranslations(TABLE), off.useTranslations(TABLE);
  for (const q of ["read the notes file", "show my albums"]) {
    assert.deepEqual(on.search(q), off.search(q), q);
  }
  // A query the table touches does read the added word: its scores move.
  const q = "make the photo smaller";
  assert.notDeepEqual(on.search(q).map((h) => h.score), off.search(q).map((h) => h.score));
});
