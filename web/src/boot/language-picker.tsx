import { useEffect, useState } from 'react';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, systemEndpoints, type Language } from '@portal/contract';
import { api } from '../api/api';
import { usePublicConfigValue } from '../api/public-config';
import { currentLanguage, switchLanguage } from '../i18n';
import { TABS_STORAGE_KEY } from '../app/tabs/tab-list';

/** The selector's choices: the languages the server offers, else all six; each named in itself. */
export function languageOptions(offered: readonly { code: string; name: string }[] | undefined) {
  const list = offered?.length ? offered.filter((l) => isLanguage(l.code)) : LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  return list.map((l) => ({ value: l.code as Language, label: LANGUAGE_NAMES[l.code as Language] ?? l.name }));
}

/**
 * The language selector of the pages without a session (spec §2), for the dark header: a native
 * `<select>` under a face like the signed-in header's antd Select (app/language-select.tsx), so
 * the login page needs no antd. Switching stays on the page and reloads it.
 */
export function LanguagePicker({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const config = usePublicConfigValue();
  const enabled = config?.multiLanguage === true;
  const [offered, setOffered] = useState<{ code: string; name: string }[]>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api(systemEndpoints.languages, {}, { noToken: true, silent: true })
      .then((list) => current && setOffered(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  if (!enabled) return null;
  const language = currentLanguage();
  return (
    <span data-testid="language-select" className={`language-select language-picker${compact ? ' language-picker-compact' : ''}`}>
      <span className="language-picker-face" aria-hidden="true">
        <GlobalOutlined />
        <span className="language-picker-label">{compact ? language.split('-')[0].toUpperCase() : LANGUAGE_NAMES[language]}</span>
        <DownOutlined className="language-picker-arrow" />
      </span>
      <select
        aria-label={t('header.language')}
        value={language}
        // without a session there are no tabs to keep: a stale list is dropped with the reload
        onChange={(e) => switchLanguage(e.target.value as Language, () => sessionStorage.removeItem(TABS_STORAGE_KEY), true)}
      >
        {languageOptions(offered).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
