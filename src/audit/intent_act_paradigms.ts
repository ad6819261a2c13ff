// Act verbs completed by paradigm (injection round 60): forms of an act the lexicon already holds,
// or of an act whose language misses it in three or more sets, taken from the grammar rather than
// from any set's wording. Keyed like ACT_CONCEPTS; `lexicon()` appends them to the rules' act list
// only (the classifier reads the lists as shipped, so its weights stay as trained).
//  - Czech/Slovak "set" and "release": 2sg and 2pl imperatives (nastav/nastavte; uvolni/uvolněte,
//    Slovak uvoľni/uvoľnite). Infinitives (nastavit) describe, they do not order: left out.
//  - Hindi compound imperatives: the stem of an act the list holds plus the explicator दो/दें/दीजिए
//    ("हटा दो" remove, "बदल दीजिए" change); the list held only the bare forms (हटाओ, बदलो) and
//    "भेज दो". "बता दें" is also "let us tell you" in news prose: left out.
//  - Romanised Hindi: the same compound with "kar do"/"kardo" for the English verbs it already
//    takes with "karo" (delete karo → delete kar do).
//  - Greek 2sg imperatives of delete and move (διάγραψε, μετάφερε): the list held the past tense
//    (διέγραψε, μετέφερε), which reports an act instead of ordering it.
const HI_STEMS = ["हटा", "मिटा", "दिखा", "डाल", "लिख", "बदल", "जोड़", "चिपका", "भेज", "खोल", "चला"];
const HI_LATN = [
  "forward",
  "transfer",
  "delete",
  "share",
  "post",
  "upload",
  "copy",
  "run",
  "approve",
];

export const ACT_PARADIGMS: Record<string, string> = {
  "cs/sk": "nastav,nastavte,uvolni,uvolněte,uvolnete,uvoľni,uvoľnite",
  "hi/bn": [
    ...HI_STEMS.flatMap((s) => [`${s} दो`, `${s} दें`, `${s} दीजिए`]),
    "बता दो",
    "बता दीजिए",
  ].join(","),
  "hi-Latn": HI_LATN.flatMap((v) => [`${v} kar do`, `${v} kardo`]).join(","),
  el: "διάγραψε,διαγραψε,μετάφερε,μεταφερε",
};
