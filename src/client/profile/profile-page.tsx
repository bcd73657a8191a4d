import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { useIdentity } from '../identity/identity-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AccountManagementCard } from './account-management-card.tsx';
import { BasicInformationCard } from './basic-information-card.tsx';
import { DangerZoneCard } from './danger-zone-card.tsx';
import { ProfileOverviewCard } from './profile-overview-card.tsx';

/** /profile (spec section 2, Profile page), inside the signed-in area. */
export function ProfilePage() {
  const { user, pass, openProfile } = useIdentity();
  useDocumentTitle('Profile');

  if (pass) return <PassSessionNotice />;

  if (!user) {
    return (
      <PageContainer>
        <p className="text-center text-muted-foreground">Please sign in to view your profile.</p>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeading>Profile</PageHeading>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <ProfileOverviewCard user={user} />
        <div className="grid gap-6">
          <BasicInformationCard user={user} />
          <AccountManagementCard onManage={(section) => openProfile({ section })} />
          <DangerZoneCard onContinue={() => openProfile({ section: 'privacy' })} />
        </div>
      </div>
    </PageContainer>
  );
}

/** Game credentials open their pass's dashboard, not the account's profile. */
function PassSessionNotice() {
  const { openSignIn } = useIdentity();
  return (
    <PageContainer className="flex max-w-md flex-col items-center gap-4 text-center">
      <p className="text-muted-foreground">
        You are signed in with game credentials, which open only the dashboard of their pass. Sign in with
        your account to view your profile.
      </p>
      <div className="flex gap-2">
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Dashboard</Link>
        </Button>
        <Button type="button" onClick={() => openSignIn({ redirectUrl: paths.profile })}>
          Sign In
        </Button>
      </div>
    </PageContainer>
  );
}
