import { App } from 'antd';
import { errorText } from '@admin-app/app/components/query-error';
import { providerStrings as t } from '../strings';

/** What a save tells the staff member: saved, or the server's Thai refusal (a conflict, a bad logo...). */
export const useDone = () => {
  const { message } = App.useApp();
  return {
    onSuccess: () => void message.success(t.saved),
    onError: (e: unknown) => void message.error(errorText(e)),
  };
};
