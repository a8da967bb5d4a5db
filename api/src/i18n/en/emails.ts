/** Every email the product sends: safety alerts, sign-in codes, seat requests, receipts, model health. */
export const emails = {} as const;
