import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isRightToLeft, languageOrDefault } from '@bookshop/contracts/languages';

/** "Back" points against the reading direction: left in English and Dutch, right in Arabic. */
export function BackIcon() {
  const { i18n } = useTranslation();
  return isRightToLeft(languageOrDefault(i18n.language)) ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />;
}
