import { z } from 'zod';
import { text } from '~/shared/v1/limits';

export const MIN_STORY_LENGTH = 30;

// Pragmatic address check (what HTML's type=email accepts): one @, a dotted domain, no spaces.
const CONTACT_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The two rules POST /v1/cases answers with their own error codes (EMAIL_INVALID, STORY_TOO_SHORT) rather
 * than 422 VALIDATION, so they are checked by the domain, not by the body schema; the MCP tool checks them
 * before the call with these same functions.
 */
export const isContactEmail = (value: string) => CONTACT_EMAIL.test(value.trim());
export const isLongEnoughStory = (value: string) => [...value.trim()].length >= MIN_STORY_LENGTH;

/** Body of POST /v1/cases; the MCP tool `ajukan_kasus` takes its arguments from these same fields. */
export const createCaseBody = z.strictObject({
  contact_name: text().min(1).describe('Contact person'),
  contact_email: text().describe('Contact e-mail (valid address, else EMAIL_INVALID)'),
  story: text().describe('What happened and what is needed, at least 30 characters (else STORY_TOO_SHORT)'),
  contact_phone: text().nullish().describe('Phone number'),
  area: text().nullish().describe('Area of law'),
  urgency: text().nullish().describe('How urgent'),
  budget_range: text().nullish().describe('Budget range'),
});
