import { randomBytes } from 'node:crypto';

/** A suffix that keeps each test's data apart from every other test's and run's. */
export const unique = () => randomBytes(4).toString('hex');
