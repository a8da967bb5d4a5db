/** The dashboard widget: progress, subjects, teachers' and district views, safety alerts. */
export const dashboard = {} as const;
