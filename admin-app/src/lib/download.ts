import { api } from '@lib/api';
import { ApiError } from '@lib/api-error';

/**
 * A CSV of the API saved as a file, through the api client (it carries the staff token). A refusal comes back as
 * the JSON envelope instead (a range too long, more rows than an export takes): it throws its Thai message.
 */
export const downloadCsv = async (url: string, params: Record<string, string>, filename: string) => {
  const response = await api.get<Blob>(url, { params, responseType: 'blob' });
  if (String(response.headers['content-type'] ?? '').includes('application/json')) {
    const body = JSON.parse(await response.data.text()) as { error: number; message: string };
    throw new ApiError(body.message, body.error, response.status);
  }
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(href);
};
