// What other server features use of registration (lint lets them import only this file and
// service.ts).
export { registrationsOfOwner, type PassScope } from './owner-reads.ts';
