import { Toast } from 'antd-mobile';

/** SPEC §9: toasts last 1000 ms or 3000 ms; errors stay the longer time so they can be read. */
export const TOAST_SHORT_MS = 1000;
export const TOAST_LONG_MS = 3000;

export const showToast = (text: string, kind: 'success' | 'error' = 'success', ms?: number) => {
  Toast.show({
    content: text,
    icon: kind === 'success' ? 'success' : 'fail',
    duration: ms ?? (kind === 'success' ? TOAST_SHORT_MS : TOAST_LONG_MS),
  });
};
