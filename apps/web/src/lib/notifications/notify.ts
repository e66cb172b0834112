import { NOTIFICATION_DISPLAY_MS } from '@newsroom/contract';
import { createElement } from 'react';
import { requestToastContainer } from './toast-demand';

export type TNotificationType = 'success' | 'error' | 'info' | 'warning';
export type TNotificationPayload = {
  type: TNotificationType;
  title: string;
  link?: { href: string; label: string };
  message?: string;
  /** A button in the toast (Undo): the toast then stays `autoClose` ms, and closes on the click. */
  action?: { label: string; onClick: () => void };
  autoClose?: number;
};
export type TNotificationItem = TNotificationPayload & { id: string };

const COLORS: Record<TNotificationType, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};
let last = 0;

// Mantine's notifications load with the first toast, not with the first screen.
let mantine: Promise<typeof import('@mantine/notifications')> | undefined;
const mantineNotifications = () => {
  mantine ??= import('@mantine/notifications');
  return mantine;
};

/** SPEC §3: the item is the pushed payload plus an id made from the timestamp. */
function nextId() {
  last = Math.max(Date.now(), last + 1);
  return String(last);
}

const ACTION_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontWeight: 600,
  color: 'var(--mantine-color-anchor)',
  textDecoration: 'underline',
  cursor: 'pointer',
};

function actionButton(
  id: string,
  message: string | undefined,
  action: NonNullable<TNotificationPayload['action']>,
) {
  const button = createElement(
    'button',
    {
      type: 'button',
      style: ACTION_STYLE,
      onClick: () => {
        closeNotification(id);
        action.onClick();
      },
    },
    action.label,
  );
  return createElement('span', null, message ? `${message} ` : null, button);
}

/** Shows a toast at the top that closes itself after 3 s (SPEC §2, §9). */
export function pushNotification(payload: TNotificationPayload): TNotificationItem {
  const item = { ...payload, id: nextId() };
  requestToastContainer();
  const link = payload.link
    ? createElement('a', { href: payload.link.href }, payload.link.label)
    : payload.action
      ? actionButton(item.id, payload.message, payload.action)
      : null;
  void mantineNotifications().then(({ notifications }) =>
    notifications.show({
      id: item.id,
      title: payload.title,
      message: link ?? payload.message ?? '',
      color: COLORS[payload.type],
      autoClose: payload.autoClose ?? NOTIFICATION_DISPLAY_MS,
      withCloseButton: true,
    }),
  );
  return item;
}

export function closeNotification(id: string) {
  void mantineNotifications().then(({ notifications }) => notifications.hide(id));
}

/** SPEC §8: the toast every failed load shows. */
export function notifySomethingWentWrong() {
  return pushNotification({ type: 'error', title: 'Something went wrong' });
}
