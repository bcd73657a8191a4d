// What other server features use of auth (lint lets them import only this file and service.ts).
export { liveSessionsOf } from './live-sessions.ts';
