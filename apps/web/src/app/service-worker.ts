/** SPEC §2: a background worker left by older versions is unregistered at start. */
export async function unregisterLeftoverServiceWorkers(
  container = globalThis.navigator?.serviceWorker,
) {
  if (!container?.getRegistrations) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
