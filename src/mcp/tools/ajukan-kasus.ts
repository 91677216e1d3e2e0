import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
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
  description: TOOL_DESCRIPTIONS.ajukan_kasus,
  inputSchema: {
    ...args,
    // The endpoint's own EMAIL_INVALID and STORY_TOO_SHORT rules, checked before the call with the same functions;
    // `format: email` and `minLength` say them in the published input schema too (a refine alone is invisible there).
    email_kontak: args.email_kontak.meta({ format: 'email' }).refine(isContactEmail, 'must be a valid e-mail address'),
    cerita: args.cerita.min(MIN_STORY_LENGTH).refine(isLongEnoughStory, `at least ${MIN_STORY_LENGTH} characters`),
  },
  outputSchema: caseSchema,
  annotations: WRITES,
  body,
  request: (a) => ({ method: 'POST', path: '/cases', body: bodyFromArgs(a, body) }),
});
