import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  CONSENT_PURPOSES,
  GRIEVANCE_PATH,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_PURPOSES,
} from '../../shared/privacy.ts';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { paths } from '../app/paths.ts';
import { PURPOSE_WORDS } from './purposes.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The privacy notice (DPDP Rules 2025, Rule 3; docs/decisions/0027-invoices-and-data-rights.md):
 * each purpose with the data it uses, required or optional, the optional one as an unticked box,
 * how to withdraw, exercise rights and complain. Shown at sign-up and on the profile.
 */
export function PrivacyNotice({
  marketing,
  onMarketingChange,
}: {
  marketing: boolean;
  onMarketingChange: (marketing: boolean) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      tabIndex={0}
      className="grid max-h-72 gap-3 overflow-y-auto rounded-md border p-3 text-sm"
      data-testid="privacy-notice"
    >
      <h2 id={headingId} className="font-semibold">
        {m.privacy_notice_title()}
      </h2>
      <p className="text-muted-foreground">{m.privacy_notice_intro()}</p>
      <ul className="grid gap-2">
        {CONSENT_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <span className="font-medium">{PURPOSE_WORDS[purpose].title()}</span>{' '}
            <span className="text-xs text-muted-foreground">
              ({PRIVACY_PURPOSES[purpose].required ? m.privacy_required() : m.privacy_optional()})
            </span>
            <p className="text-muted-foreground">{PURPOSE_WORDS[purpose].data()}</p>
          </li>
        ))}
      </ul>
      <CheckboxField
        label={m.privacy_marketing_consent()}
        checked={marketing}
        onChange={(event) => onMarketingChange(event.target.checked)}
      />
      <p className="text-muted-foreground">{m.privacy_notice_rights()}</p>
      <p className="text-muted-foreground">
        {m.privacy_notice_complaints()}{' '}
        <Link to={GRIEVANCE_PATH} className="underline">
          {m.privacy_grievance_link()}
        </Link>{' '}
        ·{' '}
        <Link to={paths.myData} className="underline">
          {m.privacy_my_data_link()}
        </Link>
      </p>
      <p className="text-xs text-muted-foreground">
        {m.privacy_notice_version({ version: PRIVACY_NOTICE_VERSION })}
      </p>
    </section>
  );
}
