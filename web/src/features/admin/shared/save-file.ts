import { CSV_BOM } from '@bookshop/contracts/orders-csv';

/**
 * Hands a file held as an object URL to the browser as a download named `fileName`, then revokes
 * the URL. Not at once: the browser may not have started reading the file yet.
 */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  saveObjectUrl(URL.createObjectURL(file), fileName);
}

/**
 * Hands a CSV export of the server to the browser. Reading it as text drops its byte-order mark, so
 * it is written again: spreadsheets then read Arabic names as UTF-8.
 */
export function saveCsv(csv: string, fileName: string): void {
  saveFile(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
