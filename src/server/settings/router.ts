import { z } from 'zod';
import {
  settingCreateSchema,
  settingNameInputSchema,
  settingPutSchema,
  settingSchema,
} from '../../shared/settings.ts';
import { actorOf } from '../audit/service.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';
import { createSetting, deleteSetting, getSetting, listSettings, putSetting } from './admin-service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';

const tags = ['admin: env'];

/** Named environment settings (docs/product.md#api: /admin/env). Secret values are only shown masked. */
export const settingsRouter = router({
  admin: router({
    list: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/admin/env',
          tags,
          summary: 'Every setting, secrets masked',
          protect: true,
        },
      })
      .output(z.array(settingSchema))
      .query(({ ctx }) => listSettings(ctx.em)),

    create: adminProcedure
      .meta({
        openapi: { method: 'POST', path: '/admin/env', tags, summary: 'Add a setting', protect: true },
        successStatus: 201,
      })
      .input(settingCreateSchema)
      .output(settingSchema)
      .mutation(({ ctx, input }) =>
        createSetting(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings), actorOf(ctx), input),
      ),

    get: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/admin/env/{env}',
          tags,
          summary: 'One setting, secret masked',
          protect: true,
        },
      })
      .input(settingNameInputSchema)
      .output(settingSchema)
      .query(({ ctx, input }) => getSetting(ctx.em, input.env)),

    put: adminProcedure
      .meta({
        openapi: { method: 'PUT', path: '/admin/env/{env}', tags, summary: 'Set a setting', protect: true },
      })
      .input(settingPutSchema)
      .output(settingSchema)
      .mutation(({ ctx, input }) =>
        putSetting(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings), actorOf(ctx), { ...input, name: input.env }),
      ),

    delete: adminProcedure
      .meta({
        openapi: {
          method: 'DELETE',
          path: '/admin/env/{env}',
          tags,
          summary: 'Remove a setting',
          protect: true,
        },
      })
      .input(settingNameInputSchema)
      .output(z.object({ name: z.string() }))
      .mutation(({ ctx, input }) => deleteSetting(ctx.em, actorOf(ctx), input.env)),
  }),
});
