import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyPart } from '../lib/lazy-part.tsx';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import {
  NO_INTENT,
  gameKey,
  readIntent,
  searchWithIntent,
  searchWithoutIntent,
} from '../lib/register-intent.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';
import { heroToShow } from './hero-defaults.ts';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LandingSection } from './landing-section.tsx';
import { LANDING_GAMES } from './landing-content.ts';
import type { LandingGame } from './landing-content.ts';
import { PrizeSummary } from './prize-summary.tsx';
import { QuickRegister } from './quick-register.tsx';
import { RegisterLauncher } from './register-launcher.tsx';
import { useTierTexts } from '../lib/tier-texts.ts';
import { m } from '../../paraglide/messages.js';

const STALE_MS = 5 * 60 * 1000;

// Below the first screen: its own chunk, fetched while the hero is on screen.
const Championships = lazyPart(() => import('./championships.tsx'));

// Served at / and /new-landing. Every register button opens the registration dialog with the
// dropdowns' game and format (docs/product.md#where-we-differ-from-the-first-version: the landing page's choices are carried into it).
export function LandingPage() {
  useDocumentTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const hero = trpc.hero.get.useQuery(undefined, { staleTime: STALE_MS });
  const gameList = trpc.games.list.useQuery(undefined, { staleTime: STALE_MS });
  const tiers = useTierTexts();

  // The dropdowns' choices; the open wizard's own state is in the URL (?register=1&step=...), so
  // Back, Forward and a reload (also the return from sign-in) find the dialog as it was.
  const [intent, setIntent] = useState<RegisterIntent>(NO_INTENT);
  const urlIntent = readIntent(location.search);
  const open = urlIntent !== null;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const openRegistration = (chosen: RegisterIntent = intent) => {
    setMounted(true);
    void navigate({ search: searchWithIntent(location.search, chosen) }, { state: { wizardDepth: 0 } });
  };
  // Closed: the query goes (Back then returns to the step the player left; the draft is kept).
  const closeRegistration = () =>
    void navigate({ search: searchWithoutIntent(location.search) }, { replace: true });

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
      <HeroSection hero={heroToShow(hero.data)} onRegister={() => openRegistration()} />
      <HowItWorks />
      <LandingSection title={m.site_championships_title()} id="games">
        <p className="mt-2 text-center text-muted-foreground">
          {m.site_championships_intro({ high: tiers.name('hr') })}
        </p>
        <Suspense fallback={<div className="mt-8 min-h-96" aria-busy="true" />}>
          {gameList.data && (
            <Championships
              games={gameList.data}
              onRegister={(slug) => {
                const game = gameList.data.find((g) => g.slug === slug);
                const chosen = { game: game ? gameKey(game.name) : slug, format: '' as const };
                setIntent(chosen);
                openRegistration(chosen);
              }}
            />
          )}
        </Suspense>
      </LandingSection>
      <QuickRegister
        games={games}
        intent={intent}
        onIntentChange={setIntent}
        onRegister={() => openRegistration()}
      />
      <PrizeSummary />
      <RegisterLauncher
        mounted={mounted}
        open={open}
        onOpenChange={(next) => (next ? openRegistration() : closeRegistration())}
        intent={urlIntent ?? intent}
      />
    </>
  );
}
