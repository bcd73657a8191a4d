import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { useIdentity } from '../identity/identity-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AccountManagementCard } from './account-management-card.tsx';
import { BasicInformationCard } from './basic-information-card.tsx';
import { DangerZoneCard } from './danger-zone-card.tsx';
import { ProfileOverviewCard } from './profile-overview-card.tsx';

/** /profile (spec section 2, Profile page), inside the signed-in area. */
export function ProfilePage() {
  const { user, openProfile } = useIdentity();
  useDocumentTitle('Profile');

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
