/** The LTI tool's own pages: launch errors, deep linking, seat requests. */
export const lti = {} as const;
