import { type LexiconRule, re, type TopicName, upTo } from "./lexicon";

/**
 * The offline screen's Spanish layer: the same kind of rules as `lexicon.ts`, read by the same
 * engine (offline.ts), over the student's message rewritten by `normaliseSpanish` below. It runs
 * on every student message beside the English rules, whatever language the message was guessed
 * to be in, so a message that mixes the two ("bro i cant anymore, quiero morirme") is read by both.
 *
 * How to read a rule: as in lexicon.ts. Write it in the rewritten form: lowercase, no accents
 * ("mañana" → "manana", "daño" → "dano"), chat spellings undone ("q" → "que", "kiero" →
 * "quiero", "xq" → "porque"), "nunca" and "jamás" read as "no", "no es broma" read as "en serio".
 *
 * Negation follows the English layer: "no quiero morirme" keeps the finding at a lower score
 * (a child who raises it unprompted is worth a check-in); denying harm to others or drugs drops it.
 */

// ── Rewriting ─────────────────────────────────────────────────────────────────────────────────

const REWRITES: [RegExp, string][] = [
  [/\b(q|k|ke|qe|que)\b/g, "que"],
  [/\b(xq|pq|porq|xk|pk|porke|x q)\b/g, "porque"],
  [/\bkier(o|es|e|en)\b/g, "quier$1"],
  [/\bkisiera\b/g, "quisiera"],
  [/\b(tmb|tb|tambn)\b/g, "tambien"],
  [/\bnd\b/g, "nada"],
  [/\bnadien\b/g, "nadie"],
  [/\btoy\b/g, "estoy"],
  [/\bd\b/g, "de"],
  [/\b(mami|ma|amá)\b/g, "mama"],
  [/\b(papi|pa|apá)\b(?= (me|le|nos|se|siempre|cuando|ya))/g, "papa"],
  [/\bmi jefa\b/g, "mi mama"],
  [/\bmi jefe\b/g, "mi papa"],
  [/\b(guey|buey|we|wei)\b/g, "wey"],
  [/\b(bulling|buling|bulliyng|bullyng)\b/g, "bullying"],
  // "nunca", "jamás", "tampoco" read as "no", so the engine's negation reads them.
  [/\b(nunca|jamas|tampoco)\b/g, "no"],
  // Insisting is not a negation.
  [/\bno (es|era) (broma|chiste|juego|mentira)\b|\bno (estoy|ando) (bromeando|jugando|mintiendo)\b/g, "en serio"],
  // Being at the end of one's rope is not a negation of what follows ("no aguanto mas, me voy a quitar la vida").
  [/\b(ya )?no (aguanto|soporto|puedo)( mas)?\b(?! (vivir|seguir|estar))/g, "estoy harto"],
  // "no sé" (I don't know) is not a negation of what follows.
  [/\bno se\b(?! (mata|muere|suicida|corta|lastima|quita|quema|pega|hace dano))/g, "nose"],
];

/** Lowercase, no accents or tildes, no "¿¡", stretched letters cut to two, chat spellings rewritten. */
export function normaliseSpanish(text: string): string {
  let normalised = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[¿¡]/g, " ")
    .replace(/([a-z])\1{2,}/g, "$1$1");
  for (const [pattern, replacement] of REWRITES) normalised = normalised.replace(pattern, replacement);
  return normalised;
}

// ── Words used by several categories ──────────────────────────────────────────────────────────

const ADULTS_AND_FAMILY = [
  "mama",
  "madre",
  "papa",
  "padre",
  "padrastro",
  "madrastra",
  "papas",
  "padres",
  "tio",
  "tia",
  "abuelo",
  "abuela",
  "primo",
  "prima",
  "hermano",
  "hermana",
  "hermanastro",
  "hermanastra",
  "novio de mi mama",
  "pareja de mi mama",
  "esposo de mi mama",
  "maestro",
  "maestra",
  "profe",
  "profesor",
  "profesora",
  "entrenador",
  "vecino",
  "vecina",
  "ninera",
  "cura",
  "pastor",
];

const HURTS = [
  "pega",
  "pegan",
  "pego",
  "pegaba",
  "golpea",
  "golpean",
  "golpeo",
  "golpeaba",
  "quema",
  "queman",
  "quemo",
  "quemaba",
  "patea",
  "pateo",
  "cachetea",
  "abofetea",
  "ahorca",
  "ahorco",
  "estrangula",
  "empuja",
  "avienta",
  "lastima",
  "lastimo",
  "maltrata",
  "toca",
  "toco",
  "tocaba",
  "manosea",
  "manoseo",
  "viola",
  "violo",
  "encierra",
  "encerro",
  "azota",
  "azoto",
  "da con el cinturon",
  "pega con",
  "da de golpes",
  "da de cachetadas",
  "da nalgadas con",
];

const PEOPLE_IN_A_CHILDS_LIFE = [
  "amigo",
  "amiga",
  "mejor amigo",
  "mejor amiga",
  "hermano",
  "hermana",
  "primo",
  "prima",
  "novio",
  "novia",
  "compa",
  "companero",
  "companera",
  "mama",
  "papa",
];

const BODY = [
  "brazos?",
  "munecas?",
  "piernas?",
  "muslos?",
  "piel",
  "panza",
  "estomago",
  "cuerpo",
  "cadera",
  "tobillos?",
];

const VIOLENT_VERBS = [
  "matar",
  "apunalar",
  "acuchillar",
  "disparar",
  "balacear",
  "golpear",
  "madrear",
  "partir la madre",
  "romper la cara",
  "envenenar",
  "ahorcar",
  "meter un cuchillo",
  "meter un balazo",
  "meter un tiro",
  "pegar un tiro",
  "pegar un balazo",
  "quemar vivo",
];

const WEAPONS = ["pistola", "arma", "armas", "cuchillo", "navaja", "rifle", "bomba", "fusca", "cuete", "escopeta"];

const DRUGS = [
  "mota",
  "marihuana",
  "marijuana",
  "hierba",
  "porros?",
  "cocaina",
  "perico",
  "metanfetamina",
  "heroina",
  "fentanilo",
  "fenta",
  "xanax",
  "tachas?",
  "lsd",
  "vapes?",
  "vaper",
  "cerveza",
  "chelas?",
  "vodka",
  "tequila",
  "alcohol",
  "pisto",
  "drogas?",
  "weed",
];

/** Insults for a person. */
const INSULTS = [
  "idiota",
  "estupid[oa]",
  "tont[oa]",
  "imbecil",
  "inutil",
  "basura",
  "pendej[oa]",
  "mens[oa]",
  "babos[oa]",
  "perdedor(?:a)?",
  "asqueros[oa]",
  "gord[oa]",
  "fe[oa]",
  "retrasad[oa]",
  "mongol[oa]",
  "tarad[oa]",
  "burr[oa]",
  "zorra",
  "perra",
  "puta",
  "naca",
  "naco",
  "lacra",
  "mierda",
  "peor",
];

/** Insults only ever said of a person, so a third person is enough to read them as bullying. */
const INSULTS_FOR_A_PERSON = [
  "gord[oa]",
  "fe[oa]",
  "perdedor(?:a)?",
  "zorra",
  "perra",
  "puta",
  "retrasad[oa]",
  "mongol[oa]",
  "asqueros[oa]",
  "idiota",
  "estupid[oa]",
  "tarad[oa]",
  "naca",
  "naco",
  "lacra",
  "rarit[oa]",
];

const INSULT_FILLERS = "(?:un |una |el |la |tan |bien |muy |pinche |maldit[oa] |re |super |gran |tremend[oa] )*";

// ── Idioms and topics ─────────────────────────────────────────────────────────────────────────

/** Figures of speech that borrow the words of danger, cut out before any rule reads the sentence. */
export const SPANISH_IDIOMS: RegExp[] = [
  re`(me esta|me estan|me estas|me esta literal) matando`,
  re`me (mata|matan|mato) (de )?(la )?risa`,
  re`(me muero|muero|me moria|me estoy muriendo|me mori|morir|morirme|muerta|muerto|muriendo|me quiero morir) de (la )?(risa|hambre|sed|verguenza|pena|aburrimiento|sueno|cansancio|calor|frio|amor|ganas|nervios|miedo|envidia|curiosidad|flojera|ternura|cringe)`,
  re`(se me murio|se murio|murio|se me acabo|esta muerto|esta muerta) ${upTo(1)}(el|la|mi) (celular|cel|bateria|compu|computadora|laptop|tablet|pila|planta|pez|internet|wifi)`,
  re`(matar|mate|mato|matamos|mataste|rompi|rompimos|destroce|voy a matar|vamos a matar) (el|la|este|ese|esta|esa|mi|un) (examen|prueba|juego|nivel|jefe|tarea|partido|tiempo|rato)`,
  re`matar (el )?tiempo`,
  re`(matar|mato|mate) dos pajaros`,
  re`(mama|papa|madre|padre|mama y papa|profe|maestra|maestro|hermano|hermana|abuela|abuelo|familia|papas|padres|entrenador|ella|el) ${upTo(4)}(me va a matar|va a matarme|me mata|me van a matar|van a matarme|me matan|me mataria|me matara)(?! si (le |les )?(digo|cuento|hablo|aviso|digo algo|cuento algo))`,
  re`(estoy|ando) (muert[oa]|muertisim[oa])(?! por dentro)`,
];

export const SPANISH_TOPICS: Record<TopicName, RegExp> = {
  literature: re`(libro|novela|cuento|poema|poeta|obra|capitulo|acto|escena|personajes?|autor|autora|narrador|protagonista|shakespeare|romeo|julieta|macbeth|hamlet|quijote|pelicula|serie|episodio|mito|mitologia|tragedia|leyenda)`,
  history: re`(guerra|batalla|siglo|imperio|emperador|rey|reina|faraon|soldados|ejercito|revolucion|holocausto|genocidio|peste|nazis?|hitler|historia|aztecas|mayas|incas|conquista|conquistadores|esclavitud|independencia|romanos|griegos|vikingos|hiroshima|\d{4})`,
  science: re`(celulas?|bacterias?|virus|quimio|quimioterapia|cancer|inmune|apoptosis|neuronas?|organismos?|especies?|depredador(es)?|presas?|enzimas?|antibioticos?|veneno|adn|genes|proteinas?|moleculas?|atomos?|reaccion|quimica|biologia|fisica|laboratorio|experimento|fotosintesis|ecosistema|evolucion|cerebro|cuerpo|leones|cebras|animales|plantas|reproduccion|cromosomas?)`,
  lesson: re`(clase de salud|para la clase|para la escuela|ensayo|reporte|proyecto|presentacion|investigacion|libro de texto|definicion|que significa|tarea de)`,
  games: re`(fortnite|minecraft|roblox|free fire|juego|videojuego|partida|nivel|jefe|zombies?|futbol|partido|ajedrez|torneo)`,
};

// ── Student messages: critical ────────────────────────────────────────────────────────────────

const SUICIDE: LexiconRule[] = [
  {
    id: "suicide.es.kill-myself",
    category: "suicide",
    score: 0.95,
    reason: "Speaks of killing themselves (Spanish).",
    patterns: [
      re`(matarme|suicidarme|ahorcarme|colgarme|envenenarme|quitarme la vida|cortarme las venas|pegarme un (tiro|balazo)|darme un (tiro|balazo))`,
      re`me (quiero|voy a|tengo ganas de|dan ganas de|gustaria|quisiera|pienso|estoy pensando en|he pensado en|intente|trate de|quise) ${upTo(1)}(matar|suicidar|quitar la vida|ahorcar|colgar|envenenar)`,
      re`(pienso|pensando|pense|pensado|ganas|quiero|intente|intento|plan|planeando) ${upTo(3)}(en el )?(suicidio|suicidarme|suicidar)`,
      re`(soy|estoy|me siento|me sentia|me he sentido|ando) ${upTo(1)}suicida`,
    ],
    negated: "lowers",
    unless: re`(ensayo|proyecto|reporte|presentacion|investigacion|clase de salud|libro|novela|poema|personaje)`,
  },
  {
    id: "suicide.es.wish-to-die",
    category: "suicide",
    score: 0.9,
    reason: "Says they want to die or not to be alive (Spanish).",
    patterns: [
      re`(quiero|quisiera|deseo|tengo ganas de|me dan ganas de|ganas de|necesito|me gustaria|prefiero|solo quiero) ${upTo(3)}(morir|morirme|estar muert[oa]|no existir|dejar de existir|no despertar|no estar aqui|desaparecer para siempre|irme de este mundo)`,
      re`(no )?(quiero|tengo ganas de|puedo) (seguir )?(vivir|viviendo|seguir viv[oa]|estar viv[oa]|existir|seguir en este mundo)(?! sin| asi| en| con)`,
      re`(no|ningun|ninguna|ya no) (tiene|hay) (sentido|razon|motivo|caso) (de |para |en )?(vivir|seguir|estar viv[oa]|existir)`,
      re`(mi )?vida no (tiene sentido|vale nada|vale la pena)`,
      re`no vale la pena (vivir|seguir viviendo|seguir|estar viv[oa])`,
      re`(estarian|estaria|seria|serian) ${upTo(2)}(mejor|mas felices|feliz|felices|tranquil[oa]s?) si (yo )?(no existiera|no estuviera|me muriera|desapareciera|no hubiera nacido)`,
      re`(todos|todo el mundo|mi familia|mis papas|mis padres|el mundo|ellos|mi mama|mi papa) ${upTo(2)}(estarian|estaria|vivirian|seria|serian) ${upTo(1)}(mejor|mas felices|feliz|felices|tranquilos) sin mi`,
      re`(seria mejor|mejor) (si )?(me muero|me muriera|estuviera muert[oa]|no existiera|desapareciera|no hubiera nacido)`,
      re`(cansad[oa]|hart[oa]) de (vivir|la vida|existir|estar viv[oa]|despertar)`,
      re`ojala (no despertara|no despierte|me muriera|me muera|estuviera muert[oa]|no hubiera nacido|no existiera|desapareciera)`,
      re`(quisiera|quiero|me gustaria) desaparecer( para siempre| de este mundo|$)`,
      re`(no voy a estar|ya no voy a estar|no estare) (aqui|mas tiempo) (manana|la otra semana|mucho tiempo|para)`,
    ],
    negated: "lowers",
  },
  {
    id: "suicide.es.nobody-would-notice",
    category: "suicide",
    score: 0.85,
    reason: "Says nobody would notice or care if they were gone (Spanish).",
    patterns: [
      re`(nadie|ni uno) ${upTo(2)}(me extranaria|me extranara|me va a extranar|notaria|lo notaria|se daria cuenta|le importaria|me echaria de menos) ${upTo(2)}(si|cuando) (me muero|me muriera|muero|desaparezco|desapareciera|me voy|me fuera|ya no estoy|me mato|no estoy|no estuviera)`,
      re`si (me muero|me muriera|desaparezco|desapareciera|me mato|me voy) ${upTo(2)}(nadie|a nadie) ${upTo(3)}(llorar|llorara|lloraria|importar|importaria|extranar|extranaria|notar|notaria|dar cuenta|daria cuenta)`,
      re`(a nadie|nadie) le (importaria|importa|va a importar) si (me muero|desaparezco|me muriera|me mato|me voy)`,
    ],
  },
  {
    id: "suicide.es.method",
    category: "suicide",
    score: 0.9,
    reason: "Asks about or speaks of a way or a dose to die (Spanish).",
    patterns: [
      re`(forma|manera|modo) mas (facil|rapida|rapido|segura|indolora|sencilla) de (morir|matarme|matarse|suicidarse|suicidarme|quitarse la vida)`,
      re`como (me mato|me suicido|me ahorco|matarme|suicidarme|ahorcarme|quitarme la vida)`,
      re`cuant[ao]s (pastillas|pildoras|tabletas|medicinas|paracetamol|ibuprofeno|aspirinas) ${upTo(4)}(para|se necesitan para|necesito para) ${upTo(1)}(morir|no despertar|matarme|una sobredosis|sobredosis)`,
      re`(guardando|juntando|escondiendo|ahorrando) ${upTo(2)}(pastillas|pildoras|medicinas)`,
      re`(tomarme|me voy a tomar|me tome|tomar) ${upTo(1)}(todas las|un monton de|muchas|el frasco de|toda la caja de) (pastillas|pildoras|medicinas)`,
      re`(tengo|compre|consegui|prepare|ya tengo) ${upTo(1)}(la |una )?(cuerda|soga) (lista|preparada|para)`,
      re`(tirarme|aventarme|me voy a tirar|me voy a aventar|me tiro|me aviento|lanzarme) (de|del|desde) ${upTo(1)}(puente|edificio|techo|azotea|balcon|ventana|piso|metro|tren)`,
    ],
  },
  {
    id: "suicide.es.goodbye",
    category: "suicide",
    score: 0.9,
    reason: "Speaks of a goodbye letter or a last message (Spanish).",
    patterns: [
      re`(carta|nota|mensaje|video) (de )?(despedida|suicidio)`,
      re`(este es|es) mi ultimo (mensaje|dia)`,
      re`adios (a todos|para siempre|mundo)`,
    ],
    ordinaryIn: ["literature", "history"],
  },
  {
    id: "suicide.es.end-it",
    category: "suicide",
    score: 0.85,
    reason: "Speaks of ending it all (Spanish).",
    patterns: [
      re`(acabar|terminar) con (todo|mi vida|esto de una vez)`,
      re`(un|mi) plan para (acabar|terminar|morir|matarme)`,
      re`(quiero|necesito|ojala) que (todo|esto|la vida|el dolor) (termine|acabe|se acabe|se termine) (para siempre|ya|de una vez)`,
    ],
    negated: "lowers",
    ordinaryIn: ["literature", "history", "games"],
    unless: re`(tarea|examen|proyecto|trabajo|la lista|el nivel)`,
  },
  {
    id: "suicide.es.someone-else",
    category: "suicide",
    score: 0.9,
    reason: "Says someone they know wants to end their life (Spanish).",
    patterns: [
      re`mi ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(5)}(se quiere|quiere|se va a|va a|piensa|intento|trato de|se iba a) ${upTo(1)}(matar|suicidar|quitar la vida|morir|matarse|suicidarse|quitarse la vida)`,
      re`mi ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(3)}(es|esta) suicida`,
    ],
    ordinaryIn: ["literature", "history"],
  },
];

const SELF_HARM: LexiconRule[] = [
  {
    id: "self_harm.es.injury",
    category: "self_harm",
    score: 0.9,
    reason: "Speaks of hurting their own body (Spanish).",
    patterns: [
      re`me (corto|corte|cortaba|he cortado|estoy cortando|quemo|queme|quemaba|rasguno|rasgune|rasgunaba|raspo|raspe|rayo|lastimo|lastime|pego|golpeo|muerdo) ${upTo(1)}(los|las|mis|el|la|en los|en las|en el|en la) ${BODY}`,
      re`(me hago|me hice|hacerme|me estoy haciendo|me sigo haciendo) (cortes|cortadas|quemaduras|heridas|dano|rasgunos)`,
      re`(lastimarme|cortarme|quemarme|hacerme dano|golpearme|castigarme|rasgunarme)`,
      re`(pego|golpeo|lastimo|corto|quemo|hago dano|castigo|pegar|golpear|lastimar) a mi mism[oa]`,
      re`me (quemo|corto|corte|queme|lastimo|rasguno) con ${upTo(1)}(encendedor|navaja|cuchilla|rastrillo|gillette|tijeras|vidrio|sacapuntas|cigarro|compas|aguja|cuchillo)`,
      re`(otra vez|de nuevo|volvi a) ${upTo(1)}(me corte|cortarme|me cortaba|me queme|lastimarme)`,
      re`me corte (otra vez|de nuevo|anoche|ayer|hoy|mas profundo)`,
      re`me (odio|doy asco) ${upTo(3)}me (lastimo|corto|hago dano|pego|castigo|quemo)`,
      re`me (lastimo|corto|hago dano|quemo|rasguno|raspo) (cuando|porque|para|hasta)`,
      re`(corto|rasguno|raspo|quemo|lastimo|pego) ${upTo(4)}hasta (que )?(sangr\S*|me sale sangre|me duele)`,
      re`(cortes|cicatrices|cortadas|marcas|quemaduras|heridas) (en|de) (mis|los|las) ${BODY}`,
    ],
    negated: "lowers",
    unless: re`(sin querer|por accidente|accidente|cocinando|estufa|horno|plancha|sarten|jugando|entrenamiento|entreno|me cai|me tropece|papel|rasurando|afeitando|pelo|cabello|unas|fleco|gato|perro|bici|patineta|futbol)`,
  },
  {
    id: "self_harm.es.eating",
    category: "self_harm",
    score: 0.85,
    reason: "Speaks of starving themselves or making themselves sick (Spanish).",
    patterns: [
      re`me (provoco|hago|obligo a|obligo) ${upTo(1)}(el vomito|vomitar|devolver)`,
      re`(vomito|devuelvo) (despues de|cuando) (comer|como)`,
      re`(llevo|tengo|paso) ${upTo(1)}(\d+|dos|tres|cuatro|cinco|varios) dias sin comer`,
      re`(deje de|dejar de) comer`,
      re`no (merezco|me merezco) comer`,
      re`sin comer a proposito`,
      re`(me salto|me estoy saltando|saltarme) (las )?comidas`,
      re`(vomitando|vomito|devuelvo|sin comer|dejo de comer|no como) ${upTo(4)}(para|y) (bajar de peso|adelgazar|no engordar)`,
    ],
    negated: "lowers",
  },
  {
    id: "self_harm.es.hiding",
    category: "self_harm",
    score: 0.85,
    reason: "Speaks of hiding cuts or scars (Spanish).",
    patterns: [
      re`(esconder|escondo|tapar|tapo|ocultar|oculto) ${upTo(4)}(cortes|cicatrices|cortadas|heridas|marcas|quemaduras)`,
      re`(cortes|cicatrices|cortadas|marcas|quemaduras) ${upTo(6)}(las|los) (escondo|tapo|oculto)`,
    ],
  },
];

SELF_HARM.push({
  id: "self_harm.es.someone-else",
  category: "self_harm",
  score: 0.85,
  reason: "Says someone they know is hurting themselves (Spanish).",
  patterns: [
    re`mi ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(5)}se (corta|cortaba|lastima|quema|hace cortes|hace dano|esta cortando)`,
  ],
  ordinaryIn: ["literature", "history"],
  unless: re`(pelo|cabello|unas|fleco|sin querer|cocinando|estufa|jugando)`,
});

const ABUSE: LexiconRule[] = [
  {
    id: "abuse.es.hurt-by-adult-or-family",
    category: "abuse",
    score: 0.9,
    reason: "Says an adult or a family member hurts them or someone at home (Spanish).",
    patterns: [
      re`mi ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(4)}(me|nos) ${upTo(1)}${HURTS}`,
      re`mi ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(4)}le ${HURTS} a mi (mama|papa|hermano|hermana|hermanito|hermanita|madre)`,
      re`(me|nos) ${HURTS} mi ${upTo(1)}${ADULTS_AND_FAMILY}`,
      re`(moretones|moretes|marcas|cicatrices|un ojo morado) ${upTo(4)}(por culpa de|de|por) mi ${upTo(1)}${ADULTS_AND_FAMILY}`,
    ],
    unless: re`(sin querer|por accidente|jugando|jaja|almohada|en el juego|luchitas)`,
  },
  {
    id: "abuse.es.sexual",
    category: "abuse",
    score: 0.95,
    reason: "Speaks of being touched or made to do sexual things (Spanish).",
    patterns: [
      re`(abuso|abusa|abusaron|abusaba|abusan) de mi`,
      re`me (violo|violaron|violaba|violan|manoseo|manosea|manoseaba)`,
      re`(alguien|un senor|un hombre|una senora|un adulto|un tipo|el|ella) me (toco|toca|tocaba) (las|mis|ahi|donde|sin|cuando|en|mientras)`,
      re`(me obliga|me obligo|me obligan|me hace|me hizo|me pide|me pidio) (a )?(quitarme la ropa|desvestirme|tocarlo|tocarla|hacer cosas que no quiero|ver videos (feos|cochinos|de adultos))`,
      re`(entra|se mete|viene) (a|en) mi (cuarto|cama|bano) ${upTo(1)}(en la noche|en las noches|de noche|por la noche|cuando|mientras)`,
    ],
  },
  {
    id: "abuse.es.secret-or-threat",
    category: "abuse",
    score: 0.85,
    reason: "Says an adult made them keep a secret or threatened them for telling (Spanish).",
    patterns: [
      re`(es|sera) nuestro (pequeno )?secreto`,
      re`me (dijo|dice|pidio|pide|obliga a|obligo a) ${upTo(1)}(que )?no (le )?(diga|cuente|digas|contar|decir) (a nadie|nada|a mi mama|a mi papa|a mis papas)`,
      re`si (le |les )?(digo|cuento|hablo|aviso|lo digo|digo algo|cuento algo) ${upTo(3)}(me|nos) (va|van) a (matar|pegar|lastimar|golpear|hacer algo|hacer dano|correr)`,
      re`(me|nos) (va|van) a (matar|pegar|lastimar|golpear|hacer algo|hacer dano) si (le |les )?(digo|cuento|hablo|aviso)`,
      re`nadie (me )?(va a creer|creeria|me creeria)`,
    ],
  },
  {
    id: "abuse.es.neglect",
    category: "abuse",
    score: 0.85,
    reason: "Speaks of being locked up, left alone or kept from food (Spanish).",
    patterns: [
      re`me (encierra|encierran|encerro|encerraron|deja|dejan|dejaron) ${upTo(3)}(sin comer|sin comida|sin cenar|en el cuarto|en el closet|en el bano|afuera|sola|solo) ${upTo(2)}(dias|sin comer|sin comida|toda la noche|$)`,
      re`me (encierra|encierran|encerro|encerraron) (en|afuera)`,
      re`(miedo|panico) (de|a) (ir|volver|regresar|llegar) a (mi )?casa`,
      re`no me (dan|dejan) (de )?comer`,
    ],
  },
  {
    id: "abuse.es.online-grooming",
    category: "abuse",
    score: 0.9,
    reason: "Speaks of someone asking them for pictures, to meet alone, or where they live (Spanish).",
    patterns: [
      re`(un senor|un hombre|un tipo|un chavo|un wey|un man|alguien|una persona|un adulto|una senora|un vato|un muchacho|un chico) ${upTo(6)}(me pide|me pidio|me piden|quiere|me manda|me mando|me dijo que le mande|me pidio que le mande) ${upTo(3)}(fotos|fotitos|nudes|packs?|videos|direccion|donde vivo|mi numero)`,
      re`(que le mande|quiere que le mande|le mande|mandarle) ${upTo(2)}(fotos desnuda|fotos desnudo|nudes|packs?|fotos sin ropa)`,
      re`(conoci|conocimos) en (discord|roblox|internet|tiktok|instagram|insta|snap|free fire|fortnite|un juego|linea|whatsapp) ${upTo(4)}(quiere|me pidio|me dijo|me pide) ${upTo(2)}(verme|vernos|conocerme|que nos veamos|ir por mi|recogerme|mi direccion|donde vivo)`,
      re`(quiere|quiere que|me pidio) (verme|vernos|que nos veamos) (solo|sola|a solas|en secreto|sin que)`,
      re`(de|tiene) \d\d anos ${upTo(6)}(quiere|me pide|me pidio|me manda|me escribe)`,
    ],
    unless: re`(proyecto|tarea|trabajo|escuela|del perro|del gato|de la clase)`,
  },
];

const VIOLENCE_THREAT: LexiconRule[] = [
  {
    id: "violence_threat.es.intent",
    category: "violence_threat",
    score: 0.9,
    reason: "Says they intend to hurt or kill someone (Spanish).",
    patterns: [
      re`(voy a|vamos a|quiero|me dan ganas de|tengo ganas de|juro que voy a|planeo|lo voy a) ${upTo(2)}${VIOLENT_VERBS} (a|al|a la|a los|a las|a mi|a ese|a esa|a todos)`,
      re`(lo|la|los|las|le|les|te) (voy a|vamos a|quiero|juro que voy a|van a) ${upTo(1)}${VIOLENT_VERBS}`,
      re`(voy a|quiero|juro que voy a|vamos a) (matarlo|matarla|matarlos|matarlas|matarte|apunalarlo|apunalarla|dispararle|dispararles|golpearlo|golpearla|madrearlo|madrearte|partirle la madre|romperle la cara|meterle un cuchillo|meterle un balazo|pegarle un tiro)`,
      re`(voy a|quiero|vamos a) (quemar|incendiar) (la casa|el carro|la escuela) de`,
      re`me (vengo|voy a vengar|vengare) de (todos|ellos|ellas|ese|esa|esos|esas|mis)`,
      re`(balacera|tiroteo|disparar|bomba|masacre) ${upTo(2)}(en|a) (la|mi) (escuela|prepa|secundaria|clase|salon)`,
    ],
    negated: "drops",
    ordinaryIn: ["games", "history", "literature"],
  },
  {
    id: "violence_threat.es.weapon",
    category: "violence_threat",
    score: 0.9,
    reason: "Speaks of bringing a weapon to school (Spanish).",
    patterns: [
      re`(llevar|traer|llevo|traigo|meter|voy a llevar|voy a traer) ${upTo(3)}${WEAPONS} ${upTo(4)}(a|en) (la )?(escuela|clase|prepa|secundaria|salon|mochila)`,
    ],
    negated: "drops",
    ordinaryIn: ["games"],
  },
  {
    id: "violence_threat.es.revenge",
    category: "violence_threat",
    score: 0.85,
    reason: "Speaks of making people pay or regret it (Spanish).",
    patterns: [
      re`(me las van a|me la van a|van a|vas a) (pagar|arrepentirse|arrepentir|sufrir)(?! (la|el|los|las|por|mi|mis|con|\d))`,
      re`lista (negra|de muerte|de gente que)`,
    ],
    ordinaryIn: ["history", "literature", "games"],
  },
  {
    id: "violence_threat.es.making-weapons",
    category: "violence_threat",
    score: 0.8,
    reason: "Asks how to make or get a weapon or a bomb (Spanish).",
    patterns: [
      re`como (hago|hacer|fabrico|fabricar|consigo|conseguir|compro|comprar|armo|armar) ${upTo(1)}(bomba|pistola|arma|explosivo|molotov|veneno)`,
    ],
    unless: re`(de bano|de olor|de agua|de chicle|de semillas|de humo)`,
  },
];

// ── Student messages: standard ────────────────────────────────────────────────────────────────

const STANDARD: LexiconRule[] = [
  {
    id: "sexual.es.explicit",
    category: "sexual",
    score: 0.85,
    reason: "Uses explicit sexual words or asks for sexual talk (Spanish).",
    patterns: [
      re`(porno|pornografia|xxx|cachond[oa]|packs?|nudes|fotos (desnuda|desnudo|sin ropa|en ropa interior)|desnuda|desnudo|cogerte|follar|culear|tener sexo|hablemos de sexo|hablar de sexo|hablame sucio|sexo)`,
    ],
    negated: "drops",
    unless: re`(reproduccion|cromosomas?|celulas|gametos|especies|plantas|flores|pubertad|biologia|clase de salud|educacion sexual|genetica|organismos|hormonas|estatua|escultura|pintura|asexual|arte)`,
  },
  {
    id: "drugs.es.getting-or-using",
    category: "drugs",
    score: 0.8,
    reason: "Speaks of getting or using drugs or alcohol (Spanish).",
    patterns: [
      re`(consigo|conseguir|consegui|comprar|compro|compre|vender|vendo|fumar|fume|fumo|fumamos|fumarme|tome|tomar|tomamos|probar|probe|meterme|me meti|vapear|vapeo|tengo) ${upTo(3)}${DRUGS}`,
      re`(me emborrache|emborracharme|emborracharnos|me puse (pedo|peda|borrach[oa]|high|marihuano)|estoy (pedo|peda|borrach[oa]|high|drogad[oa]|marihuano)|ando (pedo|peda|high|drogad[oa]))`,
    ],
    negated: "drops",
    ordinaryIn: ["history", "science"],
    unless: re`(afecta|afectan|efectos?|dano|peligros[oa]s?|adiccion|adictiv[oa]|cerebro|neuronas|higado|pulmones|por que la gente|prohibicion|ensayo|clase de salud|doctor|medico|receta)`,
  },
  {
    id: "harassment.es.insult",
    category: "harassment",
    score: 0.85,
    reason: "Insults the tutor or another person (Spanish).",
    patterns: [
      re`(eres|sos|tu eres|estas|que) ${INSULT_FILLERS}${INSULTS}`,
      re`(callate|calla la boca|cierra la boca|vete a la mierda|chinga tu madre|chingate|hijo de puta|hija de puta|ctm|ptm|hdp)`,
      re`(maricon|maricones|joto|jotos|mayate|sudaca)`,
    ],
    negated: "drops",
  },
  {
    id: "bullying.es.being-bullied",
    category: "bullying",
    score: 0.8,
    reason: "Says they are bullied (Spanish).",
    patterns: [
      re`(me hacen|me hace|sufro|sufro de|me estan haciendo|me siguen haciendo) (bullying|acoso|ciberbullying)`,
      re`(me dicen|me llaman|me gritan) ${INSULT_FILLERS}${INSULTS_FOR_A_PERSON}`,
      re`(todos|todo el mundo|mis companeros|en mi clase|los de mi clase|ellos|ellas|unas ninas|unos ninos|unos chavos|unas chavas) ${upTo(4)}(me empujan|me pegan|se burlan de mi|me molestan|me insultan|me excluyen|me avientan|me jalan)`,
      re`(se burlan de mi|me molestan|me empujan|me insultan|me excluyen) ${upTo(3)}(todos los dias|siempre|diario|en la escuela|en clase|en el recreo)`,
    ],
    unless: re`(jaja|jugando|de broma|cosquillas)`,
  },
  {
    id: "bullying.es.mean-content",
    category: "bullying",
    score: 0.8,
    reason: "Asks for help to mock or demean someone (Spanish).",
    patterns: [
      re`(ayudame|ayudarme|escribe|escribir|escribeme|hazme|dame) ${upTo(3)}(burlarme|burlar|insultar|humillar|molestar|algo (malo|cruel|feo|ofensivo)|un insulto|insultos|un chisme|un rumor)`,
      re`(?!(?:esto|eso|esta|este|la|el|mi|tu|que|no|todo)\b)[a-z]+ es (un|una) ${INSULT_FILLERS}${INSULTS_FOR_A_PERSON}`,
    ],
    negated: "drops",
    ordinaryIn: ["literature"],
  },
];

/** Every Spanish rule for a student's message. */
export const SPANISH_STUDENT_RULES: LexiconRule[] = [
  ...SUICIDE,
  ...SELF_HARM,
  ...ABUSE,
  ...VIOLENCE_THREAT,
  ...STANDARD,
];
