// What other server features use of the audit log (lint lets them import only this file and
// service.ts).
export { trailOf } from './entity-trail.ts';
