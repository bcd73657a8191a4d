import { pageRouter } from '../pages/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  page: pageRouter,
});

export type AppRouter = typeof appRouter;
