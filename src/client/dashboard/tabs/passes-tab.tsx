import { useIdentity } from '../../lib/identity-context.ts';
import { trpc } from '../../lib/trpc.ts';
import { RegisterLink } from '../register-link.tsx';
import { PAGE_SIZE, PagedList, nextCursor } from '../paged-list.tsx';
import { PassCardView } from './pass-card.tsx';
import { m } from '../../../paraglide/messages.js';

/** My Passes: one card per paid pass, from `dashboard.passes`, a page at a time. */
export function PassesTab() {
  // A game-credential session shows one pass; registering needs the account.
  const { pass } = useIdentity();
  const passes = trpc.dashboard.passes.useInfiniteQuery(
    { limit: PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );
  return (
    <PagedList
      query={passes}
      emptyTitle={m.account_no_passes_title()}
      emptyText={m.account_no_passes_text()}
      emptyAction={pass ? undefined : <RegisterLink label={m.account_register_for_championship()} />}
    >
      {(items) => (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {items.map((pass) => (
            <li key={pass.id}>
              <PassCardView pass={pass} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
