// What other server features use of standings (lint lets them import only this file and service.ts).
export { poolStandings, recomputeStandings, type StandingRow } from './service.ts';
