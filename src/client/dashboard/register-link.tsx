import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { searchWithIntent, NO_INTENT } from '../lib/register-intent.ts';

/** Opens the registration wizard on the landing page (where it lives), with nothing pre-chosen. */
export const REGISTER_URL = `${paths.home}${searchWithIntent('', NO_INTENT)}`;

/** "Buy another pass" on the dashboard, and the empty dashboard's way in. */
export function RegisterLink({
  label,
  variant = 'default',
}: {
  label: string;
  variant?: 'default' | 'outline';
}) {
  return (
    <Link to={REGISTER_URL} className={buttonVariants({ variant })}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Link>
  );
}
