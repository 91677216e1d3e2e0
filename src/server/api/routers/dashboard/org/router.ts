import { router } from '../../../trpc';

export const orgRouter = router({});
