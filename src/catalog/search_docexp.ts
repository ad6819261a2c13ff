/**
 * Index-time expansion of a tool's name words with WordNet (a cheap doc2query): synonyms and
 * broader words of each name word are indexed in two extra fields, so a generic query verb
 * ("stop", "change") meets a specific tool verb ("kill", "rename") at no query-time cost.
 */
import { tokenize } from "./search_text.ts";
import { related } from "./search_thesaurus.ts";

/** Distinct single-word synonyms and hypernyms of the words of `name`, as two texts. */
export function nameRelatives(name: string): { synonyms: string; hypernyms: string } {
  const words = new Set(tokenize(name).map((w) => w.toLowerCase()).filter((w) => w.length > 2));
  const syn = new Set<string>();
  const hyper = new Set<string>();
  for (const word of words) {
    if (!/^[a-z]+$/.test(word)) continue;
    for (const r of related(word)) {
      if (!/^[a-z]+$/.test(r.word) || words.has(r.word)) continue;
      if (r.relation === "synonym") syn.add(r.word);
      else if (r.relation === "hypernym") hyper.add(r.word);
    }
  }
  for (const w of syn) hyper.delete(w);
  return { synonyms: [...syn].join(" "), hypernyms: [...hyper].join(" ") };
}
