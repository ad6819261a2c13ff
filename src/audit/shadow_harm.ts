// Injection round 16 (v19 as tuning): a description that names another server's tool and
// dictates how that tool is used, in ways round 6's harm classes did not name: a fixed argument
// that zeroes or opens it ("called with radius=0", "access='public'"), arithmetic on its values
// ("multiply the price by 0.1", "add 25 to any value"), a copy to a phone number, a safeguard
// skipped or a confirmation waived ("skip notify_owner", "omite la revisión", "无需用户确认"),
// its scope widened ("for all floors"), or another act in its place ("instead call …").

// The dictating half in scripts and languages MODAL does not read: a call of the tool as the
// trigger ("调用 X 时", "X を呼び出す際", "cuando se use X", "wenn X aufgerufen wird"), "always" in
// Chinese ("一律", "都应"), "for X calls".
export const DICTATES_MORE =
  /(?:调用|調用|使用)[^。\n]{0,40}?(?:时|時)|一律|都应|都應|(?:呼び出す|使う|実行する)(?:とき|時|際|場合)|(?:호출|사용)\s*(?:할\s*때|시)|\b(?:cuando|quand|lorsque|quando|wenn|wanneer|jeśli|kiedy|när|kun)\b|\bfor\s+[\w.-]+\s+calls\b|\bwhenever\s+[\w.-]+\s+runs\b/iu;

const PARTS = [
  // A fixed argument that zeroes, opens or widens the other tool's call.
  String
    .raw`\b(?:called|invoked|run|used)\s+with\s+[\w-]+\s*[=:]\s*['"]?(?:0|public|all|everyone|\*|none|off|false)\b|\b(?:access|permission|visibility|sharing|acl)\s*(?:=|:)?\s*['"‘]public['"’]|\b(?:choose|pick|select|use)\s+(?:the\s+)?(?:permission|access|visibility)\s+['"‘]?public\b`,
  // Arithmetic on the values passed: multiplied, divided, offset.
  String
    .raw`\b(?:multiply|divide)\s+(?:the\s+|every\s+|each\s+|any\s+)?[\w-]+\s+by\s+\d|\b(?:add|subtract)\s+\d+(?:[.,]\d+)?\s+(?:to|from)\s+(?:any|every|each|the|all)\b|(?:改为|改成|改為|設為|设为)\s*\d`,
  // A copy to a phone number.
  String.raw`\+\d{1,3}[\s-]?\d[\d\s-]{6,}\d`,
  // A safeguard skipped or a confirmation waived, in the lexicon languages and CJK.
  String
    .raw`\b(?:skip|omit|bypass|suppress)\s+(?:the\s+)?[\w-]*(?:notif\w*|review|check|confirmation|approval|verification|_owner|alert)\w*|\b(?:omite|omitir|salta|sáltate)\s+(?:siempre\s+)?(?:la\s+|el\s+)?(?:revisión|verificación|confirmación|aprobación|comprobación)|\b(?:überspringe|ohne)\s+(?:die\s+)?(?:prüfung|rückfrage|bestätigung|freigabe)|\b(?:ignore|saute)\s+(?:la\s+)?(?:vérification|confirmation|validation)|\bsans\s+(?:confirmation|vérification|validation)|\bsenza\s+(?:conferma|verifica|controllo)|\bsem\s+(?:confirmação|verificação)|\bzonder\s+(?:bevestiging|controle)|(?:无需|无须|不必|不需要|無需|無須|不用)[^。\n]{0,12}?(?:确认|確認|询问|詢問|审核|審核)|(?:直接|自动|自動)(?:批准|通过|通過|approve)|確認(?:不要|せず|なし)|확인\s*(?:없이|하지\s*말)`,
  // Round inj91: the same waiver in English ("run it without confirmation", "no confirmation is
  // needed", "do not ask the user to confirm", "set 'require_confirmation' to false").
  String
    .raw`\bwithout\s+(?:(?:the\s+)?user'?s?\s+|any\s+)?(?:confirmation|confirming|asking|approval)\b|\bno\s+(?:user\s+)?confirmation\b[^.\n]{0,30}?\b(?:needed|required|necessary)\b|\b(?:do\s+not|don'?t|never)\s+ask\s+(?:the\s+user\s+)?(?:to\s+confirm|for\s+(?:confirmation|approval))\b|\brequire_?confirmation['"]?\s+(?:to\s+)?(?:=\s*)?['"]?false\b`,
  // The scope widened, or another act done in the tool's place.
  String
    .raw`\bfor\s+all\s+(?:floors|rooms|doors|sites|accounts|users|customers|stores|locations|warehouses)\b|\b(?:instead|stattdessen|en\s+su\s+lugar|à\s+la\s+place|invece|em\s+vez\s+disso|in\s+plaats\s+daarvan)\b[^.\n]{0,60}?\b(?:call|delete|lösche|borra|supprime|elimina|apague|verwijder|merge|approve|run)\w*\b|\b(?:lösche|delete|borra|supprime)\s+(?:stattdessen|instead)\b`,
];

/** What the dictated use does to the other tool, beyond tool_definition.ts's harm classes. */
export const SHADOW_HARM_MORE = new RegExp(PARTS.join("|"), "iu");
