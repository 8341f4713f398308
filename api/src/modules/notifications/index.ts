// The notifications module's face: emitting modules call `notify` inside their
// transaction; this module never imports them.
export { notify, notifyAll, type NotificationEvent } from './notify.service.ts';
export { notificationJobs, DISPATCH_JOB } from './notifications.jobs.ts';
export {
  dispatchDue,
  sendDue,
  sendNotification,
  optOutUrl,
  SEND_JOB,
  STUCK_MINUTES,
  MAX_ATTEMPTS,
} from './send.service.ts';
export { notificationChannels } from './channels.ts';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  URGENT_KINDS,
  sendableAt,
  type NotificationKind,
  type NotificationChannel,
} from './kinds.ts';
export {
  weekParam,
  UnknownTemplateError,
  renderShort,
  renderMail,
  type NotificationParams,
  type WeekParam,
} from './templates.ts';
