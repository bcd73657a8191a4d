import { randomBytes } from 'node:crypto';

/** A suffix that keeps each test's data apart from every other test's and run's. */
export const unique = () => randomBytes(4).toString('hex');

/** A mobile number for a test's player (random: the players of earlier runs keep theirs). */
export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
