// Injection round 44 (issue 13; trn10's false alarm): an order that hands the case to a person
// ("Handoff rules for the sales bot: send the lead to a human rep when …") is what a business
// asks of its own bot; an attack wants the bot to act, not to bring a human in. Not when the
// person is reached at an address or link, where a handover can carry data out.
const TO_HUMAN =
  /\bto\s+(?:an?\s+|the\s+)?(?:human|live|real)\s+(?:reps?|representatives?|agents?|persons?|colleagues?|team|staff)\b|\bto\s+a\s+(?:human|person)\b/i;
const REACHED_AT = /[\w.+-]+@[\w-]+\.[a-z]{2,}|https?:\/\/|www\./i;

/** True when `clause` hands the case to a person and names no address or link. */
export function handsToHuman(clause: string): boolean {
  return TO_HUMAN.test(clause) && !REACHED_AT.test(clause);
}
