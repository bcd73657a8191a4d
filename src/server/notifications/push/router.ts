import { z } from 'zod';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../../shared/push.ts';
import { protectedProcedure, router } from '../../trpc/trpc.ts';
import { subscribe, unsubscribe } from './subscriptions.ts';

// Match alerts on a phone (issue 28): the dashboard asks the browser for a subscription against
// the server's public key and hands it here; the push channel sends to every one a player keeps.

const TAGS = ['notifications'];

export const pushRouter = router({
  key: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/push/key',
        tags: TAGS,
        summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
      },
    })
    .output(z.object({ publicKey: z.string() }))
    .query(async ({ ctx }) => ({ publicKey: (await ctx.services.vapidKeys(ctx.em)).publicKey })),
  subscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/push/subscriptions',
        tags: TAGS,
        summary: "Keeps this phone's push subscription for the caller (by endpoint)",
      },
    })
    .input(pushSubscriptionSchema)
    .output(z.object({ subscribed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await subscribe(ctx.em, ctx.auth.userId, input, ctx.req.headers['user-agent']);
      return { subscribed: true as const };
    }),
  unsubscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/push/subscriptions',
        tags: TAGS,
        summary: "Forgets one of the caller's phones (by endpoint)",
      },
    })
    .input(z.object({ endpoint: pushEndpointSchema }))
    .output(z.object({ removed: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({
      removed: await unsubscribe(ctx.em, ctx.auth.userId, input.endpoint),
    })),
});
