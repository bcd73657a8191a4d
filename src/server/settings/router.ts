import { z } from 'zod';
import {
  settingCreateSchema,
  settingNameInputSchema,
  settingPutSchema,
  settingSchema,
  tierTextsSchema,
} from '../../shared/settings.ts';
import { actorOf } from '../audit/service.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { createSetting, deleteSetting, getSetting, listSettings, putSetting } from './admin-service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { getTierTexts } from './service.ts';

const tags = ['admin: env'];

/** Named environment settings (docs/product.md#api: /admin/env). Secret values are only shown masked. */
export const settingsRouter = router({
  /** The tiers' names and lines an organiser set in both languages (issue 27); null: the default. */
  tiers: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/tiers',
        tags: ['settings'],
        summary: "The tiers' names and the line under them an organiser set, per language",
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .output(tierTextsSchema)
    .query(({ ctx }) => getTierTexts(ctx.em, ctx.secretBox(SEAL_PURPOSE.settings))),

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
