// What other server features use of qualifiers (lint lets them import only this file and service.ts).
export { firstMatchAfter, matchTimes } from './schedule.ts';
export { applyStartRules } from './start.ts';
