// `npm run admin:grant -- <email>`: makes an existing account an admin. Works while the server
// runs on the embedded database (through its socket) and on PostgreSQL.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { grantAdmin } from '../src/server/users/service.ts';
import { runTool } from './tool.ts';

await runTool(async () => {
  const email = process.argv[2]?.trim();
  if (!email) throw new Error('Usage: npm run admin:grant -- <email>');
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    role: 'tool',
    poolSize: 2,
  });
  try {
    const user = await grantAdmin(db.orm.em.fork(), email);
    console.log(`${user.email} is now an admin.`);
    if (user.clerkId)
      console.log(
        'In Clerk mode the role follows public metadata: also set {"role":"admin"} on this user in Clerk.',
      );
  } finally {
    await db.close();
  }
});
