import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Avatar } from '../components/ui/avatar.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import type { IdentityUser } from '../identity/identity-context.ts';
import { localized } from '../i18n/format.ts';

const memberSince = localized(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** Full name, else the part of the e-mail before the @, else User. */
function displayName(user: IdentityUser): string {
  return user.fullName?.trim() || user.email?.split('@')[0] || 'User';
}

async function copyUserId(id: string) {
  try {
    await navigator.clipboard.writeText(id);
    toast.success('User ID copied!');
  } catch {
    toast.error('Could not copy the user ID.');
  }
}

export function ProfileOverviewCard({ user }: { user: IdentityUser }) {
  const name = displayName(user);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar name={name} src={user.imageUrl} className="size-20 text-3xl" />
          <div className="grid gap-1">
            <p className="text-lg font-semibold break-words">{name}</p>
            {user.email && <p className="text-sm break-all text-muted-foreground">{user.email}</p>}
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Badge>Pro Member</Badge>
            <Badge variant={user.emailVerified ? 'secondary' : 'outline'}>
              {user.emailVerified ? 'Verified' : 'Unverified'}
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
              aria-label="Copy user ID"
              onClick={() => void copyUserId(user.id)}
            >
              <CopyIcon />
            </Button>
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{user.email ?? 'N/A'}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Member Since</dt>
            <dd>{user.createdAt ? memberSince().format(user.createdAt) : 'N/A'}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{user.phone || 'Not added'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
