import type { common as en } from "../en/common";

/** Shared pieces every screen uses, in Spanish. */
export const common: Record<keyof typeof en, string> = {
  "common.close": "Cerrar",
  "common.loading": "Cargando",
  "common.progress": "Progreso",
  "common.tone.info": "Información",
  "common.tone.success": "Listo",
  "common.tone.warning": "Advertencia",
  "common.tone.error": "Error",
  "common.celebration.mastery": "¡Dominio alcanzado!",
  "common.celebration.completed": "¡Práctica completada!",
  "common.celebration.milestone": "¡Meta alcanzada!",
  "common.steps": "Avance de la sesión",
  "common.steps.completed": " (completado)",
  "common.steps.caption": "Paso {number} de {total}: {label}",
  "common.step.WARMUP": "Calentamiento",
  "common.step.NEW_CONCEPT": "Nuevo concepto",
  "common.step.GUIDED_PRACTICE": "Práctica guiada",
  "common.step.FORMATIVE_CHECK": "Comprobación",
  "common.step.EXTENSION": "Ampliación",
  "common.step.REFLECTION": "Reflexión",
  "common.theme.toDark": "Cambiar al tema oscuro",
  "common.theme.toLight": "Cambiar al tema claro",
  "common.newTab": " (se abre en una pestaña nueva)",
  "common.call": "Llamar al {number}",
  "common.text": "Enviar un mensaje de texto al {number}",
  "common.textBody": "Enviar {body} por mensaje de texto al {number}",
  "common.failed": "Algo salió mal",
  "common.unexpected": "Ocurrió un error inesperado",
  "common.widgetFailed":
    "No se pudo cargar {name, select, tutor {el tutor} flashcards {las tarjetas de estudio} dashboard {el panel} other {esta parte de Bloom}}.",
  "common.refresh": "Volver a cargar la página",
  "common.siteNotAllowed":
    "Este sitio ({origin}) no tiene permiso para mostrar Bloom. La persona que administra Bloom en tu distrito escolar puede permitirlo agregando esta dirección a la lista de sitios del distrito que pueden mostrar Bloom.",
  "common.unreachable":
    "No se puede conectar con Bloom en este momento. Revisa tu conexión a internet y vuelve a cargar la página.",
  "common.aiFallback":
    "El modelo de IA de tu escuela no responde en este momento; Bloom está usando sus lecciones integradas.",
  "common.streamFailed": "No se pudo enviar el mensaje.",
  "common.sessionFailed": "No se pudo actualizar la sesión.",
  "common.subjectsFailed": "No se pudieron cargar las materias.",
  "common.exportFailed": "No se pudieron descargar los datos. Inténtalo de nuevo.",
};
