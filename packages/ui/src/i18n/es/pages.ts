import type { pages as en } from "../en/pages";

/** The shell's own pages, in Spanish: "tú" for students, "usted" for parents and school staff. */
export const pages: Record<keyof typeof en, string> = {
  "landing.footer": "Pie de página",
  "landing.link.features": "Funciones",
  "landing.link.educators": "Para docentes",
  "landing.link.enterprise": "Escuelas y distritos",
  "landing.link.help": "Centro de ayuda",
  "landing.link.contact": "Contáctanos",
  "landing.link.privacy": "Privacidad",
  "landing.link.terms": "Términos",
  "landing.link.about": "Quiénes somos",
  "landing.link.careers": "Empleos",
  "landing.link.blog": "Blog",
  "landing.link.press": "Prensa",
  "landing.login": "Iniciar sesión",
  "landing.starting": "Comenzando...",
  "landing.trialActive": "Prueba activa",
  "landing.subscribed": "Suscripción activa",
  "landing.getStarted": "Empieza gratis",
  "landing.deleted": "Tu cuenta y todo lo que contenía se eliminaron.",
  "landing.hero": "Aprende lo que quieras, una buena pregunta a la vez.",
  "landing.lead":
    "Un tutor con IA paciente que te ayuda a pensar, tarjetas de estudio que saben cuándo volver y un panel que muestra cuánto has avanzado.",
  "landing.note": "Empezar es gratis • Sin tarjeta de crédito • Puedes cancelar cuando quieras",
  "landing.startLearning": "Empezar a aprender",
  "landing.trialStarted": "¡Comenzó tu prueba gratuita! {days, plural, one {Te queda # día} other {Te quedan # días}}.",
  "landing.journey": "Tu universo de aprendizaje",
  "landing.journey.explore.title": "Explora con tu tutor con IA",
  "landing.journey.explore.text":
    "Elige una materia y un tema. Tu tutor te hace las preguntas adecuadas, una a la vez, para que descubras las ideas por tu cuenta.",
  "landing.journey.recall.title": "Practica el recuerdo activo",
  "landing.journey.recall.text":
    "Convierte lo que aprendiste en tarjetas de estudio. Responde con tus propias palabras y recibe comentarios concretos al instante.",
  "landing.journey.track.title": "Sigue tu progreso",
  "landing.journey.track.text":
    "Mira en tu panel cómo crece tu dominio, tema por tema, y qué te conviene repasar después.",
  "landing.values": "Aprender, sin barreras.",
  "landing.values.socratic.title": "Socrático por diseño",
  "landing.values.socratic.text":
    "No te da las respuestas de golpe. Preguntas que te guían, pistas cuando te atoras y un siguiente paso concreto después de dos intentos.",
  "landing.values.review.title": "Repasa en el momento justo",
  "landing.values.review.text":
    "El repaso espaciado te muestra cada tarjeta justo antes de que la olvides, así tu tiempo de estudio rinde más.",
  "landing.values.mastery.title": "Un dominio que puedes ver",
  "landing.values.mastery.text":
    "Cada respuesta actualiza tu dominio de cada concepto, así tu progreso se mide, no se adivina.",
  "landing.values.schools.title": "Listo para las escuelas",
  "landing.values.schools.text":
    "Se abre desde Canvas, Schoology y Moodle, inicia sesión con tu cuenta escolar y mantiene los datos de cada estudiante como suyos.",
  "landing.audience": "Bloom para cada quien",
  "landing.audience.k12.title": "Estudiantes de primaria y secundaria",
  "landing.audience.k12.text": "Ayuda con las tareas que enseña en lugar de dar la respuesta, a tu propio ritmo.",
  "landing.audience.university.title": "Estudiantes universitarios",
  "landing.audience.university.text":
    "Avanza en cursos difíciles concepto por concepto y repasa antes de los exámenes.",
  "landing.audience.professionals.title": "Profesionales",
  "landing.audience.professionals.text": "Aprende algo nuevo en sesiones cortas que se acomodan a tu día.",
  "landing.audience.lifelong.title": "Personas mayores y quienes nunca dejan de aprender",
  "landing.audience.lifelong.text": "Explora historia, ciencias o un idioma nuevo simplemente por curiosidad.",
  "landing.audience.educators.title": "Docentes e instituciones",
  "landing.audience.educators.text": "Den a cada estudiante un tutor paciente y vean su progreso en un solo panel.",
  "landing.audience.everyone.title": "Y todos los demás",
  "landing.audience.everyone.text": "Si tienes una pregunta, hay un camino para entenderla. Empieza por ahí.",

  "pricing.heading": "Planes sencillos para cada estudiante",
  "pricing.trialExpired": "Tu prueba gratuita terminó. Suscríbete ahora para seguir usando todas las funciones.",
  "pricing.subscriptionRequired": "Comienza tu prueba gratuita o elige un plan para usar las tutorías y la práctica.",
  "pricing.billingFailed": "No se pudo abrir la facturación en este momento. Inténtalo de nuevo.",
  "pricing.checkoutFailed": "No se pudo iniciar el pago",
  "pricing.portalFailed": "No se pudo abrir el portal de facturación",
  "pricing.salesSubject": "Plan {plan}",
  "pricing.trial.name": "Prueba gratuita",
  "pricing.trial.period": "/ 7 días",
  "pricing.trial.text": "Todo el producto durante una semana. Sin tarjeta de crédito.",
  "pricing.trial.included": "Incluida en tu plan",
  "pricing.trial.ended": "Prueba terminada",
  "pricing.trial.start": "Comenzar la prueba gratuita",
  "pricing.popular": "El más elegido",
  "pricing.student.name": "Estudiante",
  "pricing.perMonth": "/ mes",
  "pricing.student.text":
    "Tutorías y tarjetas de estudio sin límite, y tu panel de progreso. Puedes cancelar cuando quieras.",
  "pricing.redirecting": "Redirigiendo...",
  "pricing.subscribe": "Suscribirme",
  "pricing.manage": "Administrar la suscripción",
  "pricing.school.name": "Escuela",
  "pricing.perStudent": "/ estudiante / mes",
  "pricing.school.text": "50 cuentas de estudiante, paneles para docentes e inicio de sesión desde tu LMS.",
  "pricing.contactSales": "Hablar con ventas",
  "pricing.corporate.name": "Empresas",
  "pricing.perUser": "/ usuario / mes",
  "pricing.corporate.text": "20 usuarios para la capacitación de tu equipo, con informes para administradores.",
  "pricing.guarantee":
    "Garantía de devolución de 30 días en los planes de pago. Mes a mes; puedes cancelar cuando quieras.",
  "pricing.faq": "Preguntas frecuentes",
  "pricing.faq.card.q": "¿Necesito una tarjeta de crédito para la prueba gratuita?",
  "pricing.faq.card.a":
    "No. La prueba gratuita de 7 días no pide ninguna tarjeta. Eliges un plan solo si quieres seguir.",
  "pricing.faq.cancel.q": "¿Puedo cancelar cuando quiera?",
  "pricing.faq.cancel.a":
    "Sí. Los planes son mes a mes y puedes cancelar desde tu cuenta en cualquier momento; conservas el acceso hasta el final del mes que pagaste.",
  "pricing.faq.refund.q": "¿Hay garantía de devolución?",
  "pricing.faq.refund.a": "Sí. Todos los planes de pago tienen una garantía de devolución de 30 días.",
  "pricing.faq.groups.q": "¿Cómo funcionan los planes para escuelas y empresas?",
  "pricing.faq.groups.a":
    "Son licencias para un grupo: los estudiantes de una escuela o el equipo de una empresa obtienen acceso con sus propias cuentas. Escribe a nuestro equipo de ventas y lo configuraremos contigo, incluido el inicio de sesión con los sistemas de tu escuela.",
  "pricing.faq.data.q": "¿Quién puede ver mis datos de aprendizaje?",
  "pricing.faq.data.a":
    "Tú y, en las cuentas escolares, tus docentes y los administradores de tu escuela. Nunca vendemos los datos de los estudiantes.",
  "pricing.freshDemo":
    "Esta es una cuenta de demostración nueva solo para ti, vacía hasta que empieces a aprender. Comienza abajo la prueba gratuita para usar con ella las tutorías y la práctica: 7 días, sin tarjeta de crédito.",
  "pricing.freshDemoDeleted":
    " Las cuentas de demostración, y todo lo que contienen, se eliminan después de {days, plural, one {# día} other {# días}}.",
  "trial.failed": "No se pudo comenzar la prueba",

  "account.heading": "Tu cuenta",
  "account.name": "Tu nombre",
  "account.demo":
    "Esta es una cuenta de demostración para probar Bloom. Se elimina, con todo lo que contiene, {days, plural, one {# día} other {# días}} después de creada. Puedes eliminarla antes aquí abajo.",
  "account.demoSoon":
    "Esta es una cuenta de demostración para probar Bloom. Se elimina, con todo lo que contiene, unos días después de creada. Puedes eliminarla antes aquí abajo.",
  "account.school":
    "Tu cuenta viene de tu escuela. Si en algún momento Bloom se preocupa por tu seguridad, se avisa a un adulto de tu escuela para que pueda ayudarte.",
  "account.guardian": "Correo de tu madre, padre o tutor (para estudiantes menores de 18 años)",
  "account.guardianHelp":
    "Si en algún momento Bloom se preocupa por tu seguridad, le escribimos a esta persona para que pueda ayudarte. Nunca le enviamos lo que escribiste. Cuando guardas un correo nuevo, le enviamos un enlace para confirmar que de verdad es esa persona. Déjalo vacío para quitarlo.",
  "account.saveFailed": "No se pudo guardar tu cuenta. Inténtalo de nuevo.",
  "account.saved": "Tu cuenta se guardó.",
  "account.saving": "Guardando...",
  "account.save": "Guardar",
  "account.language": "Idioma",
  "account.language.auto": "Automático (según tu escuela o tu navegador)",
  "account.language.en": "English",
  "account.language.es": "Español",
  "account.language.help": "El idioma de las pantallas y los correos de Bloom para ti.",
  "account.language.submit": "Guardar idioma",
  "account.language.saving": "Guardando tu idioma...",
  "account.language.saved": "Idioma guardado: Bloom ahora se muestra en español.",
  "account.language.savedAuto":
    "Idioma guardado: Bloom ahora sigue a tu escuela o a tu navegador, y aquí se muestra en español.",
  "account.language.failed": "No se pudo guardar tu idioma. Inténtalo de nuevo.",
  "account.guardianCheckFailed": "No se pudo revisar el estado de tu madre, padre o tutor.",
  "account.sendFailed": "No se pudo enviar el correo. Inténtalo de nuevo.",
  "account.guardianConfirmed": "{email} confirmó que es tu madre, padre o tutor.",
  "account.guardianNotSent":
    "Tu madre, padre o tutor ({email}) todavía no ha confirmado. Envíale un correo para que pueda hacerlo.",
  "account.guardianAnswered":
    "{email} respondió nuestro correo. Para poder ver lo que pasó si Bloom alguna vez se preocupa por ti, todavía tiene que iniciar sesión desde el enlace del correo.",
  "account.guardianWaiting":
    "Esperando a que tu madre, padre o tutor confirme. Le enviamos un enlace a {email}; pídele que lo abra (y que revise su carpeta de spam).",
  "account.sentAgain": "Volvimos a enviar el correo.",
  "account.sending": "Enviando...",
  "account.send": "Enviar el correo",
  "account.sendAgain": "Volver a enviar el correo",
  "account.downloadFailed": "No se pudieron descargar tus datos. Inténtalo de nuevo.",
  "account.deleteFailed": "No se pudo eliminar tu cuenta. Inténtalo de nuevo.",
  "account.data": "Tus datos",
  "account.dataText":
    "Descarga una copia de todo lo que Bloom guarda sobre ti: tu perfil, materias, conversaciones, tarjetas de estudio y respuestas, tu progreso y quién de tu escuela leyó tus conversaciones.",
  "account.preparing": "Preparando...",
  "account.download": "Descargar mis datos",
  "account.schoolManages":
    "Tu escuela administra tu cuenta. Para eliminarla, pídeselo a tu docente o a tu escuela, que pueden eliminarla por ti.",
  "account.deleteText": "Al eliminar tu cuenta, se borra de inmediato con todo lo que contiene. No se puede deshacer.",
  "account.delete": "Eliminar mi cuenta",
  "account.deleteTitle": "¿Eliminar tu cuenta?",
  "account.deleteDescription":
    "Tu cuenta, materias, conversaciones, tarjetas de estudio y progreso se eliminan de inmediato y no se pueden recuperar. Si tienes una suscripción de pago, se cancela.",
  "account.confirmWord": "ELIMINAR",
  "account.confirmLabel": "Escribe la palabra {word} para confirmar",
  "account.confirmHint": "Puedes usar mayúsculas o minúsculas.",
  "account.deleting": "Eliminando...",
  "account.keep": "Conservar mi cuenta",

  "age.heading": "Una pregunta antes de empezar",
  "age.intro":
    "Se lo preguntamos a todos una sola vez. Si tienes menos de 13 años, primero necesitamos que tu madre, padre o tutor diga que sí.",
  "age.label": "¿En qué año naciste?",
  "age.failed": "No se pudo guardar tu año de nacimiento. Inténtalo de nuevo.",
  "age.continue": "Continuar",
  "waiting.heading": "Esperando a tu madre, padre o tutor",
  "waiting.intro":
    "Como tienes menos de 13 años, tu madre, padre o tutor tiene que dar su permiso para que uses Bloom. Le enviaremos un correo con un enlace. En cuanto diga que sí, puedes empezar.",
  "waiting.sent":
    "Le escribimos a {email}. Pídele que busque en su bandeja de entrada (y en la de spam) un correo de Bloom.",
  "waiting.label": "Correo de tu madre, padre o tutor",
  "waiting.deadline":
    "Si nadie dice que sí en 14 días, la cuenta se elimina con todo lo que contiene, y puedes volver a registrarte más adelante.",
  "waiting.saidYes": "Ya me dieron permiso",
  "consent.keeps.identity":
    "El nombre y el correo de su hijo o hija, tomados de su inicio de sesión, y su año de nacimiento (nunca la fecha).",
  "consent.keeps.learning":
    "Lo que le escribe al tutor y las respuestas del tutor, sus tarjetas de estudio y respuestas, y su progreso, para enseñarle y mostrarle cómo va.",
  "consent.keeps.safety":
    "Seguridad: cada mensaje se revisa para detectar señales de que un niño o niña pueda estar en peligro. Si encuentra una, el tutor ofrece líneas de ayuda y, en una cuenta como esta, le envía un correo a usted, su madre, padre o tutor.",
  "consent.keeps.never":
    "Bloom nunca vende datos, nunca muestra anuncios y nunca usa el trabajo de su hijo o hija para entrenar modelos de IA. Cuando una escuela conecta su propio modelo de IA, los mensajes se le envían sin datos personales.",
  "consent.keeps.rights":
    "Puede pedir una copia de todo, o eliminar la cuenta con todo lo que contiene, en cualquier momento desde la página de la cuenta.",
  "consent.invalid": "Este enlace de consentimiento no es válido.",
  "consent.expired":
    "Este enlace venció o no es válido. Es posible que la cuenta ya se haya eliminado; su hijo o hija puede registrarse de nuevo y enviar un correo nuevo.",
  "consent.openFailed": "No se pudo abrir este enlace de consentimiento. Inténtelo de nuevo.",
  "consent.answerFailed": "No se pudo guardar su respuesta. Inténtelo de nuevo.",
  "consent.yourChild": "su hijo o hija",
  "consent.heading": "Consentimiento para que {name} use Bloom",
  "consent.thanks": "Gracias. {name} ya puede usar Bloom.",
  "consent.afterThanks":
    "Si en algún momento Bloom se preocupa por la seguridad de {name}, le enviaremos un correo. Para poder leer lo que pasó, inicie sesión (o cree una cuenta gratuita) y confirme que es su madre, padre o tutor.",
  "consent.signInConfirm": "Iniciar sesión y confirmar",
  "consent.refused": "Usted no dio su consentimiento. La cuenta y todo lo que contenía se eliminaron.",
  "consent.explain":
    "{name} se registró en Bloom, una aplicación de tutoría con IA y tarjetas de estudio para las tareas escolares, y nos dijo que tiene menos de 13 años. La ley (la Ley de Protección de la Privacidad Infantil en Línea, COPPA) pide primero su consentimiento. Esto es lo que guarda Bloom:",
  "consent.give": "Doy mi consentimiento",
  "consent.refuse": "No doy mi consentimiento",
  "consent.refuseTitle": "¿Negar el consentimiento?",
  "consent.refuseText":
    "La cuenta y todo lo que contiene se eliminarán ahora. {name} puede volver a registrarse más adelante.",
  "consent.refuseDelete": "Negar y eliminar la cuenta",
  "consent.goBack": "Volver",

  "guardian.invalid": "Este enlace no es válido.",
  "guardian.expired":
    "Este enlace venció, ya se usó o no es válido. Pídale al estudiante que le envíe uno nuevo desde la página de su cuenta.",
  "guardian.openFailed": "No se pudo abrir este enlace. Inténtelo de nuevo.",
  "guardian.theStudent": "el estudiante",
  "guardian.aStudent": "un estudiante",
  "guardian.heading": "Confirme que es madre, padre o tutor de {name}",
  "guardian.confirmed":
    "Gracias. Si en algún momento Bloom se preocupa por la seguridad de {name}, le enviaremos un correo y podrá iniciar sesión aquí para ver lo que pasó.",
  "guardian.openAlerts": "Abrir las alertas de seguridad",
  "guardian.explain":
    "{name} usa Bloom, un tutor con IA para las tareas escolares, y dio {email} como el correo de su madre, padre o tutor. Cuando usted confirme, Bloom le enviará un correo si detecta que {name} podría estar en peligro, y le permitirá leer lo que pasó para que pueda ayudar. No se comparte nada antes de que confirme.",
  "guardian.signedInAs":
    "Inició sesión como {name}. Esta cuenta será la que pueda ver las alertas de seguridad de {student}.",
  "guardian.signedInAsEmail":
    "Inició sesión como {name} ({email}). Esta cuenta será la que pueda ver las alertas de seguridad de {student}.",
  "guardian.confirming": "Confirmando...",
  "guardian.confirm": "Soy madre, padre o tutor de {name}",
  "guardian.signInFirst": "Inicie sesión, o cree una cuenta gratuita, para confirmar.",
  "guardian.signIn": "Iniciar sesión para confirmar",
  "guardian.unknown": "Si no conoce a este estudiante, cierre esta página: no se comparte nada.",

  "alertSignIn.heading": "Inicie sesión para abrir una alerta de seguridad",
  "alertSignIn.intro":
    "Bloom le escribió sobre la seguridad de un estudiante. Lo que escribió solo se muestra a los adultos que lo cuidan, después de iniciar sesión.",
  "alertSignIn.codeFailed": "No se pudo enviar el código. Inténtelo de nuevo.",
  "alertSignIn.codeWrong": "Ese código no funcionó.",
  "alertSignIn.lms": "¿Da clases en el curso del estudiante?",
  "alertSignIn.lmsText":
    "Abra el curso en su plataforma de aprendizaje (Canvas, Schoology, Moodle…), abra Bloom allí y luego Alertas. El correo indica el curso.",
  "alertSignIn.otherWay": "¿No tiene otra forma de iniciar sesión?",
  "alertSignIn.emailCode": "Enviarme un código de inicio de sesión",
  "alertSignIn.emailLabel": "El correo al que se envió la alerta",
  "alertSignIn.sending": "Enviando...",
  "alertSignIn.code": "Código de inicio de sesión",
  "alertSignIn.signingIn": "Iniciando sesión...",
  "alertSignIn.submit": "Iniciar sesión y abrir la alerta",
  "alertSignIn.again": "Usar otro correo o enviar un código nuevo",

  "info.back": "Volver a la página de inicio",
  "info.features.title": "Funciones",
  "info.features.1":
    "Un tutor socrático con IA que enseña un concepto a la vez, avanza por calentamiento, concepto nuevo, práctica guiada, comprobación formativa, ampliación y reflexión, y sigue tu dominio de cada concepto que enseña.",
  "info.features.2":
    "Tarjetas de estudio que escribes o generas a partir de un tema, calificadas por IA con comentarios sobre los errores de concepto, y programadas para repasarlas justo antes de que las olvides.",
  "info.features.3":
    "Un panel con tu dominio por materia, el tiempo dedicado, tu avance con las tarjetas y tus sesiones recientes.",
  "info.educators.title": "Para docentes",
  "info.educators.1":
    "Bloom le da a cada estudiante un tutor paciente que pregunta en lugar de dar la respuesta, para que la ayuda con las tareas construya comprensión y no copia.",
  "info.educators.2":
    "Los docentes ven el dominio de cada estudiante por tema y concepto, y pueden colocar el tutor, las tarjetas de estudio o el panel directamente en un curso de Canvas, Schoology o Moodle.",
  "info.enterprise.title": "Escuelas, empresas y distritos",
  "info.enterprise.1":
    "Los distritos se conectan mediante LTI 1.3 y su inicio de sesión único actual (Clever, ClassLink o cualquier proveedor de OpenID Connect). Las licencias cubren una escuela o todo un distrito, con informes de uso de licencias para los administradores.",
  "info.enterprise.2": "Escríbenos a {email}.",
  "info.help.title": "Primeros pasos",
  "info.help.1":
    "1. Abre Tutorías, agrega una materia y genera su temario. 2. Elige un tema: tu tutor lo planifica y empieza con una pregunta de calentamiento. 3. Responde con tus propias palabras; pide una pista cuando quieras.",
  "info.help.2":
    "Luego abre Práctica para convertir lo que aprendiste en tarjetas de estudio, y revisa tu Panel para ver cómo crece tu dominio.",
  "info.help.3": "¿Te atoraste? Escribe a {email}.",
  "info.contact.title": "Contáctanos",
  "info.contact.1": "Soporte: {email}",
  "info.contact.2": "Escuelas y empresas: {email}",
  "info.privacy.title": "Privacidad",
  "info.privacy.1":
    "Recopilamos lo que el producto necesita para enseñarte: tu nombre, correo, escuela y lo que estudias. Tus datos de aprendizaje son tuyos; pueden verlos los docentes y administradores de tu propia escuela, y nadie más.",
  "info.privacy.2":
    "Nunca vendemos datos personales ni los usamos para publicidad. Puedes pedirnos que exportemos o eliminemos tus datos en cualquier momento.",
  "info.terms.title": "Términos de uso",
  "info.terms.1":
    "Usa Bloom para aprender y sé amable en lo que escribes. Los planes de pago son mes a mes, con una garantía de devolución de 30 días, y se pueden cancelar en cualquier momento.",
  "info.terms.2":
    "Los tutores con IA pueden equivocarse: confirma los datos importantes con tu docente o una fuente confiable.",
  "info.about.title": "Acerca de Bloom",
  "info.about.1":
    "Creemos que todos aprendemos mejor cuando pensamos las cosas con una guía paciente. Bloom lleva esa guía a cada salón de clases y a cada hogar.",
  "info.careers.title": "Empleos",
  "info.careers.1": "Somos un equipo pequeño de docentes e ingenieros. Si quieres ayudar, escríbenos a {email}.",
  "info.blog.title": "Blog",
  "info.blog.1":
    "Notas sobre la ciencia del aprendizaje, la enseñanza con IA y lo que estamos construyendo. Las primeras publicaciones vienen en camino.",
  "info.press.title": "Prensa",
  "info.press.1": "Para consultas de prensa, escribe a {email}.",

  "unauthorized.heading": "Esta página no está disponible para tu cuenta",
  "unauthorized.signedIn":
    "Iniciaste sesión como {name} con el rol de {role, select, student {estudiante} teacher {docente} admin {administrador} other {{role}}}, que no incluye esta parte del producto. Si crees que es un error, pregúntale a tu docente o al administrador de tu escuela.",
  "unauthorized.signedOut": "Esta parte del producto necesita una cuenta con acceso a ella.",
  "unauthorized.signIn": "Inicia sesión",
  "unauthorized.signedOutAfter": "con esa cuenta, o pregúntale a tu docente o al administrador de tu escuela.",
  "unauthorized.dashboard": "Ir a tu panel",
  "unauthorized.or": "o",
  "unauthorized.home": "volver al inicio",
  "plans.heading": "Planes de estudio",
  "plans.text":
    "Los planes de estudio llegarán pronto. Convertirán tus metas en un camino semana a semana por tus materias.",
  "success.signInHeading": "Inicia sesión para ver tu suscripción",
  "success.signInText":
    "Esta página confirma un pago después de pagar. Inicia sesión para ver tu plan y empezar a aprender.",
  "success.seePlans": "ver los planes",
  "success.heading": "Suscripción activada",
  "success.text": "Gracias por suscribirte. Todo lo de tu plan está listo para usarse.",
  "success.confirming":
    "Estamos confirmando tu pago con nuestro proveedor de pagos; esta página se actualiza sola. Si nada cambia en un minuto, vuelve a cargarla o escríbenos.",
  "success.tutoring": "Empezar una sesión de tutoría",
  "success.guide": "Leer la guía de primeros pasos",
  "success.contact": "Escríbenos",
  "callback.noCode": "No se recibió ningún código de autorización",
  "callback.signingIn": "Iniciando tu sesión",
};
