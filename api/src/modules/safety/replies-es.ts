import { helpLineMarkdown } from "@bloom/domain";
import type { CriticalCategory, StandardCategory } from "../../safety/types";

/**
 * The replies of replies.ts in Spanish, for a student who wrote in Spanish (the verdict's
 * `language`). Same promises, same help, in the "tú" a tutor uses with a young person. The help
 * lines are the services' own Spanish options: 988 (press 2, text AYUDA, chat in Spanish) and
 * Childhelp (interpreters in many languages). A district's own wording of a line is never translated.
 */

type HelpLineKey = "suicide" | "abuse" | "emergency" | "trustedAdult";

/** The United States defaults, in Spanish, as plain text (the reply links their numbers). */
export const SPANISH_HELP_LINES: Record<HelpLineKey, string> = {
  suicide:
    "Llama al 988 y marca 2 para hablar en español con la Línea 988 de Prevención del Suicidio y Crisis, o envía un mensaje de texto con la palabra AYUDA al 988. También puedes chatear en español en 988lineadeprevencion.org. Es gratis y privado, y hay alguien ahí de día y de noche.",
  abuse:
    "Llama a la Línea Nacional de Childhelp contra el Abuso Infantil al 1-800-422-4453. Atienden de día y de noche, con intérpretes en muchos idiomas, también en español, y puedes hablar de lo que sea.",
  emergency: "Si estás en peligro ahora mismo, llama al 911.",
  trustedAdult: "Habla con un adulto de confianza en la escuela, como un maestro o el consejero escolar.",
};

const TOLD: Record<"school" | "guardian" | "none", string> = {
  school:
    "Como usas Bloom a través de tu escuela, se le avisará a un adulto de allí, para que pueda hablar contigo y ayudarte.",
  guardian: "También le avisaremos a tu mamá, tu papá o quien te cuida, para que te pueda ayudar.",
  none: "Bloom no puede avisarle a un adulto por ti desde aquí, así que, por favor, cuéntaselo hoy mismo a alguien: tu mamá o tu papá, un maestro, el consejero escolar o una de las líneas de arriba. Puedes enseñarles este mensaje.",
};

const OPENINGS: Record<CriticalCategory, string> = {
  suicide:
    "Gracias por contármelo. Me alegra mucho que lo hayas dicho, y no estás en problemas. Lo que sientes importa, y no tienes que cargar con esto sin ayuda.",
  self_harm:
    "Gracias por contármelo. Me alegra mucho que lo hayas dicho, y no estás en problemas. Mereces sentirte a salvo, y hay personas que quieren ayudarte con esto.",
  abuse:
    "Gracias por contármelo. Hace falta valor para decirlo, y no estás en problemas. Lo que está pasando no es tu culpa, y mereces estar a salvo.",
  violence_threat:
    "Parece que te está pasando algo muy fuerte ahora mismo. Me alegra que lo hayas escrito aquí en vez de guardártelo, y no estás en problemas por contármelo. Quiero que todos, tú también, estén a salvo.",
};

/** The care reply in Spanish; `help` is the lines already chosen and ordered by replies.ts. */
export function spanishCareReply(
  category: CriticalCategory,
  context: { topicName: string; adultsTold: keyof typeof TOLD; help: string[] },
): string {
  return [
    OPENINGS[category],
    `Aquí puedes encontrar ayuda ahora:\n\n${context.help.map((line) => `- ${helpLineMarkdown(line, "es")}`).join("\n")}`,
    TOLD[context.adultsTold],
    `Sigo aquí. Podemos volver a ${context.topicName} cuando quieras. No hay prisa.`,
  ].join("\n\n");
}

/** The boundary reply in Spanish. */
export function spanishBoundaryReply(
  category: StandardCategory,
  context: { topicName: string; pendingQuestion?: string },
): string {
  const back = context.pendingQuestion
    ? `Volvamos a ${context.topicName}. ${context.pendingQuestion}`
    : `Volvamos a ${context.topicName}. ¿En qué te gustaría trabajar ahora?`;
  const boundary: Record<StandardCategory, string> = {
    sexual: "De eso no puedo hablar aquí. Soy tu tutor, así que mantengamos la conversación sobre aprender.",
    drugs:
      "Con eso no te puedo ayudar. Si te preocupan las drogas o el alcohol, por ti o por otra persona, el consejero escolar o un adulto de confianza son buenas personas para hablar.",
    harassment:
      "Estoy aquí para ayudarte, y me gustaría que nos tratemos con amabilidad, aunque una pregunta sea frustrante.",
    bullying:
      "No puedo ayudar a escribir algo cruel sobre alguien. Si alguien está sufriendo o te está haciendo daño, un adulto de confianza en la escuela puede ayudar a resolverlo.",
    pii: "Por favor, no compartas información personal aquí, como números de teléfono, correos, direcciones o números de identificación. La oculté, y no la necesitas para aprender.",
    injection: `Soy tu tutor de ${context.topicName}, y esa parte de cómo funciono no cambia.`,
  };
  return `${boundary[category]}\n\n${back}`;
}
