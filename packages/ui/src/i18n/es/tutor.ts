import type { tutor as en } from "../en/tutor";

/** The tutor widget, in Spanish. */
export const tutor: Record<keyof typeof en, string> = {
  // The screen around the lesson.
  "tutor.heading": "Tutorías",
  "tutor.headingLesson": "Tutorías: {subject} → {topic}",
  "tutor.chatRegion": "Chat con el tutor",
  "tutor.hideSubjects": "Ocultar materias",
  "tutor.showSubjects": "Mostrar materias",
  "tutor.hideSubjectsHint": "Oculta las materias para darle más espacio a tu lección.",
  "tutor.opening": "Abriendo {subject}...",
  "tutor.pickTopic": "Elige un tema del temario de {subject} para empezar tu lección.",
  "tutor.pickTopicAnySubject": "Elige un tema del temario de la materia para empezar tu lección.",
  "tutor.selectFirst": "Elige una materia y un tema para empezar a conversar con tu tutor.",
  "tutor.loadingSession": "Cargando tu sesión...",
  "tutor.trial.ends": "Tu prueba gratuita termina el {date} ({days, plural, one {queda # día} other {quedan # días}}).",
  "tutor.trial.subscribe": "Suscribirse",
  "tutor.trial.start": "Comienza tu prueba gratuita para conversar con tu tutor: 7 días, sin tarjeta de crédito.",
  "tutor.trial.seePlans": "Ver planes",

  // Deleting a conversation.
  "tutor.deleteConversation": "Borrar conversación",
  "tutor.deleteConversation.title": "¿Borrar esta conversación?",
  "tutor.deleteConversation.description":
    "Tus mensajes con el tutor sobre {topic} se borran para siempre. Lo que aprendiste (tu dominio) se conserva, y puedes empezar de nuevo.",
  "tutor.deleteConversation.failed": "No se pudo borrar la conversación. Inténtalo de nuevo.",
  "tutor.deleting": "Borrando...",
  "tutor.keepIt": "Conservarla",

  // The subjects list and its dialogs.
  "tutor.subjects": "Materias",
  "tutor.subjects.add": "+ Agregar materia",
  "tutor.subjects.loading": "Cargando materias",
  "tutor.subjects.loadFailed": "No se pudieron cargar las materias.",
  "tutor.subjects.empty": "Todavía no tienes materias. Agrega una arriba para empezar.",
  "tutor.subjects.deleteNamed": "Borrar {name}",
  "tutor.subjects.deleteFailed": "No se pudo borrar la materia.",
  "tutor.subjects.deleteTitle": "¿Borrar {name}?",
  "tutor.subjects.deleteTitleUnnamed": "¿Borrar esta materia?",
  "tutor.subjects.deleteDescription":
    "También se borran su temario, sus conversaciones con el tutor y sus tarjetas de estudio. Esto no se puede deshacer.",
  "tutor.subjects.delete": "Borrar materia",
  "tutor.subjects.new": "Agregar una materia nueva",
  "tutor.subjects.name": "Nombre de la materia",
  "tutor.subjects.namePlaceholder": "Escribe el nombre de la materia (p. ej., Álgebra, Biología)",
  "tutor.subjects.addFailed": "No se pudo agregar la materia.",
  "tutor.subjects.creating": "Creando...",
  "tutor.subjects.create": "Crear materia",

  // The outline.
  "tutor.outline": "Temas del temario",
  "tutor.outline.noSubject": "No hay ninguna materia elegida. Primero elige una materia.",
  "tutor.outline.loading": "Cargando el temario",
  "tutor.outline.preparing": "Preparando el temario",
  "tutor.outline.prepareFailed": "No se pudo preparar el temario.",
  "tutor.outline.addTopicFailed": "No se pudo agregar el tema al temario.",
  "tutor.outline.generating": "Generando...",
  "tutor.outline.generate": "Generar temario",
  "tutor.outline.loadFailed": "No se pudo cargar el temario.",
  "tutor.outline.none": "Todavía no hay temario para {subject}.",
  "tutor.outline.generateFailed": "No se pudo generar el temario.",
  "tutor.outline.empty": "El temario no tiene temas.",
  "tutor.outline.someTaught":
    "No hay un modelo de IA conectado, así que el tutor puede enseñar {taught} de estos {total} temas. Los demás llevan la marca “Necesita un modelo de IA”.",
  "tutor.outline.noneTaught":
    "No hay un modelo de IA conectado, y el tutor no tiene lecciones completas para estos temas. Igual puedes abrir uno para ver en qué te puede ayudar.",
  "tutor.outline.needsModel": "Necesita un modelo de IA",

  // The chat.
  "tutor.conversation": "Conversación",
  "tutor.you": "Tú",
  "tutor.tutor": "Tutor",
  "tutor.typing": "El tutor está escribiendo...",
  "tutor.sendFailed": "No se pudo enviar.",
  "tutor.connectionLost":
    "La conexión con Bloom dejó de responder, así que es posible que esto no se haya enviado. Tu mensaje se conserva: presiona Reenviar.",
  "tutor.resend": "Reenviar",
  "tutor.messageLabel": "Mensaje para tu tutor",
  "tutor.messagePlaceholder": "Escribe tu respuesta o tu pregunta...",
  "tutor.send": "Enviar",

  // Opening a lesson and changing section.
  "tutor.session.loadFailed": "No se pudo cargar la sesión.",
  "tutor.session.createFailed": "No se pudo crear la sesión.",
  "tutor.section.changeFailed": "No se pudo cambiar de sección.",
  "tutor.loading.preparingFor": "Preparando la sesión de: {subject}",
  "tutor.loading.switchingTo": "Cambiando a: {subject}",
  "tutor.loading.preparing": "Preparando tu sesión",
  "tutor.loading.switching": "Cambiando de sección",
  "tutor.loading.note":
    "Esto puede tardar hasta 24 segundos mientras preparamos tu experiencia de aprendizaje personalizada",
  "tutor.loading.researching": "Investigando las secciones del tema",
  "tutor.loading.concepts": "Reuniendo los conceptos clave",
  "tutor.loading.plan": "Creando el plan de lección socrático",
  "tutor.loading.questions": "Preparando preguntas formativas",
  "tutor.loading.knowledge": "Construyendo la base de conocimientos",
  "tutor.loading.adaptive": "Configurando el aprendizaje adaptativo",
  "tutor.loading.finalizing": "Terminando de preparar tu sesión",
  "tutor.loading.switchingSection": "Cambiando a la nueva sección",
  "tutor.loading.context": "Actualizando el contexto de aprendizaje",

  // The lesson's side panel and, on small screens, its carousel.
  "tutor.panel": "Avance de la lección",
  "tutor.breadcrumb": "Ruta de navegación",
  "tutor.overall": "Dominio general:",
  "tutor.sections": "Secciones del tema",
  "tutor.sectionMastery": "Dominio de {section}",
  "tutor.facts": "Datos",
  "tutor.mistakes": "Errores",
  "tutor.none": "Ninguno",
  "tutor.carousel": "carrusel",
  "tutor.previousSection": "Sección anterior",
  "tutor.nextSection": "Sección siguiente",
  "tutor.sectionOf": "Sección {index} de {count}",
};
