import { displayFirstName } from '../../../shared/users.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { IdentityUser } from '../../lib/identity-context.ts';

/** Avatar, first name, the plan label (Pro for every user, docs/product.md#messages-and-constants) and the e-mail. */
export function UserSummary({ user }: { user: IdentityUser }) {
  const firstName = displayFirstName(user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={firstName} src={user.imageUrl} className="size-9" />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span className="truncate">{firstName}</span>
          <Badge variant="secondary">Pro</Badge>
        </p>
        {user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
      </div>
    </div>
  );
}
