let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toast container; its code loads with the first toast, which most screens never show. */
export function requestToastContainer() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToastDemand(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isToastContainerWanted = () => wanted;
