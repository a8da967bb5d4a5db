import type { Language } from "./locale";

/** What the guardian's confirmation email says, before it becomes text and HTML. */
interface GuardianLinkEmail {
  subject: string;
  paragraphs: string[];
}

/**
 * The email asking a parent or guardian to confirm, in each language the product speaks; the
 * record type makes a missing language a compile error. Parents are addressed formally ("usted")
 * in Spanish, as schools write to them; the facts and the link are the same in both.
 */
const GUARDIAN_LINK_EMAIL: Record<Language, (studentName: string | null, link: string) => GuardianLinkEmail> = {
  en: (studentName, link) => {
    const name = studentName ?? "A student";
    return {
      subject: `Please confirm you are ${name}'s parent or guardian on Bloom`,
      paragraphs: [
        `${name} uses Bloom, an AI tutor for schoolwork, and named you as their parent or guardian.`,
        "If Bloom's safety screen ever finds that they may be in danger, Bloom emails you, and you can sign in to read what happened so you can help. Nothing is shared with you until you confirm.",
        `To confirm you are ${name}'s parent or guardian, open this link and sign in (or make a free account): ${link}`,
        "If you don't know this student, ignore this email: nothing is shared, and the link stops working in 14 days.",
      ],
    };
  },
  es: (studentName, link) => {
    const name = studentName ?? "un estudiante";
    const who = studentName ?? "Un estudiante";
    return {
      subject: `Confirme que es madre, padre o tutor legal de ${name} en Bloom`,
      paragraphs: [
        `${who} usa Bloom, un tutor con inteligencia artificial para las tareas de la escuela, y dio este correo como el de su madre, padre o tutor legal.`,
        "Si el control de seguridad de Bloom detecta en algún momento que podría estar en peligro, Bloom le enviará un correo y usted podrá iniciar sesión para leer lo que pasó y así ayudar. No se le muestra nada hasta que usted confirme.",
        `Para confirmar que es madre, padre o tutor legal de ${name}, abra este enlace e inicie sesión (o cree una cuenta gratuita): ${link}`,
        "Si no conoce a este estudiante, ignore este correo: no se comparte nada y el enlace deja de funcionar en 14 días.",
      ],
    };
  },
};

/** The confirmation email in `language`; `studentName` null when the student has not given a name. */
export function guardianLinkEmail(language: Language, studentName: string | null, link: string): GuardianLinkEmail {
  return GUARDIAN_LINK_EMAIL[language](studentName, link);
}
