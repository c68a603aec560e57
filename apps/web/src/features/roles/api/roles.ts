/** A role's keys are the signed-in user's permissions when it is their own role: `auth` refreshes too. */
export const ROLE_READERS = ['auth'] as const;
