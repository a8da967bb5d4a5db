/** What the tutor and the grader say themselves, around the model's words. */
export const tutor = {} as const;
