/**
 * Countdowns run on the server's clock: an answer says how many seconds were left when it was made
 * (`seconds_to_close`), and the screen counts down from the moment it arrived, so a phone whose clock is wrong
 * still shows the true time left.
 */
export const secondsLeft = (secondsAtAnswer: number, answeredAt: number, now: number) =>
  Math.max(0, secondsAtAnswer - Math.floor(Math.max(0, now - answeredAt) / 1000));

const two = (value: number) => String(value).padStart(2, '0');

/** "05:09", "1:05:09", or "2 วัน 01:05:09" for a government draw two days away. */
export const formatCountdown = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock =
    hours || days
      ? `${days ? two(hours) : hours}:${two(minutes)}:${two(seconds % 60)}`
      : `${two(minutes)}:${two(seconds % 60)}`;
  return days ? `${days} วัน ${clock}` : clock;
};
