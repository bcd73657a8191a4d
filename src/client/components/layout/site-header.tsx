import { Link, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../../app/brand.ts';
import { isHomePath, paths } from '../../app/paths.ts';
import { Button } from '../ui/button.tsx';

export function SiteHeader() {
  const { pathname } = useLocation();
  const onHome = isHomePath(pathname);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to={paths.home}
          className="rounded-md text-lg font-extrabold tracking-tight text-foreground hover:text-primary"
        >
          {BRAND_NAME}
        </Link>
        <nav aria-label="Main" className="flex items-center">
          {!onHome && (
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home}>Home</Link>
            </Button>
          )}
        </nav>
        {/*
          Identity area, filled by the sign-in feature: Dashboard button, notifications bell
          (signed-in area only), user menu or Sign In / Sign Up, and the small-screen Sheet menu.
        */}
        <div data-slot="header-actions" className="ml-auto flex items-center gap-2" />
      </div>
    </header>
  );
}
