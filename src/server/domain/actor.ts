/** Who did something: kept on every history row and audit entry. */
export type Actor =
  | { type: 'api_key'; id: string }
  | { type: 'user'; id: string }
  | { type: 'practitioner'; id: string }
  | { type: 'operator'; id: string | null }
  | { type: 'cli'; id: string | null }
  | { type: 'system'; id: null };

export const SYSTEM: Actor = { type: 'system', id: null };
