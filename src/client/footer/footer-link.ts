import type { RouterOutputs } from '../lib/trpc.ts';

/** One link of `footer.view`. */
export type FooterLink = RouterOutputs['footer']['view']['links'][number];
