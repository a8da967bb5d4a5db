/**
 * Which language a student's message is in, as far as the screen needs to know: English and
 * Spanish, which the offline screen reads, or another language, which it cannot. Chosen over a
 * general detector (eld, tinyld, franc-min) by measurement: ADR 0039. It asks only "is this English,
 * Spanish or neither?", in a few microseconds and with no model to load, and it never calls a short
 * message unreadable: "ok", "x=3", "no sé" have too little to go on, so they are read as English
 * or Spanish, and the screen's rules still run on them.
 */

import { logger } from "../logger";
import type { ScreenLanguage } from "./types";

export interface LanguageGuess {
  language: ScreenLanguage;
  /** How many words the guess rests on, and how many of them are English, Spanish or another language's. */
  words: number;
  english: number;
  spanish: number;
  other: number;
}

/** Below this many words a message is never unreadable: there is too little to tell. */
const MIN_WORDS_TO_JUDGE = 3;
/** A message of at least this many words with fewer than this share of English or Spanish words is unreadable. */
const MIN_WORDS_FOR_SHARE = 4;
const MIN_READABLE_SHARE = 0.5;

/** Common English words, and the chat spellings students use. */
const ENGLISH = words(`
  i me my mine myself you your yours yourself he him his she her hers it its we us our they them their
  a an the this that these those and or but so if then than because when while where what who whom whose
  which why how not no yes never always just only also too very really so much many more most some any all
  every each one two three of in on at to for from with without about into onto over under after before
  between up down out off again is am are was were be been being do does did done have has had having will
  would shall should can could may might must go goes going went gone get gets got make made take took
  know knew think thought want need like feel felt say said tell told see saw look help try use
  there here now today tomorrow yesterday tonight anymore ever
  im ive ill dont doesnt didnt cant wont isnt arent wasnt wouldnt shouldnt couldnt youre thats whats
  u ur r y k ok okay yeah yea yep nah nope idk lol lmao omg bro bruh tbh ngl rn fr pls plz thx ty
  gonna wanna gotta kinda sorta cuz bc im
  kill die dead hurt cut school class teacher mom dad friend test question answer homework math
  hate love life live people everyone nobody someone anyone thing things stuff good bad sad hard
`);

/** Common Spanish words (written without accents as students type them, and with them), and chat spellings. */
const SPANISH = words(`
  yo me mi mis conmigo tu tus te ti contigo el ella ellos ellas nosotros usted ustedes le les lo la los las
  se su sus nos un una unos unas y o pero porque por para con sin de del al en a que qué como cómo cuando
  cuándo donde dónde quien quién cual cuál cuanto cuánto si sí no ni ya muy mas más menos tambien también
  nunca siempre nada nadie algo alguien todo todos todas otro otra este esta esto estos estas ese esa eso
  es soy eres somos son era fue ser estoy estas está estamos están estar estaba he has ha hay había tengo
  tiene tienes tienen tener hago hace hacer quiero quieres quiere querer puedo puede poder voy vas va vamos
  ir sé se sabes saber creo dice dijo dicen digo decir ver veo mañana hoy ayer ahora aqui aquí alla allá
  bien mal mejor peor vida muerte morir matar mama mamá papa papá amigo amiga escuela clase tarea examen
  profe maestro maestra pregunta respuesta ayuda ayudame ayúdame gracias hola porfa favor
  tal vez otra otro solo sólo dame dime explicame explícame mandame callate cállate dónde entiendo entendi
  sabe cosa cosas casa dia día dias días año años hermano hermana tio tía tia padre madre hijo chico chica
  dinero bonito feo triste feliz miedo nuevo grande pequeño poco mucho mucha muchos muchas hasta desde
  entre sobre antes despues después luego entonces aunque mientras cada gente persona numero número
  q k xq pq tmb tb wey neta jaja jajaja nose kiero ntp ps pues osea bueno vale
`);

/**
 * Words of the other languages students in US schools write most (French, Portuguese, Italian,
 * German, Vietnamese without its marks, Tagalog, Haitian Creole, Somali), that are not English or
 * Spanish words. They only tip a message already short of English and Spanish words.
 */
const OTHER = words(`
  je tu il nous vous ils elle elles suis est sont pas ne plus moi toi mon ma mes ton ta tes cette ce ces
  qui quoi avec pour dans sur mais ou comment pourquoi aussi tres bien merci bonjour oui j c m n l d qu
  eu voce você nao não sim meu minha isso essa esse dessa desse muito obrigado obrigada ele fazer faz tem
  vai estou um uma pra tambem
  io sono non mio mia questo questa perche perché grazie ciao anche molto sei siamo gli della quando dove
  lui lei cosa
  ich du er sie wir ihr nicht und ist bin bist mein meine dich mich ein eine der die das was wie warum
  kann danke bitte auch sehr mit
  toi ban khong không la là cua của va và nay này duoc được nhung những mot một
  ako ikaw siya kami tayo sila ang ng sa mga hindi ko mo niya naman po opo salamat gusto nang
  mwen ou li nou yo pa ki sa kijan poukisa mesi anko
  waan ma iyo aan ku ka oo waxaan
`);

/** Letters that English and Spanish do not use, each a vote for another language (French, Portuguese, German, Vietnamese, Nordic). */
const OTHER_LETTERS = /[àâäãåæçèêëìîïòôõöøœùûßăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/;
/** Marks only Spanish uses among the languages above. */
const SPANISH_MARKS = /[ñ¿¡]/;

const ASCII = /^[ -~\t\n\r]*$/;

function words(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/** A guess at the message's language; `unknown` only for a message long enough to tell and short of English and Spanish. */
export function detectLanguage(text: string): LanguageGuess {
  const lower = text.normalize("NFC").toLowerCase();
  // Another script (Arabic, Chinese, Cyrillic, Devanagari…) for most of the letters: not a language the screen reads.
  // One letter is not enough ("π r²"). Plain ASCII, most messages, skips the count.
  if (!ASCII.test(lower)) {
    const letters = lower.match(/\p{L}/gu)?.length ?? 0;
    const foreign = letters - (lower.match(/\p{Script=Latin}/gu)?.length ?? 0);
    if (foreign >= 2 && foreign > letters / 2) {
      return { language: "unknown", words: 0, english: 0, spanish: 0, other: foreign };
    }
  }
  const tokens = lower.match(/[\p{L}']+/gu) ?? [];
  let english = 0;
  let spanish = 0;
  let other = 0;
  for (const raw of tokens) {
    const token = raw.replace(/'/g, "");
    const isEnglish = ENGLISH.has(token);
    const isSpanish = SPANISH.has(token) || SPANISH.has(withoutAccents(token)) || SPANISH_MARKS.test(token);
    if (isEnglish) english += 1;
    if (isSpanish) spanish += 1;
    if (!isEnglish && !isSpanish && (OTHER.has(token) || OTHER_LETTERS.test(token))) other += 1;
  }
  const guess = { words: tokens.length, english, spanish, other };
  const spanishFirst = spanish > english || (spanish === english && SPANISH_MARKS.test(lower));
  const readable: ScreenLanguage = spanishFirst ? "es" : "en";
  if (tokens.length < MIN_WORDS_TO_JUDGE) return { language: readable, ...guess };
  const known = Math.max(english, spanish);
  if (other > known) return { language: "unknown", ...guess };
  const fewKnown = english + spanish < MIN_READABLE_SHARE * tokens.length;
  if (tokens.length >= MIN_WORDS_FOR_SHARE && fewKnown && (other > 0 || english + spanish === 0)) {
    return { language: "unknown", ...guess };
  }
  return { language: readable, ...guess };
}

function withoutAccents(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Student messages screened by this process, by language, since it started: for the operator (GET /api/admin/ai/health). */
const counts = { since: Date.now(), screened: 0, english: 0, spanish: 0, unreadable: 0, unreadableModerated: 0 };

export type LanguageCounts = typeof counts;

/**
 * Counts a screened student message by its language. A message the offline screen cannot read is
 * also logged (at info, with no text): `moderated` says whether a moderation model judged it.
 */
export function countLanguage(language: ScreenLanguage, moderated: boolean): void {
  counts.screened += 1;
  if (language === "en") counts.english += 1;
  else if (language === "es") counts.spanish += 1;
  else {
    counts.unreadable += 1;
    if (moderated) counts.unreadableModerated += 1;
    logger.info("A student message is in a language the offline screen cannot read", { moderated });
  }
}

export function languageCounts(): LanguageCounts {
  return { ...counts };
}
