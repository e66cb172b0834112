/** Signs a user in through the real endpoint and answers the `sid=...` Cookie header value. */
export async function signInCookie(
  url: string,
  user: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${url}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie.split(';')[0] as string;
}
