import { lottoText } from '@features/lotto/strings';

/**
 * A confirmed result as members read it, from the round's stored result (a draw entered by staff, a Yeekee result
 * computed at close, or none: fewer than 20 Yeekee shots, every bill refunded). Unknown shapes show as pending.
 */
export type ResultView =
  | { kind: 'pending' }
  | { kind: 'no_result' }
  | { kind: 'numbers'; items: { label: string; value: string }[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : '';

export const resultView = (result: Record<string, unknown> | null | undefined): ResultView => {
  if (!result) return { kind: 'pending' };
  if (result.kind === 'no_result') return { kind: 'no_result' };
  if (result.kind === 'draw') {
    const first = text(result.first_prize);
    return {
      kind: 'numbers',
      items: [
        { label: lottoText.firstPrize, value: first },
        { label: lottoText.betType.three_top, value: first.slice(-3) },
        { label: lottoText.betType.two_top, value: first.slice(-2) },
        { label: lottoText.betType.two_bottom, value: text(result.bottom2) },
        { label: lottoText.betType.three_front, value: list(result.front3) },
        { label: lottoText.betType.three_back, value: list(result.back3) },
      ].filter((item) => item.value),
    };
  }
  if (result.kind === 'yeekee') {
    const top3 = text(result.top3);
    return {
      kind: 'numbers',
      items: [
        { label: lottoText.betType.three_top, value: top3 },
        { label: lottoText.betType.two_top, value: top3.slice(-2) },
        { label: lottoText.betType.two_bottom, value: text(result.bottom2) },
      ].filter((item) => item.value),
    };
  }
  return { kind: 'pending' };
};
