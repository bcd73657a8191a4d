import { useSearchParams } from 'react-router-dom';
import { RegistrationDetail } from './registration-detail.tsx';
import { RegistrationsList } from './registrations-list.tsx';
import { readRegistrationsView } from './registrations-params.ts';

/** The console's Registrations section: every registration, or one's detail when `registration` names one. */
export function RegistrationsSection() {
  const [params] = useSearchParams();
  const { registration } = readRegistrationsView(params);
  return registration ? <RegistrationDetail id={registration} /> : <RegistrationsList />;
}
