import { Label } from '../components/ui/label.tsx';
import { Button } from '../components/ui/button.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { PLAY_FORMATS, isPlayFormat } from '../../shared/registration-rules.ts';
import { FORMAT_LABELS } from '../registration/labels.ts';
import type { RegisterIntent } from '../registration/register-intent.ts';
import type { LandingGame } from './landing-content.ts';
import { prefetchHandlers } from './register-launcher.tsx';

/** The game and Solo/Squad dropdowns and Register Now; the choices go on into the wizard. */
export function QuickRegister({
  games,
  intent,
  onIntentChange,
  onRegister,
}: {
  games: readonly LandingGame[];
  intent: RegisterIntent;
  onIntentChange: (intent: RegisterIntent) => void;
  onRegister: () => void;
}) {
  return (
    <section
      id="register"
      aria-labelledby="quick-register-heading"
      className="scroll-mt-16 mx-auto w-full max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 via-card to-card p-6 sm:p-8">
        <h2 id="quick-register-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to compete?
        </h2>
        <p className="mt-2 text-muted-foreground">Pick your game and format, then register in a few steps.</p>
        <form
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            onRegister();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="landing-game">Game</Label>
            <NativeSelect
              id="landing-game"
              value={intent.game}
              onChange={(event) => onIntentChange({ ...intent, game: event.target.value })}
            >
              <NativeSelectOption value="">Select a game</NativeSelectOption>
              {games.map((game) => (
                <NativeSelectOption key={game.value} value={game.value} disabled={!game.openForRegistration}>
                  {game.openForRegistration ? game.name : `${game.name} (coming soon)`}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="landing-format">Format</Label>
            <NativeSelect
              id="landing-format"
              value={intent.format}
              onChange={(event) => {
                const format = event.target.value;
                onIntentChange({ ...intent, format: isPlayFormat(format) ? format : '' });
              }}
            >
              <NativeSelectOption value="">Solo or Squad</NativeSelectOption>
              {PLAY_FORMATS.map((format) => (
                <NativeSelectOption key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" className="h-10" {...prefetchHandlers}>
            Register Now
          </Button>
        </form>
      </div>
    </section>
  );
}
