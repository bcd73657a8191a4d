import { useSearchParams } from 'react-router-dom';
import { UserDetail } from './user-detail.tsx';
import { UsersList } from './users-list.tsx';
import { readUsersView } from './users-params.ts';

/** The console's Users section: the list of accounts, or one account's detail when `user` names one. */
export function UsersSection() {
  const [params] = useSearchParams();
  const { user } = readUsersView(params);
  return user ? <UserDetail id={user} /> : <UsersList />;
}
