import { ArrowRightIcon, Gamepad2Icon, HeadsetIcon, TrophyIcon } from 'lucide-react';
import type { HeroInput } from '../../shared/hero.ts';
import { Button } from '../components/ui/button.tsx';
import { prefetchHandlers as prefetchProps } from './register-launcher.tsx';

const HIGHLIGHT_ICONS = [Gamepad2Icon, TrophyIcon, HeadsetIcon];

/** The hero and its highlight cards; the content is the admin's (PUT /admin/hero). */
export function HeroSection({ hero, onRegister }: { hero: HeroInput; onRegister: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-25"
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 px-4 pt-14 pb-10 text-center sm:px-6 lg:pt-20">
        {hero.badge && (
          <p className="rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-medium text-primary sm:text-sm">
            {hero.badge}
          </p>
        )}
        {/* The gradient paints only the heading's box: its padding and line height leave room for
            descenders (the g of "big.") and for Devanagari's marks above and below the line. */}
        <h1
          id="hero-title"
          className="max-w-3xl bg-gradient-to-r from-primary via-foreground to-chart-2 bg-clip-text py-[0.1em] text-4xl leading-[1.2] font-extrabold tracking-tight text-balance text-transparent sm:text-6xl sm:leading-[1.15]"
        >
          {hero.title}
        </h1>
        {hero.subtitle && (
          <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{hero.subtitle}</p>
        )}
        <Button size="lg" className="h-12 px-8 text-base" onClick={onRegister} {...prefetchProps}>
          {hero.ctaLabel}
          <ArrowRightIcon aria-hidden="true" />
        </Button>

        {hero.highlights.length > 0 && (
          <ul className="mt-6 grid w-full gap-4 sm:grid-cols-3">
            {hero.highlights.map((highlight, index) => {
              const Icon = HIGHLIGHT_ICONS[index % HIGHLIGHT_ICONS.length] ?? TrophyIcon;
              return (
                <li
                  key={`${highlight.value}-${highlight.label}`}
                  className="flex items-center gap-4 rounded-xl border bg-card/80 p-5 text-left shadow-sm"
                >
                  <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
                  <p className="flex flex-col">
                    <span className="text-2xl font-bold">{highlight.value}</span>
                    <span className="text-sm text-muted-foreground">{highlight.label}</span>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
