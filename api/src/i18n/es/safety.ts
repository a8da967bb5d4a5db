import type { safety as en } from "../en/safety";

/** What a district admin reads about whether the district's safety alerts reach an adult, in Spanish ("usted"). */
export const safety: Record<keyof typeof en, string> = {
  "safety.readiness.noContactNoAdmins":
    "Sin contacto de seguridad: una alerta crítica sobre un estudiante cuyos maestros no se conocen no le llega a nadie. Agregue un contacto de seguridad (nombre y correo electrónico).",
  "safety.readiness.noContact":
    "Sin contacto de seguridad: las alertas críticas solo les llegan a los maestros del curso, o a los administradores cuando no se conocen los maestros del estudiante; no se avisa a ningún responsable de protección designado. Agregue un contacto de seguridad (nombre y correo electrónico).",
  "safety.readiness.noDistrictAdminEmail":
    "Ningún administrador del distrito tiene un correo electrónico registrado: una alerta sobre un estudiante sin maestro ni administrador escolar conocido solo les llega a los contactos de seguridad.",
  "safety.readiness.schoolsWithoutAdmin":
    "{count, plural, one {# escuela no tiene} other {# escuelas no tienen}} ningún administrador con correo electrónico ({names}): las alertas sobre sus estudiantes sin maestro conocido solo les llegan a los administradores del distrito y a los contactos de seguridad.",
  "safety.readiness.coursesWithoutTeacher":
    "{count, plural, one {# curso no tiene} other {# cursos no tienen}} ningún maestro con correo electrónico registrado ({names}): las alertas de sus estudiantes les llegan a los maestros de sus otros cursos, o a los administradores y a los contactos de seguridad.",
  "safety.readiness.untitledCourse": "Curso sin título",
  "safety.readiness.andMore": "y {more} más",
};
