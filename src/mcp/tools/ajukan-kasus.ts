import { caseSchema } from '~/shared/v1/case-schema';
import { createCaseBody, isContactEmail, isLongEnoughStory, MIN_STORY_LENGTH } from '~/shared/v1/create-case-body';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { defineTool, WRITES } from './tool';

const body = restBody(createCaseBody, {
  nama_kontak: 'contact_name',
  email_kontak: 'contact_email',
  cerita: 'story',
  telepon_kontak: 'contact_phone',
  bidang: 'area',
  urgensi: 'urgency',
  budget: 'budget_range',
});
const args = argsFromBody(body);

export const ajukanKasus = defineTool({
  name: 'ajukan_kasus',
  title: 'Ajukan kasus',
  description:
    'Submits a custom matter to the case board when no catalog service fits (or the service is bid-based). Practitioners bid on it; ' +
    'follow with status_kasus and choose with pilih_penawaran. Promise the user no outcome.',
  inputSchema: {
    ...args,
    // The endpoint's own EMAIL_INVALID and STORY_TOO_SHORT rules, checked before the call with the same functions.
    email_kontak: args.email_kontak.refine(isContactEmail, 'must be a valid e-mail address'),
    cerita: args.cerita.refine(isLongEnoughStory, `at least ${MIN_STORY_LENGTH} characters`),
  },
  outputSchema: caseSchema,
  annotations: WRITES,
  body,
  request: (a) => ({ method: 'POST', path: '/cases', body: bodyFromArgs(a, body) }),
});
