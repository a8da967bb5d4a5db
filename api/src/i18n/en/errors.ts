/** The API's error sentences, the `error` of every `{ error, code }`. */
export const errors = {} as const;
