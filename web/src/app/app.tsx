import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '@portal/contract';
import { queryClient } from '../api/query-client';
import { antdLocaleOf } from '../i18n/app-texts';
import { TabsProvider } from './tabs/tabs-context';
import { UiBridge } from './ui-bridge';
import { useReducedMotion } from './motion';
import { useInertMeasureRows } from './inert-measure-rows';
import { useTablistHoldsOnlyTabs } from './tablist-only-tabs';
import { Shell } from './shell';

/** Brand: deep navy header, teal-blue primary. */
export const BRAND_THEME = {
  algorithm: antTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#0e7490',
    colorInfo: '#0e7490',
    colorLink: '#0e7490',
    // secondary text, placeholders and errors dark enough for 4.5:1 on white and the page's grey (WCAG 1.4.3)
    colorTextTertiary: '#5f6b7a',
    colorTextDescription: '#5f6b7a',
    // also on a disabled field's grey (#f5f5f5): the cascaded Series/Model selects wait disabled with their placeholder
    colorTextPlaceholder: '#5f6b7a',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  },
  components: {
    Tabs: { cardBg: '#eef3f7' },
    // the teal's lightest shade is dark enough to take text under 4.5:1 (danger links on selected rows)
    Table: { rowSelectedBg: '#e6f3f5', rowSelectedHoverBg: '#d6ebef' },
    // a tag's text is its colour's 7th shade (presets) or the status colour on the light ground: under 4.5:1
    // for most, so tags write with darker shades (antd's own styles outrank a stylesheet, its tokens do not)
    Tag: {
      green7: '#237804', orange7: '#ad4e00', gold7: '#876800', yellow7: '#876800', lime7: '#3f6600', red7: '#a8071a',
      volcano7: '#ad2102', cyan7: '#006d75', blue7: '#0050b3', geekblue7: '#10239e', purple7: '#391085', magenta7: '#9e1068',
      colorSuccess: '#237804', colorWarning: '#ad4e00', colorError: '#a8071a', colorInfo: '#0f4c5c',
    },
  },
};

/** The portal with antd and the shell, inside the router of boot/root.tsx, which loads it after the login page. */
export function PortalApp({ language }: { language: Language }) {
  const reducedMotion = useReducedMotion();
  useInertMeasureRows();
  useTablistHoldsOnlyTabs();
  const theme = useMemo(() => (reducedMotion ? { ...BRAND_THEME, token: { ...BRAND_THEME.token, motion: false } } : BRAND_THEME), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
        <AntApp>
          <UiBridge />
          <TabsProvider>
            <Shell />
          </TabsProvider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
