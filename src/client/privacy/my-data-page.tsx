import { Link } from 'react-router-dom';
import {
  MY_DATA_HTML_PATH,
  MY_DATA_JSON_PATH,
  MY_DATA_SECTIONS,
  type MyDataSection,
} from '../../shared/privacy.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../app/paths.ts';
import { formatCount } from '../i18n/format.ts';
import { useIdentity } from '../lib/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RECIPIENT_WORDS, SECTION_WORDS } from './purposes.ts';
import { m } from '../../paraglide/messages.js';

/**
 * /profile/my-data (DPDP Act s.11; docs/decisions/0027-invoices-and-data-rights.md, "My data"):
 * what we hold, counted per kind, with whom it was shared, and the downloads.
 */
const FIELD_LABELS = {
  first_name: m.privacy_field_first_name,
  last_name: m.privacy_field_last_name,
  email: m.privacy_field_email,
  phone: m.privacy_field_phone,
  city: m.privacy_field_city,
  state: m.privacy_field_state,
} as const;

export function MyDataPage() {
  const { user } = useIdentity();
  useDocumentTitle(m.privacy_my_data_title());
  const summary = trpc.privacy.myData.useQuery(undefined, { enabled: !!user });

  return (
    <PageContainer className="flex flex-col gap-6">
      <PageHeading>{m.privacy_my_data_title()}</PageHeading>
      <p className="text-muted-foreground">{m.privacy_my_data_intro()}</p>
      <div className="flex flex-wrap gap-2">
        {/* Plain links: the browser downloads with the session cookie. */}
        <Button asChild>
          <a href={MY_DATA_JSON_PATH} download>
            {m.privacy_download_json()}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={MY_DATA_HTML_PATH} target="_blank" rel="noopener">
            {m.privacy_open_html()}
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.profile}>{m.privacy_back_to_profile()}</Link>
        </Button>
      </div>
      {!summary.data ? (
        <Spinner />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card>
            <CardHeader>
              <CardTitle>{m.privacy_what_we_hold()}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {summary.data.account && (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {(['first_name', 'last_name', 'email', 'phone', 'city', 'state'] as const).map(
                    (field) =>
                      summary.data.account?.[field] && (
                        <div key={field} className="contents">
                          <dt className="text-muted-foreground">{FIELD_LABELS[field]()}</dt>
                          <dd>{summary.data.account[field]}</dd>
                        </div>
                      ),
                  )}
                </dl>
              )}
              <ul className="divide-y text-sm">
                {(Object.keys(MY_DATA_SECTIONS) as MyDataSection[]).map((section) => (
                  <li key={section} className="flex justify-between gap-4 py-2">
                    <span>{SECTION_WORDS[section]()}</span>
                    <span className="text-muted-foreground">
                      {m.privacy_records_count({
                        count: formatCount(
                          MY_DATA_SECTIONS[section].reduce((n, t) => n + (summary.data.counts[t] ?? 0), 0),
                        ),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{m.privacy_shared_with()}</CardTitle>
            </CardHeader>
            <CardContent>
              {summary.data.sharedWith.length ? (
                <ul className="divide-y text-sm">
                  {summary.data.sharedWith.map((r) => (
                    <li key={r.recipient} className="flex justify-between gap-4 py-2">
                      <span>{RECIPIENT_WORDS[r.recipient]()}</span>
                      <span className="text-muted-foreground">
                        {m.privacy_records_count({ count: formatCount(r.records) })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{m.privacy_shared_none()}</p>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
