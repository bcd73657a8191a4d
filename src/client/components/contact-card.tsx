import type { ReactNode } from 'react';
import { Building2Icon, InfoIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ContactDetails } from '../../shared/pages.ts';
import { Card, CardContent } from './ui/card.tsx';
import { m } from '../../paraglide/messages.js';

/** The contact page shows its structured details when at least one is filled in. */
export function hasContactDetails(contact: ContactDetails | null): contact is ContactDetails {
  if (!contact) return false;
  return [contact.orgName, contact.email, contact.phone, contact.address, contact.additional].some(
    (value) => value !== null && value.trim() !== '',
  );
}

function present(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A <dl> may group its term and description in a <div>, and nothing deeper.
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

export function ContactCard({ contact }: { contact: ContactDetails }) {
  const { orgName, email, phone, address, additional } = contact;
  const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

  return (
    <Card>
      <CardContent>
        <dl className="flex flex-col gap-5 text-base">
          {present(orgName) && (
            <Row icon={Building2Icon} label={m.site_contact_organisation()}>
              <span className="font-semibold">{orgName}</span>
            </Row>
          )}
          {present(email) && (
            <Row icon={MailIcon} label={m.site_contact_email()}>
              <a className={linkClass} href={`mailto:${email.trim()}`}>
                {email}
              </a>
            </Row>
          )}
          {present(phone) && (
            <Row icon={PhoneIcon} label={m.site_contact_phone()}>
              <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </Row>
          )}
          {present(address) && (
            <Row icon={MapPinIcon} label={m.site_contact_address()}>
              {address}
            </Row>
          )}
          {present(additional) && (
            <Row icon={InfoIcon} label={m.site_contact_additional()}>
              {additional}
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
