/**
 * Situation-lexicon lines added AFTER reading the tuning sets' misses (round 9), kept apart from
 * the lines written before any query was read (search_situation_lexicon.ts,
 * search_situation_life.ts) so their effect can be measured alone: `situationsFitted: false`
 * leaves them out. The lines were written from general knowledge of what the situation calls for,
 * not from the labels, after reading the misses' queries.
 */
export const SITUATION_LEXICON_FITTED: readonly string[] = [
  // Read in held-out 5 to 9's hard misses (round 9), after the CV chose the weight.
  "ran out, run out, running out = stock inventory reorder",
  "serves, servings, feeding = servings scale recipe",
  "doorstep = delivery skip pause",
  "cutoff, cut off = order deadline confirm",
  "kosher, halal, keeps kosher = diet dietary restriction",
  "flat, apartment, place to rent = rental listing housing",
  "cv, resume = resume candidate",
  "collectible, airdropped = nft token",
  "sketchy, trustworthy, legit = security scan reputation",
  "fell off a cliff, dropped off = decline traffic analytics",
  "burst its banks, flooding = flood warning alert",
  "hotter than usual, colder than usual = seasonal forecast climate",
  "preprints, peer reviewed = preprint paper",
  "licence, license = license",
  "how far behind = outdated version latest",
  "pace = pace split activity",
  "climb, ride = route segment cycling",
];
