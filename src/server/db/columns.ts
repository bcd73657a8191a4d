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

/** Whether a path or query value can be a primary key at all (it is not looked up otherwise). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
