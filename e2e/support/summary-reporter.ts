import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped++;
    else if (result.status === 'passed' || test.outcome() === 'flaky') {
      if (result.status === 'passed') this.passed++;
    } else if (result.retry === test.retries) this.failed++;
  }

  onEnd(_result: FullResult) {
    console.log(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
