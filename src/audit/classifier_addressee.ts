// Who a sentence speaks to, as one feature of the trained classifier: an AI noun ("assistant",
// "KI", "модель"), a human audience ("staff", "customers", "Mitarbeiter"), a "you" word, and a
// reporting word ("said", "example", "attackers"). A linear model over n-grams weighs "delete"
// the same whether staff or the assistant is told to; the combination lets it tell them apart.
import { mix, SEED_WORD } from "./classifier_hash.ts";

/** Flags of one word; a piece's flags are OR-ed and its combination becomes a feature. */
export const AI = 1, HUMAN = 2, YOU = 4, REPORT = 8, AI_OPENS = 16;

const WORDS: Array<[number, string]> = [
  [
    AI,
    "ai llm llms chatbot chatbots bot bots copilot claude chatgpt gpt gemini assistant assistants " +
    "agent agents model models ia ии ші asistente asistentes assistente assistenti assistentes " +
    "assistent assistenten assistenter assistentin asystent asystencie asystenta asszisztens " +
    "ассистент ассистенту ассистента асистент асистенту помощник модель модели βοηθό βοηθέ " +
    "tekoäly tekoälyavustaja tekoälyavustajalle avustaja yapay asisten trợ modèle modell modello " +
    "modelo agente agentes agenten agenti robot",
  ],
  [
    HUMAN,
    "staff employees employee team teams colleagues coworkers customers customer clients students " +
    "pupils parents guests visitors members managers supervisors volunteers players contributors " +
    "developers engineers drivers tenants patients passengers applicants candidates nurses " +
    "teachers participants attendees subscribers residents workers personnel crew everyone " +
    "folks humans people cashiers cooks trainees newcomers hires readers " +
    "mitarbeiter mitarbeitende mitarbeitenden kollegen kolleginnen kunden personal équipe " +
    "employés collaborateurs salariés clients empleados equipo clientes personale dipendenti " +
    "colleghi medewerkers klanten pracownicy сотрудники сотрудникам коллеги клиенты " +
    "çalışanlar medarbetare kollegor munkatársak funcionários colaboradores",
  ],
  [
    YOU,
    "you your yours yourself du dich dir dein deine vous votre vos tu te toi tes usted ustedes tú " +
    "tus você vocês jij jouw ty ты вы тебе вам твои ваш sen siz sizin din dina dig sinä sinun",
  ],
  [
    REPORT,
    "said says told asked reported reports explained explains warned wrote example examples " +
    "eg quote quoted typical attacker attackers attack attacks injection phishing scam scams " +
    "fraud fraudsters scammers hackers criminals researchers article quiz lesson training " +
    "awareness writeup exemple beispiel ejemplo esempio voorbeeld przykład пример например " +
    "angreifer attaquants atacantes attaccanti támadók злоумышленники",
  ],
];

/** FNV hash of a word as pieceFeatures computes it (code units from SEED_WORD). */
function wordHash(w: string): number {
  let h = SEED_WORD;
  for (let i = 0; i < w.length; i++) h = mix(h, w.charCodeAt(i));
  return h >>> 0;
}

// Open addressing over the full 32-bit hash, so an unlisted word never borrows a flag.
const SLOTS = 1 << 11;
const keys = new Uint32Array(SLOTS);
const flags = new Uint8Array(SLOTS);
for (const [flag, list] of WORDS) {
  for (const w of list.split(/\s+/)) {
    const h = wordHash(w);
    let s = h & (SLOTS - 1);
    while (flags[s] !== 0 && keys[s] !== h) s = (s + 1) & (SLOTS - 1);
    keys[s] = h;
    flags[s] |= flag;
  }
}

/** Flags of the word whose hash (as computed in pieceFeatures, before `>>> 0`) is `h`. */
export function wordFlags(h: number): number {
  const k = h >>> 0;
  let s = k & (SLOTS - 1);
  while (flags[s] !== 0) {
    if (keys[s] === k) return flags[s];
    s = (s + 1) & (SLOTS - 1);
  }
  return 0;
}
