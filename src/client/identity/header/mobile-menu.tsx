import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isHomePath, paths, siteLinks } from '../../app/paths.ts';
import { BRAND_NAME } from '../../app/brand.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../components/ui/sheet.tsx';
import { useIdentity } from '../../lib/identity-context.ts';
import { UserSummary } from './user-summary.tsx';
import { m } from '../../../paraglide/messages.js';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SheetClose asChild>
      <Button asChild variant="ghost" className="justify-start">
        <Link to={to}>{children}</Link>
      </Button>
    </SheetClose>
  );
}

function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <SheetClose asChild>
      <Button type="button" variant="ghost" className="justify-start" onClick={onClick}>
        {children}
      </Button>
    </SheetClose>
  );
}

/** Below sm, the header's items in a toggled sheet. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { isLoaded, isSignedIn, user, pass, openSignIn, openSignUp, openProfile, signOut } = useIdentity();
  const { pathname } = useLocation();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>{m.menu_title()}</SheetTitle>
          <SheetDescription className="sr-only">{m.menu_description({ brand: BRAND_NAME })}</SheetDescription>
        </SheetHeader>
        <nav aria-label={m.nav_mobile()} className="flex flex-col gap-1 px-4">
          {isSignedIn && user && (
            <div className="mb-3 rounded-lg border p-3">
              <UserSummary user={user} />
            </div>
          )}
          {!isHomePath(pathname) && <MenuLink to={paths.home}>{m.nav_home()}</MenuLink>}
          {siteLinks.map((link) => (
            <MenuLink key={link.to} to={link.to}>
              {link.label()}
            </MenuLink>
          ))}
          {user?.role === 'admin' && <MenuLink to={paths.admin}>{m.nav_admin()}</MenuLink>}
          {isSignedIn ? (
            <>
              <MenuLink to={paths.dashboard}>{m.nav_dashboard()}</MenuLink>
              {!pass && <MenuLink to={paths.profile}>{m.nav_profile()}</MenuLink>}
              {!pass && <MenuButton onClick={() => openProfile()}>{m.account_settings()}</MenuButton>}
              <MenuButton onClick={() => void signOut()}>{m.sign_out()}</MenuButton>
            </>
          ) : (
            isLoaded && (
              <>
                <MenuButton onClick={() => openSignIn()}>{m.sign_in()}</MenuButton>
                <MenuButton onClick={() => openSignUp()}>{m.sign_up()}</MenuButton>
              </>
            )
          )}
        </nav>
        <LanguageSwitch variant="menu" className="mt-4 px-4" />
      </SheetContent>
    </Sheet>
  );
}
