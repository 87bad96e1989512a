import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract';
import { useAcceptLanguages, usePublicConfig } from '../api/system';
import { currentLanguage, switchLanguage } from '../i18n';
import { languageOptions } from '../boot/language-picker';
import { useTabs } from './tabs/tabs-context';

/** Language selector of the signed-in header (spec §2): only when the server enables several languages; the pages without a session have boot/language-picker.tsx. */
export function LanguageSelect({ compact, stayOnPage }: { compact: boolean; stayOnPage: boolean }) {
  const { t } = useTranslation('shell');
  const { data: config } = usePublicConfig();
  const enabled = config?.multiLanguage === true;
  const { data: list } = useAcceptLanguages(enabled);
  const { dispatch } = useTabs();
  if (!enabled) return null;
  const options = languageOptions(list);
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
