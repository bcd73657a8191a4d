import { z } from 'zod';
import {
  blogAdminIdSchema,
  blogAdminPostSchema,
  blogFeaturedInputSchema,
  blogAdminListInputSchema,
  blogIdSchema,
  blogListInputSchema,
  blogLookupSchema,
  blogPostCreateSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogPostUpdateSchema,
  blogPublishSchema,
} from '../../shared/blog.ts';
import { actorOf } from '../audit/service.ts';
import { PUBLIC_READ } from '../cache/http-cache.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import {
  adminGetPost,
  adminListPosts,
  createPost,
  deletePost,
  setPublished,
  updatePost,
} from './admin-service.ts';
import { getPublishedPost, listFeaturedPosts, listPublishedPosts } from './service.ts';

const tags = ['blog'];
const adminTags = ['admin: blog'];

/** Create, edit, publish and delete posts (docs/product.md#api, Admin). Every write is audited. */
const blogAdminRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog',
        tags: adminTags,
        summary: 'Every post, published or not',
        protect: true,
      },
    })
    .input(blogAdminListInputSchema)
    .output(z.array(blogAdminPostSchema))
    .query(({ ctx, input }) => adminListPosts(ctx.em, input.search)),

  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog/{id}',
        tags: adminTags,
        summary: 'One post, published or not',
        protect: true,
      },
    })
    .input(blogAdminIdSchema)
    .output(blogAdminPostSchema)
    .query(({ ctx, input }) => adminGetPost(ctx.em, input.id)),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/blog',
        tags: adminTags,
        summary: 'Create a post',
        protect: true,
      },
      successStatus: 201,
    })
    .input(blogPostCreateSchema)
    .output(blogAdminPostSchema)
    .mutation(({ ctx, input }) => createPost(ctx.em, actorOf(ctx), input)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/blog/{id}',
        tags: adminTags,
        summary: 'Change a post',
        protect: true,
      },
    })
    .input(blogPostUpdateSchema)
    .output(blogAdminPostSchema)
    .mutation(({ ctx, input }) => updatePost(ctx.em, actorOf(ctx), input)),

  publish: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/blog/{id}/publish',
        tags: adminTags,
        summary: 'Publish or unpublish a post',
        protect: true,
      },
    })
    .input(blogPublishSchema)
    .output(blogAdminPostSchema)
    .mutation(({ ctx, input }) => setPublished(ctx.em, actorOf(ctx), input.id, input.published)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/blog/{id}',
        tags: adminTags,
        summary: 'Delete a post',
        protect: true,
      },
    })
    .input(blogIdSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deletePost(ctx.em, actorOf(ctx), input.id)),
});

export const blogRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/blog',
        tags,
        summary: 'Published posts, newest first',
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .input(blogListInputSchema)
    .output(z.array(blogPostSummarySchema))
    .query(({ ctx, input }) => listPublishedPosts(ctx.em, input)),

  featured: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/blog/featured',
        tags,
        summary: 'Featured published posts',
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .input(blogFeaturedInputSchema)
    .output(z.array(blogPostSummarySchema))
    .query(({ ctx, input }) => listFeaturedPosts(ctx.em, input.lang)),

  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/blog/{idOrSlug}',
        tags,
        summary: 'A published post by id or slug',
        protect: false,
      },
      ...PUBLIC_READ,
    })
    .input(blogLookupSchema)
    .output(blogPostSchema)
    .query(({ ctx, input }) => getPublishedPost(ctx.em, input.idOrSlug, input.lang)),

  admin: blogAdminRouter,
});
