import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NO_INTENT, gameKey, readIntent, searchWithoutIntent } from '../registration/register-intent.ts';
import type { RegisterIntent } from '../registration/register-intent.ts';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LandingSection } from './landing-section.tsx';
import { DEFAULT_HERO } from '../../shared/hero-defaults.ts';
import { LANDING_GAMES } from './landing-content.ts';
import type { LandingGame } from './landing-content.ts';
import { PrizeSummary } from './prize-summary.tsx';
import { QuickRegister } from './quick-register.tsx';
import { RegisterLauncher } from './register-launcher.tsx';

const STALE_MS = 5 * 60 * 1000;

// Below the first screen: its own chunk, fetched while the hero is on screen.
const Championships = lazy(() => import('./championships.tsx'));

// Served at / and /new-landing. Every register button opens the registration dialog with the
// dropdowns' game and format (decisions.md: the landing page's choices are carried into it).
export function LandingPage() {
  useDocumentTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const hero = trpc.hero.get.useQuery(undefined, { staleTime: STALE_MS });
  const gameList = trpc.games.list.useQuery(undefined, { staleTime: STALE_MS });

  const [intent, setIntent] = useState<RegisterIntent>(NO_INTENT);
  const [dialog, setDialog] = useState({ mounted: false, open: false });
  const openRegistration = () => setDialog({ mounted: true, open: true });

  // Back from sign-in with ?register=1&game=...&format=...: open the wizard with those choices.
  const urlIntent = readIntent(location.search);
  const [handledSearch, setHandledSearch] = useState<string | null>(null);
  if (urlIntent && handledSearch !== location.search) {
    setHandledSearch(location.search);
    setIntent(urlIntent);
    setDialog({ mounted: true, open: true });
  }
  const hasUrlIntent = urlIntent !== null;
  useEffect(() => {
    if (!hasUrlIntent) return;
    // Drop the parameters so a reload or Back does not open the dialog again.
    void navigate(
      { pathname: location.pathname, search: searchWithoutIntent(location.search) },
      { replace: true },
    );
  }, [hasUrlIntent, location.pathname, location.search, navigate]);

  // The header's Games link (/#games): a client navigation does not scroll to the hash by itself.
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash, location.key]);

  const games = useMemo<readonly LandingGame[]>(
    () =>
      gameList.data?.map((game) => ({
        value: gameKey(game.name),
        name: game.name,
        openForRegistration: game.openForRegistration,
      })) ?? LANDING_GAMES,
    [gameList.data],
  );

  return (
    <>
      <HeroSection hero={hero.data ?? DEFAULT_HERO} onRegister={openRegistration} />
      <HowItWorks />
      <LandingSection title="Championships" id="games">
        <p className="mt-2 text-center text-muted-foreground">
          Each qualifier is five matches at 7 PM, three days apart. Prize pool: everything a qualifier's prize
          table pays out, largest for a Max Pass at high risk.
        </p>
        <Suspense fallback={<div className="mt-8 min-h-96" aria-busy="true" />}>
          {gameList.data && (
            <Championships
              games={gameList.data}
              onRegister={(slug) => {
                const game = gameList.data.find((g) => g.slug === slug);
                setIntent({ game: game ? gameKey(game.name) : slug, format: '' });
                openRegistration();
              }}
            />
          )}
        </Suspense>
      </LandingSection>
      <QuickRegister games={games} intent={intent} onIntentChange={setIntent} onRegister={openRegistration} />
      <PrizeSummary />
      <RegisterLauncher
        mounted={dialog.mounted}
        open={dialog.open}
        onOpenChange={(open) => setDialog({ mounted: true, open })}
        intent={intent}
      />
    </>
  );
}
