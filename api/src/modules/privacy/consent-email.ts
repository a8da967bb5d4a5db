import type { Language } from "../auth/public";

/** What the parental consent email says, before it becomes text and HTML. */
interface ConsentEmail {
  subject: string;
  paragraphs: string[];
}

interface ConsentFacts {
  /** The child's name; null when they have not given one. */
  childName: string | null;
  link: string;
  /** Epoch milliseconds: when the account is deleted if no one answers. */
  expiresAt: number;
}

/**
 * The COPPA consent email in each language the product speaks; the record type makes a missing
 * language a compile error. Parents are addressed formally ("usted") in Spanish; the facts, the
 * deadline and the link are the same in both.
 */
const CONSENT_EMAIL: Record<Language, (facts: ConsentFacts) => ConsentEmail> = {
  en: ({ childName, link, expiresAt }) => {
    const name = childName ?? "Your child";
    return {
      subject: `Please give consent for ${name} to use Bloom`,
      paragraphs: [
        `${name} would like to use Bloom, an AI tutor and flashcard app for schoolwork. Because they told us they are under 13, the law (COPPA) asks us to get a parent's or guardian's consent first.`,
        "Bloom keeps what your child writes to the tutor, their flashcards and answers, and their progress, to teach them. It never sells or shows ads, and you can ask for a copy of everything or delete the account at any time.",
        `Please read what Bloom collects and give or refuse your consent here: ${link}`,
        `If we don't hear from you by ${new Date(expiresAt).toUTCString()}, the account and everything in it is deleted. If you did not expect this email, you can ignore it.`,
      ],
    };
  },
  es: ({ childName, link, expiresAt }) => {
    const deadline = new Intl.DateTimeFormat("es-419", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(expiresAt);
    return {
      subject: childName
        ? `Su autorización para que ${childName} use Bloom`
        : "Su autorización para que su hijo o hija use Bloom",
      paragraphs: [
        `${childName ?? "Su hijo o hija"} quiere usar Bloom, un tutor con inteligencia artificial y una app de tarjetas de estudio para las tareas de la escuela. Como nos dijo que tiene menos de 13 años, la ley de Estados Unidos (COPPA) nos pide contar primero con la autorización de su madre, padre o tutor legal.`,
        "Bloom guarda lo que su hijo o hija le escribe al tutor, sus tarjetas y respuestas, y su progreso, para poder enseñarle. Nunca vende sus datos ni muestra anuncios, y usted puede pedir una copia de todo o eliminar la cuenta en cualquier momento.",
        `Lea qué datos guarda Bloom y dé o niegue su autorización aquí: ${link}`,
        `Si no recibimos su respuesta antes del ${deadline} (hora UTC), la cuenta y todo lo que contiene se eliminarán. Si no esperaba este correo, puede ignorarlo.`,
      ],
    };
  },
};

/** The consent email in `language`. */
export function consentEmail(language: Language, facts: ConsentFacts): ConsentEmail {
  return CONSENT_EMAIL[language](facts);
}
