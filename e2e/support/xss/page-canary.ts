import type { Page } from '@playwright/test';
import { payloadIdOf } from '../../fixtures/xss-corpus';

/**
 * What a page watched by the canary saw. `fired` lists payloads whose script ran (each payload
 * calls `__xss(n)`, or opens a dialog carrying n); `violations` every Content-Security-Policy
 * violation any frame reported; `consoleErrors` and `pageErrors` the rest of the noise.
 */
export interface CanaryLog {
  fired: string[];
  dialogs: string[];
  violations: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __xss?: (n: unknown) => void;
    __xssViolation?: (report: string) => void;
  }
}

/**
 * Arms the canary on a page before it loads anything: `__xss` as a binding into the test (it
 * exists in every frame and cannot be clobbered by named elements, which never shadow an existing
 * window property), a `securitypolicyviolation` listener in every document, and dialog, console
 * and page-error listeners.
 */
export async function armCanary(page: Page): Promise<CanaryLog> {
  const log: CanaryLog = {
    fired: [],
    dialogs: [],
    violations: [],
    consoleErrors: [],
    pageErrors: [],
  };
  await page.exposeFunction('__xss', (n: unknown) => {
    log.fired.push(typeof n === 'number' ? payloadIdOf(n) : `?${String(n)}`);
  });
  await page.exposeFunction('__xssViolation', (report: string) => {
    log.violations.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__xssViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
            `${event.sample ? `sample ${event.sample}` : ''} at ${event.documentURI}`,
        );
      },
      true,
    );
  });
  page.on('dialog', (dialog) => {
    const n = Number(dialog.message());
    log.dialogs.push(Number.isInteger(n) ? payloadIdOf(n) : dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      log.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => log.pageErrors.push(error.message));
  return log;
}
