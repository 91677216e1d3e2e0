import { router } from '../../../trpc';

export const staffRouter = router({});
