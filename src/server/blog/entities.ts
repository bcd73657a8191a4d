import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';

const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(120).unique(),
    title: p.string().length(200),
    excerpt: p.string().length(500).default(''),
    /** Sanitised HTML. */
    content: p.text(),
    thumbnail: p.string().length(2048).nullable(),
    featured: p.boolean().default(false),
    published: p.boolean().default(false),
    /** Kept with the content so lists never load it. */
    readTimeMinutes: p.integer().default(1),
    /** The Hindi version, all four set or all null (null: the post is in English only). */
    titleHi: p.string().length(200).nullable(),
    excerptHi: p.string().length(500).nullable(),
    /** Sanitised HTML. */
    contentHi: p.text().nullable(),
    readTimeMinutesHi: p.integer().nullable(),
    /** Set when the post is first published; lists are ordered by it. */
    publishedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [{ properties: ['published', 'publishedAt'] }],
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
