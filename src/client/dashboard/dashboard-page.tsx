import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { PushAlertsOffer } from '../notifications/index.ts';
import { RegisterLink } from './register-link.tsx';
import { OverviewTab } from './tabs/overview-tab.tsx';
import { PassOverviewTab } from './tabs/pass-overview-tab.tsx';
import { PassesTab } from './tabs/passes-tab.tsx';
import { PastMatchesTab } from './tabs/past-matches-tab.tsx';
import { ProfileTab } from './tabs/profile-tab.tsx';
import { TransactionsTab } from './tabs/transactions-tab.tsx';
import { UpcomingTab } from './tabs/upcoming-tab.tsx';
import { m } from '../../paraglide/messages.js';
import './known-messages.ts';

const TABS = [
  { value: 'overview', label: m.account_tab_overview, Content: OverviewTab },
  { value: 'passes', label: m.account_tab_passes, Content: PassesTab },
  { value: 'profile', label: m.account_tab_profile, Content: ProfileTab },
  { value: 'transactions', label: m.account_tab_transactions, Content: TransactionsTab },
  { value: 'upcoming', label: m.account_tab_upcoming, Content: UpcomingTab },
  { value: 'past-matches', label: m.account_tab_past_matches, Content: PastMatchesTab },
] as const;

/**
 * Signed in with game credentials: that pass's dashboard only. Its Overview is the holder's own
 * name, credentials and squad; the account's profile and transactions are not shown.
 */
const PASS_TABS = [
  { value: 'overview', label: m.account_tab_overview, Content: PassOverviewTab },
  { value: 'passes', label: m.account_tab_passes, Content: PassesTab },
  { value: 'upcoming', label: m.account_tab_upcoming, Content: UpcomingTab },
  { value: 'past-matches', label: m.account_tab_past_matches, Content: PastMatchesTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'overview';

/**
 * /dashboard and /new-dashboard (docs/product.md#screens, Member dashboard), inside the signed-in area.
 * Only the open tab is mounted, so each tab asks the server for its own data when first shown.
 * The open tab is kept in the address (?tab=) so a reload or a shared link lands on it.
 */
export function DashboardPage() {
  useDocumentTitle(m.account_dashboard_title());
  const { pass } = useIdentity();
  const tabs = pass ? PASS_TABS : TABS;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find(({ value }) => value === requested)?.value ?? DEFAULT_TAB;

  const select = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageContainer className="flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{m.account_dashboard_title()}</PageHeading>
        {!pass && <RegisterLink label={m.account_buy_another_pass()} variant="outline" />}
      </div>
      {!pass && <PushAlertsOffer />}
      <Tabs value={tab} onValueChange={select} className="gap-6">
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5">
              {label()}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
