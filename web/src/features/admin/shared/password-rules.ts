import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@bookshop/contracts/accounts';

export function newPasswordRules(t: TFunction, requiredKey: string): FormRule[] {
  return [
    { required: true, message: t(requiredKey) },
    { min: MIN_ADMIN_PASSWORD_LENGTH, message: t('admin.admins.passwordLength') },
  ];
}

/** A confirm field that must repeat the field `passwordField`, with the screen's own texts. */
export function confirmPasswordRules(t: TFunction, passwordField: string, keys: { required: string; mismatch: string }): FormRule[] {
  return [
    { required: true, message: t(keys.required) },
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(t(keys.mismatch))),
    }),
  ];
}
