// `npm run secrets:rotate`: seals every sealed value again under the current APP_SECRET, so that
// the secrets in APP_SECRET_PREVIOUS can be dropped (docs/decisions/0009-secret-rotation.md).
// Works while the server runs, on the embedded database (through its socket) and on PostgreSQL.
import { resolveKeyring } from '../src/server/app-secret.ts';
import { loadConfig } from '../src/server/config.ts';
import { resealAll } from '../src/server/crypto/rotation.ts';
import { keyId } from '../src/server/crypto/secret-box.ts';
import { withToolDatabase } from '../src/server/db/database.ts';
import { runTool } from './tool.ts';

const SHOWN_KEYS = 10;

await runTool(async () => {
  const config = loadConfig();
  const keyring = resolveKeyring(config, console.warn);
  const previous = keyring.previous.map(keyId).join(', ') || 'none';
  console.log(`Current key: ${keyId(keyring.current)}; previous keys: ${previous}`);
  const results = await withToolDatabase(config, (db) => {
    console.log(`Database: ${db.description}`);
    return resealAll(db.orm.em.fork(), keyring);
  });
  for (const { name, resealed, current, unreadable } of results) {
    const lost = unreadable.length
      ? `, ${unreadable.length} that no key opens (${unreadable.slice(0, SHOWN_KEYS).join(', ')}${unreadable.length > SHOWN_KEYS ? ', ...' : ''})`
      : '';
    console.log(`${name}: ${resealed} re-sealed, ${current} already under the current key${lost}`);
  }
  if (results.some((r) => r.unreadable.length)) {
    console.error(
      'Some values were left as they are: add the secret that sealed them to APP_SECRET_PREVIOUS and run again.',
    );
    process.exitCode = 1;
  } else {
    console.log('Every sealed value is under the current key: APP_SECRET_PREVIOUS can be removed.');
  }
});
