import { StaticPage } from '../pages/entities.ts';
import { SeedRun } from './seed-run.ts';

/** Every entity the ORM knows, feature by feature. */
export const entities = [SeedRun, StaticPage];
