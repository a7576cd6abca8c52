import { CSV_BOM } from '@bookshop/contracts/orders-csv';

/**
 * Hands the server's CSV export to the browser as a download. Reading it as text drops its
 * byte-order mark, so it is written again: spreadsheets then read Arabic names as UTF-8.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
