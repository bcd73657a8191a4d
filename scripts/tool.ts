import { ConfigError } from '../src/server/config.ts';
import { BackupError } from '../src/server/db/backup.ts';
import { DatabaseError } from '../src/server/db/database.ts';
import { DataDirBusyError } from '../src/server/db/embedded-postgres.ts';
import { AppError } from '../src/server/errors.ts';

/** Runs a command-line tool: known failures print one line and exit 1, never a stack trace. */
export async function runTool(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseError ||
      error instanceof DataDirBusyError ||
      error instanceof BackupError ||
      error instanceof AppError ||
      (error instanceof Error && error.message.startsWith('Usage:'))
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
