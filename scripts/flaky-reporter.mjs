// A Vitest reporter that names each test which passed only when retried (CI retries integration
// tests once: a 2-core machine under load sometimes misses a process start). A retried pass is
// still a defect to look at, so scripts/test.mjs prints these names in its summary.
import { writeFileSync } from "node:fs";

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const where = testCase.module.moduleId.replace(`${process.cwd()}/`, "");
    this.flaky.push(`${where} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount})`);
  }

  onTestRunEnd() {
    const path = process.env.VIDYA_FLAKY_REPORT;
    if (path) writeFileSync(path, JSON.stringify(this.flaky));
  }
}
