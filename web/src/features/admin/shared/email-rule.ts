import type { FormRule } from 'antd';
import { isEmailAddress } from '@bookshop/contracts/email-address';

/** The server's e-mail rule on the trimmed value the form sends; an empty field is left to `required`. */
export function emailRule(message: string): FormRule {
  return {
    validator: async (_, value?: string) => {
      if (value && value.trim() !== '' && !isEmailAddress(value.trim())) throw new Error(message);
    },
  };
}
