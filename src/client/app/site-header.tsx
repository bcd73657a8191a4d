import { Link, useLocation } from 'react-router-dom';
import { BRAND_NAME } from './brand.ts';
import { isHomePath, paths, siteLinks } from './paths.ts';
import { useIdentity } from '../lib/identity-context.ts';
import { HeaderActions } from '../identity/header/header-actions.tsx';
import { Button } from '../components/ui/button.tsx';
import { m } from '../../paraglide/messages.js';
import { LanguageSwitch } from '../i18n/language-switch.tsx';

export function SiteHeader() {
  const { pathname } = useLocation();
  const onHome = isHomePath(pathname);
  const { user } = useIdentity();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to={paths.home}
          className="truncate rounded-md text-lg font-extrabold tracking-tight text-foreground hover:text-primary"
        >
          {BRAND_NAME}
        </Link>
        {/* Below sm the Home link, and below md the site's links, live in the toggled menu. */}
        <nav aria-label={m.nav_main()} className="hidden items-center sm:flex">
          {!onHome && (
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home}>{m.nav_home()}</Link>
            </Button>
          )}
          {siteLinks.map((link) => (
            <Button key={link.to} asChild variant="ghost" size="sm" className="hidden md:inline-flex">
              <Link to={link.to}>{link.label()}</Link>
            </Button>
          ))}
          {user?.role === 'admin' && (
            <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
              <Link to={paths.admin}>{m.nav_admin()}</Link>
            </Button>
          )}
        </nav>
        <LanguageSwitch className="ml-auto" />
        {/* Identity area: Dashboard button, notifications bell, user menu or Sign In / Sign Up, mobile menu. */}
        <HeaderActions />
      </div>
    </header>
  );
}
