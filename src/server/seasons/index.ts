// What other server features use of seasons (lint lets them import only this file and service.ts).
export { writeSeasonPoints, type ClosedEntry } from './service.ts';
