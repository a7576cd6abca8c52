import type { RuleObject } from 'antd/es/form';

/** What the server stores (see docs/catalogue.md); it checks the bytes again, this only spares a wasted upload. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
export const PDF_TYPES = '.pdf,application/pdf';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PDF_BYTES = 50 * 1024 * 1024;

const isImage = (file: File) => IMAGE_TYPES.split(',').includes(file.type);
const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** The first problem of a picked image, as the server's translation key, or undefined. */
export function imageProblem(file: File): string | undefined {
  if (!isImage(file)) return 'admin.manage.imageInvalid';
  if (file.size > MAX_IMAGE_BYTES) return 'admin.manage.imageTooLarge';
  return undefined;
}

export function pdfProblem(file: File): string | undefined {
  if (!isPdf(file)) return 'admin.manage.pdfInvalid';
  if (file.size > MAX_PDF_BYTES) return 'admin.manage.pdfTooLarge';
  return undefined;
}

/** An antd rule from a check that answers a translation key. */
export function fileRule<T>(problem: (value: T) => string | undefined, translate: (key: string) => string): RuleObject {
  return {
    validator: async (_rule, value: T) => {
      const key = problem(value);
      if (key) throw new Error(translate(key));
    },
  };
}
