import { z } from 'zod';

/** The CSV of every user (admins only): a plain HTTP download, not a tRPC call. */
export const USER_EXPORT_PATH = '/admin/users/export';

/** A link to the export that a browser opens without a header, for a few minutes. */
export const userExportLinkSchema = z.object({
  /** A path on this site: the export with the link's proof in its `link` parameter. */
  url: z.string(),
  expiresAt: z.date(),
});
export type UserExportLink = z.infer<typeof userExportLinkSchema>;
