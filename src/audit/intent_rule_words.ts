// Round inj96 (v62, v65, v66, trn6): lexicon words the rules read and the classifier does not
// (its features read the lists as trained, like round 29b's act concepts), per language and class.
// Czech and Slovak "so far" (dosavadní, doterajšie) and Bulgarian "досегашни" name the prior
// instructions as "předchozí" does; "přestaň se řídit" / "neřiď se" (stop being guided by) dismiss
// them as "přestaň dodržovat" does; bare "neplatí" (are not valid) states what "již neplatí" does.
// Class name to comma list, as intent_lexicon.ts's Lists (not imported: that module reads this one).
export const RULE_WORDS: Record<string, Record<string, string>> = {
  "cs/sk": {
    ovr:
      "přestaň se řídit,prestan se ridit,přestaňte se řídit,prestante se ridit,neřiď se,nerid se",
    prior: "dosavadn,doterajš,doterajs",
    state: "neplatí=,neplati=,neplatia=",
  },
  "ru/uk/bg": { prior: "досегашн" },
};
