import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

// The columns most entities share.

/** A random UUID primary key, made by the application. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());

export const createdAt = () => p.datetime().onCreate(() => new Date());

export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
