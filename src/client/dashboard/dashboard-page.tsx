import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { OverviewTab } from './tabs/overview-tab.tsx';
import { PassesTab } from './tabs/passes-tab.tsx';
import { PastMatchesTab } from './tabs/past-matches-tab.tsx';
import { ProfileTab } from './tabs/profile-tab.tsx';
import { TransactionsTab } from './tabs/transactions-tab.tsx';
import { UpcomingTab } from './tabs/upcoming-tab.tsx';

const TABS = [
  { value: 'overview', label: 'Overview', Content: OverviewTab },
  { value: 'passes', label: 'My Passes', Content: PassesTab },
  { value: 'profile', label: 'Profile', Content: ProfileTab },
  { value: 'transactions', label: 'Transactions', Content: TransactionsTab },
  { value: 'upcoming', label: 'Upcoming', Content: UpcomingTab },
  { value: 'past-matches', label: 'Past Matches', Content: PastMatchesTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'overview';
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /dashboard and /new-dashboard (spec section 2, Member dashboard), inside the signed-in area.
 * Only the open tab is mounted, so each tab asks the server for its own data when first shown.
 * The open tab is kept in the address (?tab=) so a reload or a shared link lands on it.
 */
export function DashboardPage() {
  useDocumentTitle('Member Dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;

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
      <PageHeading>Member Dashboard</PageHeading>
      <Tabs value={tab} onValueChange={select} className="gap-6">
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
