// `npm run admin:grant -- <email>`: makes an existing account an admin. Works while the server
// runs on the embedded database (through its socket) and on PostgreSQL.
import { loadConfig } from '../src/server/config.ts';
import { withToolDatabase } from '../src/server/db/database.ts';
import { grantAdmin } from '../src/server/users/service.ts';
import { runTool } from './tool.ts';

await runTool(async () => {
  const email = process.argv[2]?.trim();
  if (!email) throw new Error('Usage: npm run admin:grant -- <email>');
  const user = await withToolDatabase(loadConfig(), (db) => grantAdmin(db.orm.em.fork(), email));
  console.log(`${user.email} is now an admin.`);
  if (user.clerkId)
    console.log(
      'In Clerk mode the role follows public metadata: also set {"role":"admin"} on this user in Clerk.',
    );
});
