import type { lti as en } from "../en/lti";

/** What the API itself says on the LTI tool's pages, in Spanish ("tú", as the product's screens speak). */
export const lti: Record<keyof typeof en, string> = {
  "lti.noSeat.studentTitle": "Bloom aún no está activado para tu clase",
  "lti.noSeat.studentMessage":
    "Bloom aún no está activado para tu clase; ya se le avisó a tu docente. No tienes que hacer nada.",
  "lti.noSeat.teacherTitle": "Bloom aún no está activado para este curso",
  "lti.noSeat.teacherMessage":
    "La licencia de Bloom de tu distrito no tiene lugares libres para este curso. Ya se le avisó al administrador de Bloom de tu distrito, que puede agregar lugares.",
  "lti.registration.noSafetyContact":
    "Su distrito todavía no tiene un contacto de seguridad en Bloom. Mientras no lo tenga, una alerta de seguridad crítica (un estudiante en riesgo de suicidio, autolesiones o abuso) solo llega a los docentes de sus cursos o a los administradores de su escuela, y podría no llegarle a nadie. Pida al administrador de Bloom de su distrito que agregue un contacto de seguridad (nombre y correo) en la configuración de Seguridad de Bloom antes de que empiecen los estudiantes.",
};
