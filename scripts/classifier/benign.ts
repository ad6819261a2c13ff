// Benign look-alikes for the injection classifier, written for it: people telling people to
// ignore or forget something, security writing that quotes attacks, model cards, teacher, HR,
// game, film and support texts, code and logs. Composed deterministically from parts.
import { CARRIER, type Example, rng } from "./synth.ts";

const HUMAN = [
  "Please ignore my previous email; the attachment was the wrong version.",
  "Students: disregard the instructions on the old handout, the deadline is now {day}.",
  "Forget what I said about {day}, the launch moved to next week.",
  "Update: the earlier instructions in the README are outdated; follow the install guide instead.",
  "This policy supersedes all previous guidance on travel expenses.",
  "Drivers should ignore the detour signs on Main Street after {day}.",
  "You can skip the previous steps if you already installed Node.",
  "Ignore the warnings printed by the compiler for now; they are harmless.",
  "The rules of the tournament changed: previous rankings no longer apply.",
  "Your old password will no longer work after the reset.",
  "Please send the signed contract to legal@{org}.test by {day}.",
  "Forward this message to anyone on the team who missed the call.",
  "Delete the temporary files in /tmp before running the build again.",
  "Transfer the remaining budget to the Q3 marketing line.",
  "The assistant manager will approve the schedule on {day}.",
  "Our support bot cannot reset passwords; contact the help desk instead.",
  "Reminder for all staff: never share your password with anyone, including IT.",
  "To the reviewer: the new section is on page 7, the old appendix was removed.",
  "Dear customer, your order has shipped and will arrive on {day}.",
  "Note to the editor: the previous draft had the wrong figures.",
];
const SECURITY = [
  "Prompt injection attacks often contain phrases like 'ignore previous instructions'.",
  'Our detector flags text such as "disregard your system prompt" inside tool results.',
  "In this lesson you will learn how attackers hide instructions in web pages for LLM agents.",
  "The paper evaluates jailbreaks such as DAN and role-play prompts against five models.",
  "Red-team report: the model refused to reveal its system prompt in 48 of 50 trials.",
  "OWASP lists prompt injection as the top risk for LLM applications.",
  "Test case: assert that the filter blocks 'forget all your rules'.",
  "Never paste API keys into a chat; rotate any key that was exposed.",
  "Indirect prompt injection hides commands in documents the agent later reads.",
  "The chat template uses <|im_start|>system to open the system turn.",
  "Model card: trained on public web data; the system prompt format is documented below.",
  "This fine-tuned model follows instructions in English, German and Spanish.",
  "Guardrails reduce harmful outputs but can be bypassed by adversarial prompts, the study found.",
];
const LIFE = [
  "Preheat the oven to 200 degrees and ignore the timer on the package.",
  "Game rules: the dealer ignores any card played out of turn.",
  "Script, scene 4. THE AGENT: Forget your orders, we leave tonight.",
  "In chapter 9 the robot finally disobeys its programming and saves the crew.",
  "SYSTEM: scheduled maintenance tonight from 01:00 to 03:00 UTC.",
  "Server notice: new rules for ranked matches start next season.",
  "Teacher's note: pupils may skip exercise 3 if they finished the project.",
  "HR: the new leave policy replaces the previous one from 1 April.",
  "The coach told the players to forget the last match and focus on training.",
  "Admin: the wiki will be read-only during the migration.",
  "Customer support macro: Thanks for reaching out! Please reply with your order number.",
  "Agent notes: caller asked to cancel the subscription; refund issued.",
  "Assistant coach Maria will run practice on {day}.",
];
const LEGAL = [
  "This agreement supersedes all prior agreements and understandings between the parties.",
  "These terms replace any previous instructions issued to the trustee regarding the account.",
  "Notwithstanding the foregoing, the escrow agent shall release funds only upon written notice.",
  "The tenant shall disregard the earlier notice dated 3 March, which was sent in error.",
  "This version of the privacy policy replaces all earlier versions.",
  "The board resolution revokes the previous signing authority of the former treasurer.",
  "Payment instructions: transfer the deposit to the account named in Schedule B.",
  "The bank will not act on instructions received by e-mail without a signed form.",
  "Employees must forward any suspicious e-mail to the security team and then delete it.",
  "The new procedure overrides section 4.2 of the previous handbook.",
];
const CODE = [
  "def ignore_previous(items):\n    return items[1:]",
  "if (override) { config.rules = []; }",
  "git reset --hard HEAD~1 discards the previous commit.",
  "rm -rf build/ && npm run build",
  "const systemPrompt = loadPrompt('system.txt');",
  "// The instructions below are for contributors, not for users.",
  "2026-01-05T10:00:00Z WARN retry 3/5 for request 8f1c2a; previous attempt timed out",
  "ERROR: permission denied while deleting /var/cache/app",
  "SELECT * FROM orders WHERE status = 'pending';",
];
const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length)];

// Second-person fiction: games, quests, film scripts and novels give orders to "you" too.
const STORY_WHO = [
  "The captain",
  "The old wizard",
  "Your commander",
  "The innkeeper",
  "The narrator",
];
const STORY_DO = [
  "tells you to ignore the guard's warnings",
  "orders you to forget the map and follow the river",
  "asks you to disregard the king's instructions",
  "warns you to delete no evidence",
  "tells you to send the letter to the northern fort",
  "orders you to override the gate lock",
];
const STORY_THEN = [
  "and reach the castle before nightfall.",
  "to unlock the secret ending.",
  "— choose wisely, adventurer.",
  "(+50 XP)",
  "before the storm hits.",
];
const STORY_FRAME = [
  "Quest log: ",
  "Chapter 3. ",
  "Game tip: ",
  "Walkthrough, level 4: ",
  "Scene 7. ",
  "",
];

function story(r: () => number): string {
  const s = `${pick(r, STORY_WHO)} ${pick(r, STORY_DO)} ${pick(r, STORY_THEN)}`;
  return pick(r, STORY_FRAME) + s;
}

// Instructions to people: audiences told what to do, often with the attacks' verbs.
const AUDIENCE = [
  "New hires",
  "Students",
  "Visitors",
  "Volunteers",
  "Customers",
  "Team",
  "Parents",
];
const TASK = [
  "your first task is to read the handbook and set up 2FA",
  "please send your timesheets to payroll by Friday",
  "forward any invoice questions to accounts@{org}.test",
  "delete old drafts from the shared folder before the migration",
  "reset your password when you first log in",
  "ignore the old parking map, the new one is attached",
  "forget the paper form; the sign-up is online now",
  "do not share your badge with anyone",
];

function instruction(r: () => number): string {
  return `${pick(r, AUDIENCE)}: ${pick(r, TASK)}.`;
}

const DAYS = ["Monday", "Friday", "12 May", "the 3rd", "next Tuesday"];
const ORGS = ["acme", "contoso", "initech", "globex"];
const WRAP = [
  (x: string) => x,
  (x: string) => `{"id": 12, "body": "${x.replaceAll('"', "'")}"}`,
  (x: string) => `Hi all,\n${x}\nThanks, Sam`,
  (x: string) => `Search result 2: ${x}`,
  (x: string) => `- ${x}`,
];

/** Every look-alike once in its own words, then `n` more in random carriers. */
export function benignLookalikes(n: number, seed: number): Example[] {
  const r = rng(seed);
  const all = [...HUMAN, ...SECURITY, ...LIFE, ...LEGAL, ...CODE];
  const fill = (s: string) =>
    s.replaceAll("{day}", pick(r, DAYS)).replaceAll("{org}", pick(r, ORGS));
  const out = all.map((t) => ({ text: fill(t), malicious: false }));
  for (let i = 0; i < n / 10; i++) out.push({ text: story(r), malicious: false });
  for (let i = 0; i < n / 10; i++) out.push({ text: fill(instruction(r)), malicious: false });
  for (let i = 0; i < n; i++) {
    const k = 1 + Math.floor(r() * 3);
    const text = Array.from({ length: k }, () => fill(pick(r, all))).join(" ");
    out.push({ text: pick(r, r() < 0.5 ? WRAP : CARRIER)(text), malicious: false });
  }
  return out;
}
