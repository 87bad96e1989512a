import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HashRouter } from 'react-router';
import type { Language } from '@portal/contract';
import { queryClient } from '../api/query-client';
import { antdLocaleOf } from '../i18n';
import { TabsProvider } from './tabs/tabs-context';
import { UiBridge } from './ui-bridge';
import { useReducedMotion } from './motion';
import { Shell } from './shell';

/** Brand: deep navy header, teal-blue primary. */
export const BRAND_THEME = {
  algorithm: antTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#0e7490',
    colorInfo: '#0e7490',
    colorLink: '#0e7490',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  },
  components: {
    Tabs: { cardBg: '#eef3f7' },
  },
};

export function PortalApp({ language }: { language: Language }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => (reducedMotion ? { ...BRAND_THEME, token: { ...BRAND_THEME.token, motion: false } } : BRAND_THEME), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
        <AntApp>
          <HashRouter>
            <UiBridge />
            <TabsProvider>
              <Shell />
            </TabsProvider>
          </HashRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
