import { Migration20261122173748_Initial } from './Migration20261122173748_Initial.ts';

/** Applied in this order; `npm run db:migration:create` rewrites this file. */
export const migrations = [{ name: 'Migration20261122173748_Initial', class: Migration20261122173748_Initial }];
