/** The account page's query key for the person's sessions (the password form refreshes it too). */
export const SESSIONS_KEY = ['account', 'sessions'] as const;
