// What other server features use of settings (lint lets them import only this file and service.ts).
export { removeSetting, writeSetting } from './admin-service.ts';
