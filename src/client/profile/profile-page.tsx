import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AccountManagementCard } from './account-management-card.tsx';
import { BasicInformationCard } from './basic-information-card.tsx';
import { DangerZoneCard } from './danger-zone-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { ProfileOverviewCard } from './profile-overview-card.tsx';
import { PhoneAlertsCard } from './phone-alerts-card.tsx';
import { PrivacyCard } from '../privacy/index.ts';
import { m } from '../../paraglide/messages.js';
import '../i18n/identity-messages.ts';

/** /profile (docs/product.md#screens, Profile page), inside the signed-in area. */
export function ProfilePage() {
  const { user, pass, openProfile } = useIdentity();
  useDocumentTitle(m.account_tab_profile());

  if (pass) return <PassSessionNotice />;

  if (!user) {
    return (
      <PageContainer>
        <p className="text-center text-muted-foreground">{m.account_sign_in_to_view_profile()}</p>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeading>{m.account_tab_profile()}</PageHeading>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <ProfileOverviewCard user={user} />
        <div className="grid gap-6">
          <BasicInformationCard user={user} />
          <PhoneAlertsCard />
          <NotificationsCard role={user.role} />
          <PrivacyCard />
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
      <p className="text-muted-foreground">{m.account_profile_pass_session()}</p>
      <div className="flex gap-2">
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>{m.account_dashboard()}</Link>
        </Button>
        <Button type="button" onClick={() => openSignIn({ redirectUrl: paths.profile })}>
          {m.account_sign_in()}
        </Button>
      </div>
    </PageContainer>
  );
}
