// A vitest reporter that writes the run's unhandled errors (an error thrown outside any test, such as an
// 'error' event nobody listens to) to the JSON file named by UNHANDLED_ERRORS_REPORT. vitest fails the run
// for them but its JSON report does not list them, so `npm test`'s summary reads them from here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_REPORT;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((error) => ({
      message: `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}`,
      during: error?.VITEST_TEST_NAME ?? error?.VITEST_TEST_PATH ?? undefined,
    }));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ errors }));
  }
}
