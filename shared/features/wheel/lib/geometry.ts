/** Where each slice sits on the drawn wheel (slice 0 starts at the top, clockwise, all slices equal). */
export const sliceAngle = (count: number) => 360 / Math.max(count, 1);

/** An SVG path of one slice of a wheel of radius `r` centred on (r, r). */
export const slicePath = (index: number, count: number, r: number) => {
  const a0 = ((index * sliceAngle(count) - 90) * Math.PI) / 180;
  const a1 = (((index + 1) * sliceAngle(count) - 90) * Math.PI) / 180;
  const large = sliceAngle(count) > 180 ? 1 : 0;
  const x0 = r + r * Math.cos(a0);
  const y0 = r + r * Math.sin(a0);
  const x1 = r + r * Math.cos(a1);
  const y1 = r + r * Math.sin(a1);
  return `M ${r} ${r} L ${x0.toFixed(3)} ${y0.toFixed(3)} A ${r} ${r} 0 ${large} 1 ${x1.toFixed(3)} ${y1.toFixed(3)} Z`;
};

/**
 * The wheel's next rotation (degrees, always forward) so that the pointer at the top lands in the middle of
 * slice `index`, after a few whole turns from where it stands.
 */
export const landingRotation = (current: number, index: number, count: number, turns = 5) => {
  const centre = (index + 0.5) * sliceAngle(count);
  const target = (360 - centre) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + turns * 360 + target;
};
