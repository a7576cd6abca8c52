import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOrDefault } from '@bookshop/contracts/languages';
import { languageLabels } from '../../../shared/i18n/languages';

/**
 * The back office's language choice (ar, en, nl, kept in local storage by
 * i18n). Each language is named in its own script, so an admin who cannot read the current one
 * still finds theirs.
 */
export function AdminLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      prefix={<GlobalOutlined aria-hidden />}
      value={languageOrDefault(i18n.language)}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{languageLabels[language]}</span> }))}
      popupMatchSelectWidth={false}
    />
  );
}
