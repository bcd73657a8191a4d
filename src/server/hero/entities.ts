import { defineEntity, p } from '@mikro-orm/core';
import { updatedAt } from '../db/columns.ts';

/** The landing page's hero: one row, keyed `landing`. */
const HeroContentSchema = defineEntity({
  name: 'HeroContent',
  tableName: 'hero_content',
  properties: {
    key: p.string().length(40).primary(),
    badge: p.string().length(80),
    title: p.string().length(160),
    subtitle: p.string().length(400),
    ctaLabel: p.string().length(40),
    highlights: p.json<{ value: string; label: string }[]>(),
    updatedAt: updatedAt(),
  },
});

export class HeroContent extends HeroContentSchema.class {}
HeroContentSchema.setClass(HeroContent);
