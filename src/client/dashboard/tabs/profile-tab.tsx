import type { PlayerProfile } from '../../../shared/users.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { trpc } from '../../lib/trpc.ts';
import { TabError, TabLoading } from '../tab-states.tsx';
import { ProfileForm } from '../../profile/index.ts';
import { m } from '../../../paraglide/messages.js';

/** Profile: the player's details from `users.profile.get`, saved with `users.profile.update` (ProfileForm, client/profile). */
export function ProfileTab() {
  const profile = trpc.users.profile.get.useQuery(undefined, {
    // A refetch on focus would not replace what the player is typing, but there is nothing new to
    // learn either: the only writer is this form.
    refetchOnWindowFocus: false,
  });
  if (profile.isPending) return <TabLoading cards={1} />;
  if (profile.isError) return <TabError error={profile.error} onRetry={profile.refetch} />;

  const { email, age: _age, publicNameShown: _shown, ...saved } = profile.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.account_tab_profile()}</CardTitle>
        <CardDescription>{m.account_profile_tab_description()}</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileForm email={email} saved={saved satisfies PlayerProfile} />
      </CardContent>
    </Card>
  );
}
