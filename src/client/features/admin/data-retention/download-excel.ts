import { ApiError, type ApiErrorBody } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const EXCEL_URL = '/api/admin/download-excel';
const FILE_NAME = /^team_members_\d{4}-\d{2}-\d{2}\.xlsx$/;

export const DOWNLOAD_FAILED = 'Failed to download Excel file';

function localDateStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The server names the file by its own (Sydney) date; the browser's date is the fallback. */
function fileName(disposition: string | null): string {
  const named = disposition?.match(/filename="?([^";]+)"?/)?.[1];
  return named && FILE_NAME.test(named) ? named : `team_members_${localDateStamp()}.xlsx`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: ApiErrorBody | null;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    body = null;
  }
  return new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
}

/**
 * Fetches the workbook and saves it through a temporary object URL (spec §7: the answer must be
 * a spreadsheet). Returns the file name.
 */
export async function downloadExcel(): Promise<string> {
  const response = await fetch(EXCEL_URL, { credentials: 'include' });
  if (!response.ok) throw await errorFrom(response);
  if (!(response.headers.get('content-type') ?? '').includes('spreadsheet')) throw new Error(DOWNLOAD_FAILED);
  const blob = await response.blob();
  const name = fileName(response.headers.get('content-disposition'));
  saveFile(name, blob);
  return name;
}
