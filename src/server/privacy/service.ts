import type { EntityManager } from '@mikro-orm/postgresql';
import { userIdOfLocalAccount } from '../users/service.ts';
import { eraseAccount } from './erasure.ts';

// What other features use of privacy's higher layer: erasure (the data download is privacy's own
// routes). The consent records are privacy/index.ts.
export { eraseAccount } from './erasure.ts';
export { myData } from './my-data.ts';

/** After the local provider deleted an account: erase ours and everything of the person. */
export async function eraseLocalAccount(em: EntityManager, authUserId: string): Promise<void> {
  const userId = await userIdOfLocalAccount(em, authUserId);
  if (userId) await eraseAccount(em, userId);
}
