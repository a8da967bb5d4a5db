/** The tutor widget: subjects, lessons, chat, the lesson's side panel. */
export const tutor = {} as const;
