/** The shell's own pages: landing, pricing, account, consent, guardian, alert sign-in, information pages. */
export const pages = {} as const;
