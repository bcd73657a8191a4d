import { toast } from 'sonner';
import {
  DEFAULT_FOOTER_VARIANT,
  FOOTER_VARIANTS,
  type FooterVariant,
} from '../../../../shared/footer-rules.ts';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { LoadError } from '../load-error.tsx';
import { useSettingsInvalidation } from './use-settings-invalidation.ts';
import { ViewOnSite } from './view-on-site.tsx';

const VARIANT_TEXT: Record<FooterVariant, string> = {
  A: 'Four fixed columns: the three latest blog posts, the policy pages, About and Contact, and the social links of the list below as icons. The list’s other links are not shown.',
  B: 'The list’s sections as columns, its social links as icons, and the fixed Legal, Imprint and privacy settings links. Links with content in About, Contact, Privacy, Refunds and Game open it in a dialog.',
};

/** Which footer the site shows (the FOOTER_VARIANT setting), what each one shows, and a switch. */
export function FooterVariantPanel() {
  const setting = trpc.settings.admin.get.useQuery({ env: 'FOOTER_VARIANT' });
  const invalidate = useSettingsInvalidation();
  const put = trpc.settings.admin.put.useMutation({
    onSuccess: (saved) => toast.success(`Variant ${saved.value} is live.`),
    onError: (error) => toast.error(errorText(error, 'Could not switch the footer. Please try again.')),
    onSettled: invalidate,
  });
  if (setting.isPending) return <Skeleton className="h-36" aria-label="Loading the footer variant" />;
  if (setting.isError)
    return <LoadError query={setting} fallback="Could not load the footer variant. Please try again." />;
  // The site reads the setting the same way: any other value (or none) is the default.
  const stored = setting.data.value?.trim().toUpperCase();
  const live = FOOTER_VARIANTS.find((variant) => variant === stored) ?? DEFAULT_FOOTER_VARIANT;

  return (
    <section aria-label="Footer variant" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold">Variant {live} is live</h2>
        <ViewOnSite to={paths.home} className="text-sm text-muted-foreground" />
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {FOOTER_VARIANTS.map((variant) => (
          <li
            key={variant}
            aria-label={`Variant ${variant}`}
            className={cn(
              'flex flex-col gap-2 rounded-lg border p-4',
              variant === live && 'border-primary bg-primary/5',
            )}
          >
            <div className="flex min-h-8 items-center justify-between gap-3">
              <h3 className="font-medium">Variant {variant}</h3>
              {variant === live ? (
                <Badge>Live</Badge>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={put.isPending}
                  onClick={() => put.mutate({ env: 'FOOTER_VARIANT', value: variant })}
                >
                  Make variant {variant} live
                </Button>
              )}
            </div>
            <p className="text-sm text-muted-foreground">{VARIANT_TEXT[variant]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
