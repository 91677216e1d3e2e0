import { router } from '../../../trpc';

export const practitionerRouter = router({});
