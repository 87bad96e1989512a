import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@portal/contract';
import { useAcceptLanguages, usePublicConfig } from '../api/system';
import { currentLanguage, switchLanguage } from '../i18n';
import { useTabs } from './tabs/tabs-context';

/** Language selector (spec §2): only when the server enables several languages. */
export function LanguageSelect({ compact, stayOnPage }: { compact: boolean; stayOnPage: boolean }) {
  const { t } = useTranslation('shell');
  const { data: config } = usePublicConfig();
  const enabled = config?.multiLanguage === true;
  const { data: list } = useAcceptLanguages(enabled);
  const { dispatch } = useTabs();
  if (!enabled) return null;
  const options = (list?.length ? list.filter((l) => isLanguage(l.code)) : LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))).map(
    (l) => ({ value: l.code, label: LANGUAGE_NAMES[l.code] ?? l.name }),
  );
  return (
    <span data-testid="language-select" className="language-select">
      <Select<Language>
        aria-label={t('header.language')}
        value={currentLanguage()}
        options={options}
        variant="borderless"
        popupMatchSelectWidth={false}
        prefix={<GlobalOutlined />}
        labelRender={compact ? ({ value }) => String(value).split('-')[0].toUpperCase() : undefined}
        onChange={(language) => switchLanguage(language, () => dispatch({ type: 'reset' }), stayOnPage)}
        style={{ minWidth: compact ? 56 : 128 }}
      />
    </span>
  );
}
