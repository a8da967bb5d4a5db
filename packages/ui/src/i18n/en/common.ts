/** Shared pieces every screen uses: dialogs, buttons, loading, errors from the API client. */
export const common = {} as const;
