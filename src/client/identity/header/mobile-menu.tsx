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
import { useIdentity } from '../identity-context.ts';
import { UserSummary } from './user-summary.tsx';

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
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">{BRAND_NAME} navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {isSignedIn && user && (
            <div className="mb-3 rounded-lg border p-3">
              <UserSummary user={user} />
            </div>
          )}
          {!isHomePath(pathname) && <MenuLink to={paths.home}>Home</MenuLink>}
          {siteLinks.map((link) => (
            <MenuLink key={link.to} to={link.to}>
              {link.label}
            </MenuLink>
          ))}
          {user?.role === 'admin' && <MenuLink to={paths.admin}>Admin</MenuLink>}
          {isSignedIn ? (
            <>
              <MenuLink to={paths.dashboard}>Dashboard</MenuLink>
              {!pass && <MenuLink to={paths.profile}>Profile</MenuLink>}
              {!pass && <MenuButton onClick={() => openProfile()}>Account Settings</MenuButton>}
              <MenuButton onClick={() => void signOut()}>Sign Out</MenuButton>
            </>
          ) : (
            isLoaded && (
              <>
                <MenuButton onClick={() => openSignIn()}>Sign In</MenuButton>
                <MenuButton onClick={() => openSignUp()}>Sign Up</MenuButton>
              </>
            )
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
