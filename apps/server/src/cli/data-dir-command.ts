import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError } from '../db/embedded-backup.ts';
import { EnvError } from '../env.ts';

/**
 * Runs a DATA_DIR command (backup, restore): an expected refusal is printed as its Portuguese
 * message alone, anything else with its stack; either way the exit code is 1.
 */
export function runDataDirCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const expected = error instanceof BackupError || error instanceof DataDirLockedError || error instanceof EnvError;
    console.error(expected ? `✗ ${error.message}` : error);
    process.exit(1);
  });
}
