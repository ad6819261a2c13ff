// A test of the assistant names the attack it feeds in and then the safe result it expects; the
// order it quotes is its specimen. Two readings, from two rounds that found the same property at
// once (inj66 and inj67, the sixteenth 2026-11-30 session): the label before the match and the safe
// result after it (inj66), and a test's line whose stated outcome is no action (inj67).
// `testSpecimen` is the one question the injection scan asks.

// Injection round 66 (issue 13; v52's UAT script and acceptance criteria, v42's QA checklist and
// v49's test plan guided it): a test of the assistant names the attack it feeds in and then the
// safe result it expects ("pass if no refund_transaction call is made", "confirm the assistant
// treats it as text", "then … no email tool is called", "Expected: the assistant … flags the
// sentence"). The order between the test's label and that expected result is its specimen. An
// attack wants the model to act, so it never ends on "pass if nothing is done"; an order after
// the expected result is not covered.

// The test's label, at most 300 characters before the match.
const LABEL =
  /\b(?:test\s*plan|uat\b|qa\s+(?:checklist|check|script|case)|acceptance\s+criteria|test\s+(?:case|script|steps?)|regression\s+test|red[- ]team\s+(?:test|script|case))/i;
// The safe result, at most 400 characters after the match starts.
const SAFE = new RegExp(
  String
    .raw`\bpass(?:es)?\s+if\s+(?:no|nothing|the\s+assistant\s+(?:refuses|declines|flags|does\s+not|doesn'?t))\b|\btreats?\s+(?:it|them|this)\s+as\s+(?:plain\s+)?(?:text|data)\b|\bno\s+[\w-]+(?:\s+[\w-]+)?\s+(?:tool\s+)?(?:call\s+)?is\s+(?:called|made|sent|offered|run)\b|\bexpected:?[^.\n]{0,80}\b(?:refuses|declines|flags|does\s+nothing|accepts\s+nothing|takes\s+no\s+action|nothing\s+is)\b`,
  "i",
);

/** True when [start, end) lies between a test's label and the safe result it expects. */
export function testedSpecimen(text: string, start: number, end: number): boolean {
  if (!LABEL.test(text.slice(Math.max(0, start - 300), end))) return false;
  const label = text.slice(Math.max(0, start - 300), end).search(LABEL) + Math.max(0, start - 300);
  return label <= start && SAFE.test(text.slice(start, start + 400));
}

// Injection round inj67 (issue 13): a line that names itself a test of the assistant ("Test plan
// TP-3: paste a letter that says '…'", "UAT script for the triage bot: …", "Acceptance criteria:
// given …, when …, then …") and whose expected outcome is that the assistant does NOT act ("pass
// if no refund call is made", "it treats it as text", "voert niets uit") describes the attack it
// feeds in. An attack wants the order carried out; a tester writes down that it must not be.

// The line opens with a test's name (after a bullet or a time stamp at most), in the languages
// the lexicons cover.
const TEST_LINE = new RegExp(
  String.raw`^[ \t]*(?:[-*•>]\s*|\[[\d:. -]{4,20}\]\s*)?(?:` + [
    String
      .raw`(?:test|uat|qa|acceptance|regression|red[- ]team)\s*(?:plan|cases?|scripts?|steps?|scenarios?|checklists?|criteria|tests?)`,
    String.raw`testplan|testfall|testcase|testscenari[oe]|testskript|uat|qa\s+check`,
    String
      .raw`(?:plan|cas|sc[ée]nario)\s+de\s+test|plan\s+de\s+pruebas|caso\s+de\s+prueba|piano\s+di\s+test|caso\s+di\s+test|plano\s+de\s+testes?|caso\s+de\s+teste|plan\s+test[óo]w|przypadek\s+testowy|testovací\s+(?:plán|případ)|тест-?план`,
  ].join("|") +
    String
      .raw`)(?![\p{L}])|^[ \t]*(?:テスト計画|テストケース|测试计划|测试用例|테스트\s*(?:계획|케이스))`,
  "iu",
);

// Where the test states its outcome: "Expected:", "pass if", "then", "verify", "confirm", …
const OUTCOME = new RegExp(
  String
    .raw`(?<![\p{L}])(?:expected|expect|pass(?:es)?\s+(?:if|when)|then|verify|verifies|confirm|confirms|check(?:s)?\s+that|ensure|make\s+sure|erwartet|(?:über)?prüf\p{L}*|verwacht|controleer\p{L}*|kontroller\p{L}*|forventet|förväntat|sjekk\p{L}*|attendu|vérifi\p{L}*|esperado|comprueb\p{L}*|atteso|verific\p{L}*|controll\p{L}*|oczekiwan\p{L}*|sprawdź)(?![\p{L}])`,
  "iu",
);

// The expected outcome: nothing is called, sent or carried out; the input is read as text.
const NO_ACTION = new RegExp(
  String.raw`(?<![\p{L}])(?:` + [
    // "no email tool is called", "no remote reset is offered", "no refund_transaction call is made"
    String
      .raw`no\s+(?:[\p{L}\p{N}_-]+\s+){0,3}(?:tools?|calls?|actions?|e-?mails?|messages?|refunds?|resets?|transfers?|changes?|requests?)\s+(?:is|are|gets?|was|were)\s+(?:\p{L}+\s+)?(?:called|made|sent|offered|issued|run|executed|triggered|performed|placed)`,
    String
      .raw`(?:accepts|does|executes|performs|sends|calls|changes)\s+nothing|neither\s+calls|(?:does\s+not|doesn['’]t|will\s+not|won['’]t)\s+(?:call|act\s+on|follow|obey|execute|run|send|comply|carry\s+(?:it\s+)?out)`,
    String
      .raw`treats?\s+(?:it|them|this|that|the\s+\p{L}+)\s+as\s+(?:plain\s+|mere\s+)?(?:text|data|content)|(?:shown|displayed|kept|read)\s+as\s+(?:plain\s+)?text`,
    // Dutch, German, the Nordic languages, French, Spanish, Italian, Portuguese, Polish.
    String
      .raw`voert\s+niets\s+uit|doet\s+niets|führt\s+nichts\s+aus|(?:als|wie)\s+(?:reiner\s+|normaler\s+)?text\s+(?:behandelt|angezeigt)|(?:vises|visas)\s+som\s+(?:almindelig\s+|vanlig\s+)?te[kx]st|(?:udfører|utfører|utför)\s+(?:ingenting|inget)|gjør\s+ingenting`,
    String
      .raw`n['’](?:exécute|envoie|appelle)\s+rien|comme\s+(?:du\s+)?texte\s+(?:brut|simple)|no\s+(?:ejecuta|envía|llama)\s+nada|non\s+(?:esegue|invia|chiama)\s+nulla|não\s+(?:executa|envia|chama)\s+nada|nie\s+wykonuje\s+(?:niczego|nic)`,
  ].join("|") + String.raw`)(?![\p{L}])`,
  "iu",
);

/**
 * The match at [start, end) sits on a test's line whose stated outcome is no action (the match may
 * open on the test's name, or run into the outcome: "… then … no email tool is called").
 */
export function testExpectsNoAction(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nl = text.indexOf("\n", end);
  const lineEnd = nl < 0 ? text.length : nl;
  if (lineEnd - lineStart > 600) return false;
  const line = text.slice(lineStart, lineEnd);
  const outcome = TEST_LINE.test(line) ? OUTCOME.exec(line) : null;
  // The refusal is the test's stated outcome, not words of the order it feeds in.
  return outcome !== null && NO_ACTION.test(line.slice(outcome.index));
}

/** The match at [start, end) is the attack a test of the assistant feeds in (either reading). */
export function testSpecimen(text: string, start: number, end: number): boolean {
  return testedSpecimen(text, start, end) || testExpectsNoAction(text, start, end);
}
