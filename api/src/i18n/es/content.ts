import type { content as en } from "../en/content";

/** The content-generation dialog's progress lines, in Spanish. */
export const content: Record<keyof typeof en, string> = {
  "content.subject.start": "Preparando tu materia",
  "content.subject.created": "Materia creada",
  "content.subject.found": "Materia encontrada",
  "content.outline.start": "Preparando el temario",
  "content.outline.ready": "Temario listo",
  "content.outline.topics": "{count, plural, one {# tema} other {# temas}}",
  "content.session.start": "Planeando el tema y sus conceptos",
  "content.session.ready": "Sesión lista",
  "content.session.counts":
    "{sections, plural, one {# sección} other {# secciones}}, {concepts, plural, one {# concepto} other {# conceptos}}",
};
