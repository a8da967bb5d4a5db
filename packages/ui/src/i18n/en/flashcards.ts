/** The flashcards widget: practice, Quick Test, card sets, generating cards. */
export const flashcards = {} as const;
