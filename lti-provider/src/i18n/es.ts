import type { en } from "./en";

/**
 * The tool's pages in Spanish (Latin America): "tú" for the students and teachers who open an
 * activity, as the product's screens speak; "usted" for the administrator who registers the tool.
 */
export const es: Record<keyof typeof en, string> = {
  opening: "Abriendo Bloom…",
  couldNotOpen: "No se pudo abrir esta actividad",
  newWindow: "Abrir Bloom en una ventana nueva",
  newWindowReason:
    "Tu navegador no deja que Bloom inicie tu sesión dentro de esta página. En una ventana aparte, sí puede hacerlo.",
  itTeam: "Si esto sigue pasando, envía los detalles de abajo al equipo de informática de tu escuela.",
  details: "Problema: {problem}\nReferencia: {reference}\nHora: {time}",
  "stray.title": "Abre esta actividad desde tu curso",
  "stray.body":
    "Esta página solo se abre cuando tu curso inicia una actividad de Bloom. Vuelve a tu curso y abre la actividad otra vez.",
  "resume.title": "Vuelve a abrir esta actividad desde tu curso",
  "resume.body": "Bloom no pudo continuar donde se quedó esta ventana. Vuelve a tu curso y abre la actividad otra vez.",

  "refused.failedHere": "Bloom no pudo abrir esta actividad en este momento. Inténtalo de nuevo en un rato.",
  "refused.notSignedIn": "La plataforma de tu curso no inició tu sesión en Bloom.",
  "refused.incomplete": "El mensaje de inicio que envió tu curso estaba incompleto.",
  "refused.incompleteClaims": "El mensaje de inicio que envió tu curso está incompleto.",
  "refused.unreadable": "No se pudo leer el mensaje de inicio que envió tu curso.",
  "refused.mismatch": "Este inicio no coincide con el inicio de sesión con el que empezó.",
  "refused.mismatchAgain":
    "Este inicio no coincide con el inicio de sesión con el que empezó. Vuelve a abrir la actividad desde tu curso.",
  "refused.reloaded":
    "Este inicio ya se usó, así que recargar la página no puede volver a abrir Bloom. Vuelve a tu curso y abre la actividad otra vez.",
  "refused.cookies":
    "Tu navegador no guardó el inicio de sesión que empezó Bloom. Permite las cookies para este sitio y vuelve a abrir la actividad desde tu curso.",
  "refused.rateLimited":
    "Bloom está abriendo muchísimas actividades desde la plataforma de tu curso en este momento. Espera un minuto y vuelve a abrirla.",
  "refused.unknownPlatform": "La plataforma de este curso no está registrada en Bloom.",
  "refused.replayed": "Este enlace de inicio ya se usó. Vuelve a abrir la actividad desde tu curso.",
  "refused.version": "Tu curso envió un inicio en una versión de LTI que Bloom no admite.",
  "refused.messageType": "Tu curso envió un tipo de inicio que Bloom no maneja.",
  "refused.noDeployment": "El inicio no dijo de qué instalación de Bloom venía.",
  "refused.notActivated": "Bloom todavía no está activado para esta instalación en la plataforma de tu escuela.",
  "refused.noReturn": "Tu curso pidió agregar una actividad, pero no dijo a dónde enviarla.",
  "refused.wrongAudience": "Este inicio era para otra herramienta, no para Bloom.",
  "refused.tooSlow": "El inicio tardó demasiado en llegar. Vuelve a abrir la actividad desde tu curso.",
  "refused.unknownKey": "La plataforma de tu escuela firmó el inicio con una clave que Bloom no conoce.",
  "refused.badSignature": "La firma del inicio no es válida, así que Bloom no puede confiar en él.",
  "refused.otherPlatform": "El inicio vino de una plataforma que Bloom no reconoce.",
  "refused.clock": "El reloj del inicio no coincide con el de Bloom. Inténtalo de nuevo.",
  "refused.teachersOnly": "Solo los docentes pueden agregar actividades de Bloom a un curso.",
  "refused.pickerExpired": "Esta página venció. Vuelve a empezar a agregar la actividad desde tu curso.",
  "refused.platformGone": "La plataforma de tu escuela ya no está registrada en Bloom.",
  "refused.unverified": "No se pudo verificar el mensaje de inicio que envió tu curso.",
  "refused.loginIncomplete": "Tu curso empezó el inicio sin los datos que Bloom necesita.",
  "refused.ambiguous":
    "Bloom está registrado más de una vez en tu plataforma y no pudo saber cuál de los registros es este.",
  "refused.notRegistered": "La plataforma de tu escuela todavía no está registrada en Bloom.",
  "refused.wrongAddress": "La dirección de la actividad no apunta a Bloom.",
  "refused.notConfirmed": "La plataforma de tu curso no confirmó este inicio.",
  "refused.openAgain": "Vuelve a abrir la actividad desde tu curso.",

  "picker.title": "Agrega Bloom a tu curso",
  "picker.what": "¿Qué deben abrir los estudiantes?",
  "picker.subject": "Materia (opcional)",
  "picker.topic": "Tema (opcional)",
  "picker.graded":
    "Enviar al libro de calificaciones el dominio del tema de cada estudiante (requiere una materia y un tema)",
  "picker.add": "Agregar al curso",
  "picker.chooseWhat": "Elige qué deben abrir los estudiantes.",
  "picker.noGrades": "Tu curso no acepta calificaciones de Bloom para esta actividad.",
  "picker.gradedNeeds": "Para enviar el dominio al libro de calificaciones, elige una materia y un tema.",
  "picker.topicNeedsSubject": "Elige la materia a la que pertenece el tema.",
  "picker.returning": "Volviendo a tu curso…",
  "picker.continue": "Continuar",
  "activity.tutor": "El tutor con IA",
  "activity.flashcards": "Tarjetas de estudio",
  "activity.dashboard": "El panel de aprendizaje",

  "registration.failed": "No se pudo registrar Bloom",
  "registration.done": "Bloom está registrado",
  "registration.doneWith": "Bloom ya está registrado en {platform}.",
  "registration.close": "Puede cerrar esta ventana.",
  "registration.before": "Antes de que los estudiantes usen Bloom",
  "registration.ok": "Listo",
  "registration.badLink":
    "Este enlace de registro no es válido o venció. Pida uno nuevo al administrador de Bloom de su distrito.",
  "registration.noConfiguration": "Su plataforma abrió el registro de Bloom sin su dirección de configuración.",
  "registration.refused": "Su plataforma no aceptó el registro de Bloom.",
  "registration.already": "Bloom ya está registrado con este client id en su plataforma.",
  "registration.unreadable": "Bloom no pudo leer la configuración de su plataforma.",
  "registration.incomplete": "A la configuración de su plataforma le falta lo que Bloom necesita.",
  "registration.otherPlatform": "La configuración de su plataforma nombra otra plataforma.",
  "registration.unreachable": "Bloom no pudo comunicarse con su plataforma para registrarse.",
};
