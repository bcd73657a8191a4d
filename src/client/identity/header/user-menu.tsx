import { Link } from 'react-router-dom';
import { LayoutDashboardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { displayFirstName } from '../../../shared/users.ts';
import { paths } from '../../app/paths.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useIdentity } from '../../lib/identity-context.ts';
import type { IdentityUser } from '../../lib/identity-context.ts';
import { UserSummary } from './user-summary.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * The header's user menu from sm up: Profile, Dashboard, Account Settings, Sign Out. A session
 * opened with game credentials has no account: Dashboard and Sign Out only.
 */
export function UserMenu({ user }: { user: IdentityUser }) {
  const { openProfile, signOut, pass } = useIdentity();
  const firstName = displayFirstName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={m.user_menu_open()}
      >
        <Avatar name={firstName} src={user.imageUrl} />
        <span className="hidden max-w-32 truncate text-sm font-medium md:inline">{firstName}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!pass && (
          <DropdownMenuItem asChild>
            <Link to={paths.profile}>
              <UserIcon /> {m.nav_profile()}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboardIcon /> {m.nav_dashboard()}
          </Link>
        </DropdownMenuItem>
        {!pass && (
          <DropdownMenuItem onSelect={() => openProfile()}>
            <SettingsIcon /> {m.account_settings()}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon /> {m.sign_out()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
