import type { TFunction } from 'i18next';
import { isSystemTemplate } from '@bookshop/contracts/emails';

/** What staff read for a template: a system template its translated name, any other the name staff gave it. */
export function templateDisplayName(name: string, t: TFunction): string {
  return isSystemTemplate(name) ? t(`admin.templates.systemNames.${name}`) : name;
}

/** A placeholder's label: the shop's own placeholders are translated, staff's own keep their name. */
export function placeholderLabel(name: string, t: TFunction): string {
  return t(`admin.templates.variables.${name}`, { defaultValue: name });
}
