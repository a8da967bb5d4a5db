import type { tutor as en } from "../en/tutor";

/** What the tutor and the grader say themselves, in Spanish. */
export const tutor: Record<keyof typeof en, string> = {
  "tutor.builtInEnglishOnly":
    "Por ahora, las lecciones integradas de Bloom están en inglés, así que seguiremos la lección en inglés. Puedes escribirme en español, pero entiendo mejor tus respuestas cuando las escribes en inglés.",
  "tutor.grade.wellDoneIdeas": "¡Bien hecho! Acertaste en {ideas}.",
  "tutor.grade.wellDone": "¡Bien hecho! Es correcto.",
  "tutor.grade.fullAnswer": "La respuesta completa: {expected}",
  "tutor.grade.namedReversed": "Nombraste {ideas}, pero al revés.",
  "tutor.grade.besideAnother": "Tu respuesta incluye {ideas}, pero junto con otra respuesta.",
  "tutor.grade.gotRight": "Acertaste en {ideas}.",
  "tutor.grade.close": "Vas bien con {ideas}, pero todavía no está completo.",
  "tutor.grade.denied": "Cuidado: dijiste «no» sobre {ideas}, pero eso es parte de la respuesta correcta.",
  "tutor.grade.reversed": "Pusiste las ideas al revés.",
  "tutor.grade.hedged": "Da una sola respuesta: la que puedas comprobar.",
  "tutor.grade.bareList": "La próxima vez, usa esas palabras en una oración que muestre cómo se relacionan.",
  "tutor.grade.injection": "Solo tu respuesta a la pregunta puede sumar puntos.",
  "tutor.grade.addMissing": "Para completarla, agrega {ideas}.",
  "tutor.grade.notQuite": "Todavía no.",
  "tutor.grade.compare": "Compárala con la respuesta completa de abajo.",
  "tutor.grade.readCorrect": "Lee la respuesta correcta de abajo y luego intenta decirla con tus propias palabras.",
  "tutor.grade.misconceptionReversed": "Poner las ideas al revés.",
  "tutor.grade.dontKnow":
    "No pasa nada: no saber algo todavía es parte de aprender. Lee la respuesta de abajo y luego intenta decirla con tus propias palabras.",
  "tutor.grade.help": "Aquí tienes la respuesta para estudiarla. Intenta decirla con tus propias palabras.",
  "tutor.grade.instructions":
    "Solo una respuesta a la pregunta puede sumar puntos: inténtalo con tus propias palabras.",
  "tutor.grade.notAnswer":
    "Eso todavía no responde la pregunta. Lee la respuesta de abajo y luego inténtalo con tus propias palabras.",
};
