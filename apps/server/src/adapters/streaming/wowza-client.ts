import type { TWowzaAuthMethod } from '@newsroom/contract';
import { request } from 'urllib';
import { StreamingError } from './types';

/** How to reach one Wowza Streaming Engine application over its REST API (v2). */
export type TWowzaConnection = {
  /** e.g. http://wowza.example.com:8087, without a trailing slash. */
  baseUrl: string;
  application: string;
  auth: TWowzaAuthMethod;
  username: string | null;
  password: string | null;
  timeoutMs: number;
  /** Why the saved password could not be opened (another SECRET_KEY): every call fails with it. */
  unreadable?: string;
};

export type TWowzaAnswer = { status: number; body: Record<string, unknown> | null };

const JSON_HEADERS = {
  Accept: 'application/json; charset=utf-8',
  'Content-Type': 'application/json; charset=utf-8',
};

export function applicationUrl(connection: TWowzaConnection) {
  return `${connection.baseUrl}/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/${encodeURIComponent(connection.application)}`;
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Wowza explains a refusal in `message` (sometimes with `success: false` on a 200). */
function failure(method: string, path: string, answer: TWowzaAnswer) {
  const said = typeof answer.body?.message === 'string' ? `: ${answer.body.message}` : '';
  return new StreamingError(`Wowza ${method} ${path} answered ${answer.status}${said}`);
}

/**
 * One REST call under the application. Answers non-2xx statuses listed in
 * `accept` to the caller; any other failure (status, `success: false`, timeout,
 * refused connection) throws StreamingError with a message fit for the target logs.
 */
export async function wowzaCall(
  connection: TWowzaConnection,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; accept?: number[] } = {},
): Promise<TWowzaAnswer> {
  if (connection.unreadable) throw new StreamingError(connection.unreadable);
  const credentials = `${connection.username ?? ''}:${connection.password ?? ''}`;
  let answer: TWowzaAnswer;
  try {
    const response = await request(`${applicationUrl(connection)}${path}`, {
      method,
      headers: JSON_HEADERS,
      content: options.body === undefined ? undefined : JSON.stringify(options.body),
      dataType: 'text',
      timeout: connection.timeoutMs,
      ...(connection.auth === 'digest' ? { digestAuth: credentials } : {}),
      ...(connection.auth === 'basic' ? { auth: credentials } : {}),
      retry: 0,
      followRedirect: false,
    });
    answer = { status: response.status, body: parse(String(response.data ?? '')) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StreamingError(`Wowza ${method} ${path} failed: ${reason}`);
  }
  if (options.accept?.includes(answer.status)) return answer;
  if (answer.status < 200 || answer.status > 299 || answer.body?.success === false) {
    throw failure(method, path, answer);
  }
  return answer;
}
