/** The dashboard's views for teachers, schools and districts: classes, students, safety alerts, records, retention, deliveries, model health. */
export const oversight = {} as const;
