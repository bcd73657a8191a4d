import { z } from 'zod';

const text = (max: number, label: string) =>
  z.string().trim().max(max, `Keep the ${label} to ${max} characters or fewer.`);

/** The landing page's hero, edited by admins through PUT /admin/hero. */
export const heroInputSchema = z.object({
  badge: text(80, 'badge'),
  title: text(160, 'title').min(1, 'Title is required.'),
  subtitle: text(400, 'subtitle'),
  ctaLabel: text(40, 'button label').min(1, 'Button label is required.'),
  highlights: z
    .array(
      z.object({
        value: text(40, 'highlight value').min(1, 'Highlight value is required.'),
        label: text(80, 'highlight label').min(1, 'Highlight label is required.'),
      }),
    )
    .max(6, 'Add at most 6 highlights.'),
});
export type HeroInput = z.infer<typeof heroInputSchema>;

export const heroSchema = heroInputSchema.extend({ updatedAt: z.date().nullable() });
export type Hero = z.infer<typeof heroSchema>;
