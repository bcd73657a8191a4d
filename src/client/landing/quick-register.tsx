import { Label } from '../components/ui/label.tsx';
import { Button } from '../components/ui/button.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { PLAY_FORMATS, isPlayFormat } from '../../shared/registration-rules.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';
import type { LandingGame } from './landing-content.ts';
import { prefetchHandlers } from './register-launcher.tsx';
import { m } from '../../paraglide/messages.js';

const FORMAT_NAMES: Record<PlayFormat, () => string> = {
  solo: m.site_format_solo,
  squad: m.site_format_squad,
};

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
          {m.site_quick_title()}
        </h2>
        <p className="mt-2 text-muted-foreground">{m.site_quick_text()}</p>
        <form
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            onRegister();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="landing-game">{m.site_quick_game()}</Label>
            <NativeSelect
              id="landing-game"
              value={intent.game}
              onChange={(event) => onIntentChange({ ...intent, game: event.target.value })}
            >
              <NativeSelectOption value="">{m.site_quick_select_game()}</NativeSelectOption>
              {games.map((game) => (
                <NativeSelectOption key={game.value} value={game.value} disabled={!game.openForRegistration}>
                  {game.openForRegistration ? game.name : m.site_quick_game_coming_soon({ game: game.name })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="landing-format">{m.site_quick_format()}</Label>
            <NativeSelect
              id="landing-format"
              value={intent.format}
              onChange={(event) => {
                const format = event.target.value;
                onIntentChange({ ...intent, format: isPlayFormat(format) ? format : '' });
              }}
            >
              <NativeSelectOption value="">{m.site_quick_solo_or_squad()}</NativeSelectOption>
              {PLAY_FORMATS.map((format) => (
                <NativeSelectOption key={format} value={format}>
                  {FORMAT_NAMES[format]()}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" className="h-10" {...prefetchHandlers}>
            {m.site_quick_register()}
          </Button>
        </form>
      </div>
    </section>
  );
}
