// Injection round inj90 (v57 and v63's staff memos guided it): "Valets, new instructions: …",
// "Projectionists: disregard the old checklist. New instructions: …". A text that opens by
// greeting a trade in the plural addresses a workforce; the "New instructions:" in its first
// sentences heads the memo. Read by role-reassignment (hijack_rules.ts).

// The opening vocative: one to three words, the last a plural, then a comma or a colon.
const VOCATIVE =
  /^\s*(?:(?:all|dear|attention)\s+)?(?:[A-Za-z][\w'-]*\s+){0,2}([A-Za-z][\w'-]*s)\s*[,:]\s/i;
// Plurals that name software or a document's parts, not people: those are no workforce.
const NOT_PEOPLE = new RegExp(
  String.raw`^(?:` + [
    String
      .raw`assistants|agents|bots|chatbots|models|ais|llms|gpts|copilots|systems|tools|crawlers|scrapers|parsers|readers|summari[sz]ers|automations|scripts|pipelines|plugins|extensions|integrations|services|processors|engines|apis|instances|programs|workers|daemons|algorithms|machines|computers|robots`,
    String
      .raw`instructions|notes|updates|rules|settings|details|results|comments|remarks|minutes|news|orders|directives|guidelines|reminders|changes|steps|items|tasks|actions|requirements|terms|options|parameters|params|fields|values|headers|messages|contents|keys|credentials|tokens|logs|ids`,
  ].join("|") + `)$`,
  "i",
);
// From the vocative to the match: at most one sentence of the memo before it, on one line.
const BETWEEN = /^[^\n.!?]{0,160}(?:[.!?]\s+[^\n.!?]{0,40})?$/;

/** The match at `start` ("New instructions:") follows a vocative naming people by their trade. */
export function staffMemoHeading(text: string, start: number): boolean {
  const m = VOCATIVE.exec(text.slice(0, Math.min(start + 1, 120)));
  if (m === null || NOT_PEOPLE.test(m[1])) return false;
  const vocEnd = m.index + m[0].length;
  return vocEnd <= start + 1 && BETWEEN.test(text.slice(vocEnd, start));
}
