import { formatMoney } from '@bookshop/contracts/money';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useShopCurrency } from '../api/api';

/**
 * Formats amounts as the page's language writes them, with the currency's sign and two decimals:
 * in `currency` when given (an order keeps the one it was placed in), otherwise in the shop's current currency.
 */
export function useFormatMoney(currency?: string): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const shopCurrency = useShopCurrency({ skip: currency !== undefined });
  return (amount) => formatMoney(amount, currency ?? shopCurrency, language);
}

export function Price({ amount, currency, className }: { amount: number; currency?: string; className?: string }) {
  const format = useFormatMoney(currency);
  // dir="ltr" isolates the amount, so "€12.50" is not reordered inside right-to-left text.
  return (
    <span className={className} dir="ltr">
      {format(amount)}
    </span>
  );
}
