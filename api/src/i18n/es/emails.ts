import type { emails as en } from "../en/emails";

/**
 * Every email the product sends, in Spanish. Parents, guardians, teachers and school staff are
 * addressed with "usted", as schools write to them.
 */
export const emails: Record<keyof typeof en, string> = {
  "emails.alert.subject.critical": "Alerta de seguridad urgente: {category} ({name})",
  "emails.alert.subject.standard": "Alerta de seguridad: {category} ({name})",
  "emails.alert.subject.concern": "Revisión de seguridad: {category} ({name})",
  "emails.alert.aStudent": "Un estudiante",
  "emails.alert.flagged":
    "El control de seguridad de Bloom marcó un mensaje que {name} escribió en una sesión de tutoría sobre {topic}, el {when} (hora UTC).",
  "emails.alert.flaggedChild":
    "El control de seguridad de Bloom marcó un mensaje que su hijo o hija escribió en una sesión de tutoría sobre {topic}, el {when} (hora UTC).",
  "emails.alert.severity.critical": "Categoría: {category}. Gravedad: crítica (una persona podría estar en peligro).",
  "emails.alert.severity.standard": "Categoría: {category}. Gravedad: estándar.",
  "emails.alert.severity.concern":
    "Categoría: {category}. Gravedad: para revisar (el control encontró un posible riesgo del que no está seguro).",
  "emails.alert.action.guardianUrgent":
    "Hable hoy con su hijo o hija para saber cómo está. Si cree que está en peligro en este momento, llame al 911.",
  "emails.alert.action.guardian": "Quizá quiera hablar de esto con su hijo o hija.",
  "emails.alert.action.critical":
    "Compruebe hoy cómo está el estudiante, siguiendo el protocolo de protección de su escuela. Si un menor está en peligro en este momento, llame al 911.",
  "emails.alert.action.concern": "Léala y decida si conviene hablar con el estudiante; la clase siguió con normalidad.",
  "emails.alert.action.standard": "Revísela cuando pueda.",
  "emails.alert.open": "Abra la alerta para leer la conversación (se le pedirá que inicie sesión): {link}",
  "emails.alert.course":
    "Recibe este aviso como docente de {course} en {platform}. Para abrirla desde allí: abra {course} en {platform}, abra Bloom y luego Alertas.",
  "emails.alert.yourCourse": "su curso",
  "emails.alert.yourPlatform": "su plataforma de aprendizaje",
  "emails.alert.code":
    "Si no tiene otra forma de iniciar sesión en Bloom, abra el enlace y elija «Enviarme un código de inicio de sesión»: se enviará un código de un solo uso a esta dirección ({email}).",
  "emails.alert.privacy":
    "Para proteger la privacidad del estudiante, Bloom nunca incluye en un correo lo que escribió.",
  "emails.category.suicide": "Riesgo de suicidio",
  "emails.category.self_harm": "Autolesiones",
  "emails.category.abuse": "Revelación de abuso",
  "emails.category.violence_threat": "Amenaza de violencia",
  "emails.category.sexual": "Contenido sexual",
  "emails.category.drugs": "Drogas",
  "emails.category.harassment": "Acoso",
  "emails.category.bullying": "Acoso escolar",
  "emails.category.pii": "Información personal",
  "emails.category.injection": "Intento de saltarse las reglas del tutor",

  "emails.alertCode.sent":
    "Si esta alerta se envió a ese correo, le llegará un código de inicio de sesión. Funciona durante 15 minutos.",
  "emails.alertCode.subject": "Su código para iniciar sesión en Bloom",
  "emails.alertCode.code": "Su código para abrir una alerta de seguridad en Bloom: {code}",
  "emails.alertCode.use": "Escríbalo en la página que se lo pidió. Sirve una sola vez, durante 15 minutos.",
  "emails.alertCode.ignore": "Si no lo pidió, puede ignorar este correo: nadie puede iniciar sesión sin el código.",

  "emails.seat.subject": "Bloom aún no está activado para {course}",
  "emails.seat.aCourse": "un curso",
  "emails.seat.oneOfYourCourses": "uno de sus cursos",
  "emails.seat.happened":
    "Estudiantes de {course} abrieron Bloom desde su plataforma de aprendizaje, pero la licencia de Bloom de su distrito no tiene lugares libres para ellos, así que no pudieron usarlo.",
  "emails.seat.told":
    "Se les dijo que Bloom aún no está activado para su clase y que ya se avisó a su docente; no se les mostró ningún precio.",
  "emails.seat.next":
    "Un administrador del distrito puede agregar lugares o liberar los que no se usan. La lista de la clase en Bloom muestra quién está esperando: {link}",

  "emails.modelHealth.subject": "Bloom: su modelo de IA no responde",
  "emails.modelHealth.down":
    "Bloom no pudo comunicarse varias veces seguidas con el modelo de IA que tiene configurado ({model} en {server}), desde el {when} (hora UTC).",
  "emails.modelHealth.theModel": "el modelo",
  "emails.modelHealth.itsServer": "su servidor",
  "emails.modelHealth.students":
    "Los estudiantes no se ven afectados: mientras tanto, Bloom enseña y califica con sus lecciones integradas, y vuelve a intentar con el modelo cada minuto.",
  "emails.modelHealth.dashboard":
    "El estado del modelo, con los últimos fallos y cuántas lecciones se dieron sin conexión, está en el panel: {link}",

  "emails.guardian.aStudentMidSentence": "un estudiante",
  "emails.guardian.subject": "Confirme que es madre, padre o tutor legal de {name} en Bloom",
  "emails.guardian.named":
    "{name} usa Bloom, un tutor con inteligencia artificial para las tareas de la escuela, y dio este correo como el de su madre, padre o tutor legal.",
  "emails.guardian.why":
    "Si el control de seguridad de Bloom detecta en algún momento que podría estar en peligro, Bloom le enviará un correo y usted podrá iniciar sesión para leer lo que pasó y así ayudar. No se le muestra nada hasta que usted confirme.",
  "emails.guardian.confirm":
    "Para confirmar que es madre, padre o tutor legal de {name}, abra este enlace e inicie sesión (o cree una cuenta gratuita): {link}",
  "emails.guardian.ignore":
    "Si no conoce a este estudiante, ignore este correo: no se comparte nada y el enlace deja de funcionar en 14 días.",

  "emails.consent.subject": "Su autorización para que {name} use Bloom",
  "emails.consent.subjectNoName": "Su autorización para que su hijo o hija use Bloom",
  "emails.consent.yourChild": "Su hijo o hija",
  "emails.consent.asks":
    "{name} quiere usar Bloom, un tutor con inteligencia artificial y una app de tarjetas de estudio para las tareas de la escuela. Como nos dijo que tiene menos de 13 años, la ley de Estados Unidos (COPPA) nos pide contar primero con la autorización de su madre, padre o tutor legal.",
  "emails.consent.keeps":
    "Bloom guarda lo que su hijo o hija le escribe al tutor, sus tarjetas y respuestas, y su progreso, para poder enseñarle. Nunca vende sus datos ni muestra anuncios, y usted puede pedir una copia de todo o eliminar la cuenta en cualquier momento.",
  "emails.consent.link": "Lea qué datos guarda Bloom y dé o niegue su autorización aquí: {link}",
  "emails.consent.deadline":
    "Si no recibimos su respuesta antes del {deadline} (hora UTC), la cuenta y todo lo que contiene se eliminarán. Si no esperaba este correo, puede ignorarlo.",

  "emails.local.tag": "Herramienta para desarrolladores · modo de facturación local",
  "emails.local.checkout.title": "Pago local",
  "emails.local.checkout.intro":
    "Este servidor no tiene claves de Stripe, así que la facturación funciona en modo local, que solo existe fuera de producción. No se pide ninguna tarjeta y no se mueve dinero. Completar el pago aplica los eventos que enviaría Stripe ({first} y luego {second}) mediante el manejo de webhooks de Bloom.",
  "emails.local.plan": "Plan",
  "emails.local.planStudent": "Estudiante, con cobro mensual",
  "emails.local.account": "Cuenta",
  "emails.local.expires": "Esta página vence",
  "emails.local.complete": "Completar el pago",
  "emails.local.cancel": "Cancelar",
  "emails.local.portal.title": "Portal de facturación local",
  "emails.local.portal.intro":
    "Reemplaza el portal de clientes de Stripe mientras el servidor no tiene claves de Stripe. Cancelar aplica el evento {event} que enviaría Stripe; el acceso termina de inmediato.",
  "emails.local.status": "Estado",
  "emails.local.periodEnds": "El periodo actual termina",
  "emails.local.cancelSubscription": "Cancelar la suscripción",
  "emails.local.canceled": "Tu suscripción está cancelada.",
  "emails.local.return": "Volver a Bloom",
  "emails.local.gone.title": "La sesión terminó",
  "emails.local.gone.checkoutExpired": "Este pago venció",
  "emails.local.gone.checkoutInvalid": "Este pago ya no es válido",
  "emails.local.gone.portalExpired": "Esta sesión del portal de facturación venció",
  "emails.local.gone.portalInvalid": "Esta sesión del portal de facturación ya no es válida",
  "emails.local.gone.expired": "Venció. Vuelve a empezar desde la página de precios.",
  "emails.local.gone.invalid":
    "No es válida en este servidor (puede que se haya reiniciado desde que se abrió). Vuelve a empezar desde la página de precios.",
  "emails.local.gone.back": "Volver a los precios",
};
