import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Avatar } from '../components/ui/avatar.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import type { IdentityUser } from '../lib/identity-context.ts';
import { localized } from '../i18n/format.ts';
import { m } from '../../paraglide/messages.js';

const memberSince = localized(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** Full name, else the part of the e-mail before the @, else User. */
function displayName(user: IdentityUser): string {
  return user.fullName?.trim() || user.email?.split('@')[0] || m.account_user_fallback();
}

async function copyUserId(id: string) {
  try {
    await navigator.clipboard.writeText(id);
    toast.success(m.account_user_id_copied());
  } catch {
    toast.error(m.account_user_id_copy_failed());
  }
}

export function ProfileOverviewCard({ user }: { user: IdentityUser }) {
  const name = displayName(user);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.account_profile_overview()}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar name={name} src={user.imageUrl} className="size-20 text-3xl" />
          <div className="grid gap-1">
            <p className="text-lg font-semibold break-words">{name}</p>
            {user.email && <p className="text-sm break-all text-muted-foreground">{user.email}</p>}
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Badge>{m.account_pro_member()}</Badge>
            <Badge variant={user.emailVerified ? 'secondary' : 'outline'}>
              {user.emailVerified ? m.account_verified() : m.account_unverified()}
            </Badge>
          </div>
          <div className="flex max-w-full items-center gap-1 rounded-md bg-muted px-2 py-1">
            <code className="truncate text-xs" data-testid="user-id">
              {user.id}
            </code>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={m.account_copy_user_id()}
              onClick={() => void copyUserId(user.id)}
            >
              <CopyIcon />
            </Button>
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{m.account_email()}</dt>
            <dd className="break-all">{user.email ?? m.account_not_available()}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{m.account_member_since()}</dt>
            <dd>{user.createdAt ? memberSince().format(user.createdAt) : m.account_not_available()}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{m.account_phone()}</dt>
            <dd>{user.phone || m.account_not_added()}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
