// `npm run i18n` (also run by `prepare`, so `npm ci` leaves the messages compiled): checks that
// the languages' messages match (scripts/i18n-check.ts), then compiles them into src/paraglide.
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './i18n-options.ts';
import './i18n-check.ts';

await compile(paraglideOptions);
