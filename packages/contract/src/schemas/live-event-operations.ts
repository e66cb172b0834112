import { z } from 'zod';

/** A client who booked the event or follows it. */
export const ZLiveEventClient = z.object({
  id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  note: z.string().nullable().optional(),
  created_at: z.string(),
});
export type TLiveEventClient = z.infer<typeof ZLiveEventClient>;
export const ZBookingList = z.object({ bookings: z.array(ZLiveEventClient) });
export const ZSubscriptionList = z.object({ subscriptions: z.array(ZLiveEventClient) });

/** One stream target now: its state and figures. */
export const ZTargetStats = z.object({
  target: z.string(),
  state: z.string(),
  active: z.boolean(),
  uptime_seconds: z.number().int(),
  bitrate_in: z.number().int().nullable(),
  bitrate_out: z.number().int().nullable(),
  last_error: z.string().nullable(),
  updated_at: z.string(),
});
export type TTargetStats = z.infer<typeof ZTargetStats>;
export const ZTargetStatsList = z.object({ targets: z.array(ZTargetStats) });

/** One past change of a target's state. */
export const ZTargetLog = z.object({
  id: z.number().int(),
  target: z.string(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  message: z.string().nullable(),
  at: z.string(),
});
export const ZTargetLogList = z.object({ logs: z.array(ZTargetLog) });

/** A notification as kept on record, with how many it went to. */
export const ZSentNotification = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipients: z.number().int(),
  sent_at: z.string(),
});

/** Whether the event is mirrored to the public site. */
export const ZSynchronization = z.object({ slug: z.string(), synchronized: z.boolean() });
