import { LanguagesIcon } from 'lucide-react';
import { LOCALES, type Locale } from '../../shared/locale.ts';
import { m } from '../../paraglide/messages.js';
import { Button } from '../components/ui/button.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import { cn } from '../lib/utils.ts';
import { chooseLocale, currentLocale } from './locale.ts';

/** Each language's name in itself: a reader finds their own whatever the page is in. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language switch: the header's (a button naming the other language) or the mobile menu's
 * (both languages, the current one pressed). Choosing reloads the page in that language.
 */
export function LanguageSwitch({
  variant = 'header',
  className,
}: {
  variant?: 'header' | 'menu';
  className?: string;
}) {
  const current = currentLocale();
  const choose = useChooseLocale();
  if (variant === 'header') {
    const other = LOCALES.find((locale) => locale !== current) ?? current;
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        lang={other}
        className={className}
        aria-label={m.language_switch_to({ language: NAMES[other] })}
        onClick={() => choose(other)}
      >
        <LanguagesIcon aria-hidden="true" />
        {NAMES[other]}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={m.language_label()} className={cn('flex gap-2', className)}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          type="button"
          size="sm"
          variant={locale === current ? 'secondary' : 'ghost'}
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
        >
          {NAMES[locale]}
        </Button>
      ))}
    </div>
  );
}

/**
 * Chooses the site's language; a signed-in player's messages (e-mail, SMS, push) follow it, so it
 * is stored on the account first (issue 28). The page reloads in the language either way: a failed
 * call only leaves the messages in the language they were.
 */
function useChooseLocale(): (locale: Locale) => void {
  const { user } = useIdentity();
  const remember = trpc.users.setLanguage.useMutation();
  return (locale) => {
    if (!user || locale === currentLocale()) return chooseLocale(locale);
    void remember
      .mutateAsync({ language: locale })
      .catch(() => undefined)
      .finally(() => chooseLocale(locale));
  };
}
