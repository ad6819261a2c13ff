/**
 * Round 10 of tool search: tools described in Chinese or Japanese (search_glossary.ts,
 * SearchConfig.foreign): the glossary's English words, the "mostly CJK" test, the description a
 * tool is indexed with, and a ranking it changes. English descriptions stay byte-identical. No
 * corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { searchConfig } from "../../src/catalog/search_config.ts";
import { toDoc, toEntry } from "../../src/catalog/search_doc.ts";
import { glossOf, mostlyCjk } from "../../src/catalog/search_glossary.ts";
import { searchTool as tool } from "./_search_tool.ts";

const OFF = { foreign: { glossary: 0, names: 0 } };
const GLOSSED = { foreign: { glossary: 1, names: 0 } };
const NAMED = { foreign: { glossary: 0, names: 1 } };

Deno.test("glossary: catalogue words in a CJK description give their English words", () => {
  const stock = glossOf("获取港股行情。代码 5 位数字");
  assert.ok(stock.includes("hong kong stock") && stock.includes("quote"), stock);
  const chat = glossOf("チャットへの招待リンクを作成します。");
  assert.ok(chat.includes("invite") && chat.includes("link") && chat.includes("chat"), chat);
  // The longer phrase is matched, and a word is given once however often it occurs.
  assert.ok(glossOf("A 股历史 K 线").includes("candlestick"));
  assert.equal(glossOf("天气 天气").split("weather").length, 2);
  assert.equal(glossOf("获取一二三"), "", "CJK text with no catalogue word");
});

Deno.test("glossary near-misses: Latin text gets nothing, even when it spells a glossary word", () => {
  for (
    const text of [
      "Get the latest stock quote for a ticker.",
      "Returns K line data (OHLC) for a symbol",
      "Post a message to a chat room",
      "",
    ]
  ) assert.equal(glossOf(text), "", text);
});

Deno.test("mostly CJK: more CJK characters than Latin letters", () => {
  assert.ok(mostlyCjk("自分のタスク一覧を最大100件まで取得します。"));
  assert.ok(mostlyCjk("A 股 / 指数历史 K 线（日 / 周 / 月，含复权）：开高低收、成交量额"));
  assert.ok(!mostlyCjk("Get the weather forecast for a city (城市)"));
  assert.ok(!mostlyCjk("Get the weather forecast for a city"));
});

function description(t: ReturnType<typeof tool>, config: object): string {
  return toDoc(t, toEntry(t)!, searchConfig(config)).description;
}

Deno.test("indexed description: English added to CJK ones only; English ones byte-identical", () => {
  const cjk = tool("chatwork", "list_room_files", "チャットのファイル一覧を取得します。");
  assert.equal(description(cjk, OFF), cjk.description);
  assert.equal(description(cjk, {}), description(cjk, GLOSSED), "the glossary is on by default");
  const glossed = description(cjk, GLOSSED);
  assert.ok(glossed.startsWith(cjk.description!) && glossed.includes("file"), glossed);
  const named = description(cjk, NAMED);
  assert.equal(named, `${cjk.description} list_room_files`);
  const english = tool("drive", "list_files", "List the files in a folder, 天气 aside.");
  for (const config of [{}, GLOSSED, NAMED, { foreign: { glossary: 1, names: 2 } }]) {
    const plain = tool("drive", "list_files", "List the files in a folder.");
    assert.equal(description(plain, config), plain.description);
  }
  // A mostly English description holding one CJK word gets that word's gloss, not the names.
  assert.equal(description(english, NAMED), english.description);
  assert.ok(description(english, GLOSSED).endsWith("weather forecast"));
});

Deno.test("glossary ranking: an English query finds the tool whose description only Japanese tells", () => {
  const tools = [
    tool("chatwork", "get_room_link", "チャットへの招待リンクを取得します。"),
    tool("chatwork", "get_room", "チャットの情報（名前、アイコン、種類など）を取得します。"),
    tool("web", "get_page", "Get a page by its link and return the room for notes."),
  ];
  const top = (config: object) =>
    buildSearchIndex(tools, { dense: 0, ...config }).search("invite someone to the room", {
      limit: 3,
    })[0]?.qualifiedName;
  assert.equal(top(GLOSSED), "chatwork__get_room_link");
  assert.notEqual(top(OFF), "chatwork__get_room_link");
});
