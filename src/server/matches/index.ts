// What other server features use of matches (lint lets them import only this file and service.ts).
export { pastMatchesOf, upcomingMatchesOf } from './player-reads.ts';
export { retirePoolMatches } from './pool-start.ts';
export { eraseReportUploads } from './result-reports.ts';
export { sendDueReminders } from './reminders.ts';
