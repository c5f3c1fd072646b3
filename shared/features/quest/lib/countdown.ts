/**
 * Countdowns run on the server's clock: the list says how many seconds were left when it was answered, and the
 * screen counts down from the moment it arrived, so a phone with a wrong clock still shows the true time left.
 */
export const secondsLeft = (secondsAtAnswer: number, answeredAt: number, now: number) =>
  Math.max(0, secondsAtAnswer - Math.floor(Math.max(0, now - answeredAt) / 1000));

const two = (value: number) => String(value).padStart(2, '0');

/** "05:09", "13:05:09", or "3 วัน 01:05:09" for a weekly quest. */
export const formatCountdown = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
  return days ? `${days} วัน ${clock}` : clock;
};

/** The bar's percent, whole, never past 100. */
export const percentOf = (current: number, target: number) =>
  target > 0 ? Math.min(100, Math.floor((current / target) * 100)) : 0;
