import { ERROR_TRACING_RATE } from '@newsroom/contract';

type TReporter = (message: string, extra?: Record<string, unknown>) => void;

let reporter: TReporter = (message, extra) => console.error(message, extra ?? '');

/**
 * Sentry when a DSN is configured (tracing rate 1.0, SPEC §9), the console
 * otherwise. Sentry is loaded on demand so that it costs nothing without a DSN.
 */
export async function initErrorReporting(
  dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined,
) {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    tracesSampleRate: ERROR_TRACING_RATE,
    integrations: [Sentry.browserTracingIntegration()],
  });
  reporter = (message, extra) => Sentry.captureMessage(message, { level: 'error', extra });
}

export function reportError(message: string, extra?: Record<string, unknown>) {
  reporter(message, extra);
}

/** Tests swap the reporter to see what was reported. */
export function setErrorReporter(next: TReporter) {
  reporter = next;
}

/**
 * The server's render of the first screen and the app's first render differed (React then draws
 * the screen anew, so the admin sees no fault): reported, because the two must agree.
 */
export function reportHydrationMismatch(error: unknown) {
  reporter('Server render differed from the first render', {
    error: error instanceof Error ? error.message : String(error),
  });
}
