import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { heroInputSchema, type Hero, type HeroInput } from '../../../../shared/hero.ts';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { TextAreaField } from './textarea-field.tsx';
import { ViewOnSite } from './view-on-site.tsx';
import { SaveFooter } from './save-footer.tsx';

/** The schema's limit on highlights. */
const MAX_HIGHLIGHTS = 6;
/** The fields a refused input may name: the hero's own and each highlight's. */
const HERO_FIELD = /^(badge|title|subtitle|ctaLabel|highlights(\.\d+\.(value|label))?)$/;

/** The landing page's hero: badge, title, subtitle, button label and highlight cards. */
export function HeroEditor() {
  const hero = trpc.hero.admin.get.useQuery(undefined, { retry: false });
  if (hero.isPending) return <Skeleton className="h-96" aria-label="Loading the hero" />;
  if (hero.isError) return <LoadError query={hero} fallback="Could not load the hero. Please try again." />;
  return <HeroForm hero={hero.data} />;
}

const valuesOf = ({ badge, title, subtitle, ctaLabel, highlights }: Hero): HeroInput => ({
  badge,
  title,
  subtitle,
  ctaLabel,
  highlights,
});

function HeroForm({ hero }: { hero: Hero }) {
  const utils = trpc.useUtils();
  const form = useForm<HeroInput>({ resolver: zodResolver(heroInputSchema), defaultValues: valuesOf(hero) });
  const highlights = useFieldArray({ control: form.control, name: 'highlights' });
  const save = trpc.hero.admin.put.useMutation();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success('Hero saved.');
      await utils.hero.invalidate();
    } catch (error) {
      const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string> } | null }).data
        ?.fieldErrors;
      const named = Object.entries(fieldErrors ?? {}).filter(([key]) => HERO_FIELD.test(key));
      for (const [field, message] of named) form.setError(field as 'title', { message });
      if (named.length === 0)
        form.setError('root.server', {
          message: errorText(error, 'Could not save the hero. Please try again.'),
        });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Hero" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          {hero.updatedAt ? `Updated ${formatDateTime(hero.updatedAt)}` : 'Showing the default hero'}
        </span>
        <ViewOnSite to={paths.home} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField
          label="Badge"
          registration={form.register('badge')}
          error={errors.badge?.message}
          description="A short line above the title; leave empty for none."
          className="content-start"
        />
        <TextField
          label="Button label"
          registration={form.register('ctaLabel')}
          error={errors.ctaLabel?.message}
          className="content-start"
        />
      </div>
      <TextField label="Title" registration={form.register('title')} error={errors.title?.message} />
      <TextAreaField
        label="Subtitle"
        registration={form.register('subtitle')}
        error={errors.subtitle?.message}
        rows={3}
        maxLength={400}
      />

      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Highlights</legend>
        {highlights.fields.length === 0 && <p className="text-sm text-muted-foreground">No highlights.</p>}
        {highlights.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_2fr_auto] sm:border-0 sm:p-0"
          >
            <TextField
              label={`Highlight ${index + 1} value`}
              registration={form.register(`highlights.${index}.value`)}
              error={errors.highlights?.[index]?.value?.message}
              placeholder="₹10 Lakh"
              className="content-start"
            />
            <TextField
              label={`Highlight ${index + 1} label`}
              registration={form.register(`highlights.${index}.label`)}
              error={errors.highlights?.[index]?.label?.message}
              placeholder="Prize pool"
              className="content-start"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit sm:mt-7"
              aria-label={`Remove highlight ${index + 1}`}
              onClick={() => highlights.remove(index)}
            >
              <Trash2 aria-hidden="true" />
              <span className="sm:sr-only">Remove</span>
            </Button>
          </div>
        ))}
        <FormError message={errors.highlights?.message ?? errors.highlights?.root?.message} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={highlights.fields.length >= MAX_HIGHLIGHTS}
          onClick={() => highlights.append({ value: '', label: '' })}
        >
          <Plus aria-hidden="true" />
          Add highlight
        </Button>
      </fieldset>

      <SaveFooter error={errors.root?.server?.message} saving={isSubmitting} />
    </form>
  );
}
