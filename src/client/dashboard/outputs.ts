import type { RouterOutputs } from '../lib/trpc.ts';

// The dashboard's data as its procedures return it, one name per tab's item.

type Dashboard = RouterOutputs['dashboard'];

export type Overview = Dashboard['overview'];
export type PassCard = Dashboard['passes']['items'][number];
export type UpcomingMatch = Dashboard['upcoming'][number];
export type PastMatch = Dashboard['pastMatches']['items'][number];
export type Transaction = Dashboard['transactions']['items'][number];
export type PassHolder = Dashboard['pass'];
