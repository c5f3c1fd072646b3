import { waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterAll } from 'vitest';

// Imported for its effect by a jsdom file that can show an antd-mobile toast. A toast still open when the file
// ends closes on its timer after jsdom is gone, and React's update then throws (window is not defined) into
// whichever file the worker runs next: the file closes its toasts itself.
afterAll(async () => {
  Toast.clear();
  await waitFor(() => {
    if (document.querySelector('.adm-toast-mask')) throw new Error('a toast is still closing');
  });
});
