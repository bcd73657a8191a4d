import { authRouter } from '../auth/router.ts';
import { pageRouter } from '../pages/router.ts';
import { userSyncRouter } from '../users/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  page: pageRouter,
  users: userSyncRouter,
});

export type AppRouter = typeof appRouter;
