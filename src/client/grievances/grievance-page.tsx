import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GrievanceOfficer } from '../../shared/grievances.ts';
import { paths } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Button } from '../components/ui/button.tsx';
import { formatCount } from '../i18n/format.ts';
import { useIdentity } from '../lib/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { GrievanceForm } from './grievance-form.tsx';
import { GrievanceList } from './grievance-list.tsx';
import { m } from '../../paraglide/messages.js';
import './known-messages.ts';

// /grievance (docs/decisions/0027-invoices-and-data-rights.md): the grievance officer's contact
// (settings), the response time and the way to the Data Protection Board, rendered on the server
// for everyone; a signed-in player raises a grievance here and follows its answers.

export function GrievancePage() {
  useDocumentTitle(m.grievance_page_title());
  const officer = trpc.grievances.officer.useQuery();

  return (
    <PageContainer className="max-w-3xl">
      <article className="flex flex-col gap-8">
        <PageHeading>{m.grievance_page_title()}</PageHeading>
        <p>{m.grievance_intro()}</p>
        {officer.data ? (
          <OfficerDetails officer={officer.data} />
        ) : (
          <p role="status" className="text-muted-foreground">
            {m.loading_page()}
          </p>
        )}
        <PlayerGrievances />
      </article>
    </PageContainer>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OfficerDetails({ officer }: { officer: GrievanceOfficer }) {
  const days = formatCount(officer.responseDays);
  return (
    <>
      <Part id="grievance-officer" title={m.grievance_officer_heading()}>
        {officer.name || officer.email ? (
          <dl
            className="grid gap-2 rounded-xl border p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6"
            data-testid="grievance-officer"
          >
            {officer.name && (
              <>
                <dt className="text-sm text-muted-foreground">{m.grievance_officer_name()}</dt>
                <dd className="font-medium">{officer.name}</dd>
              </>
            )}
            {officer.email && (
              <>
                <dt className="text-sm text-muted-foreground">{m.grievance_officer_email()}</dt>
                <dd>
                  <a href={`mailto:${officer.email}`} className="font-medium text-primary underline">
                    {officer.email}
                  </a>
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p>
            {m.grievance_officer_missing()}{' '}
            <Link to={paths.contactUs} className="text-primary underline">
              {m.site_page_contact_us()}
            </Link>
          </p>
        )}
        <p data-testid="grievance-response-time">{m.grievance_response_time({ days })}</p>
      </Part>
      <Part id="grievance-board" title={m.grievance_board_heading()}>
        <p>{m.grievance_board_text({ days })}</p>
      </Part>
    </>
  );
}

/** The form and the player's own grievances; a sign-in prompt for anyone else. */
function PlayerGrievances() {
  const identity = useIdentity();
  const signedIn = identity.isSignedIn && !identity.pass;
  return (
    <Part id="grievance-form-heading" title={m.grievance_form_heading()}>
      {signedIn ? (
        <>
          <GrievanceForm />
          <GrievanceList />
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border p-4">
          <p>{m.grievance_sign_in_text()}</p>
          <Button type="button" onClick={() => identity.openSignIn({ redirectUrl: paths.grievance })}>
            {m.grievance_sign_in()}
          </Button>
        </div>
      )}
    </Part>
  );
}
