import { Dropdown, Tabs, Button, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, HomeOutlined, MoreOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeByName } from '../routes';
import { HOME_TAB, activeAfterClose, isClosable, type TabItem } from './tab-list';
import { useTabs } from './tabs-context';

/** The opened-pages bar of spec §2 with close, close others and close all (also on right-click). */
export function TabBar({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { tabs, dispatch } = useTabs();

  const close = (key: string) => {
    if (!isClosable(key)) return;
    const next = activeAfterClose(tabs, key, activeKey);
    dispatch({ type: 'close', key });
    if (next !== activeKey) navigate(next);
  };
  const closeOthers = (key: string) => {
    dispatch({ type: 'closeOthers', key });
    if (key !== activeKey) navigate(key);
  };
  const closeAll = () => {
    dispatch({ type: 'closeAll' });
    navigate(HOME_TAB.key);
  };

  const menuFor = (key: string): MenuProps => ({
    items: [
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !isClosable(key) },
      { key: 'closeOthers', icon: <VerticalAlignMiddleOutlined />, label: t('tabs.closeOthers'), disabled: tabs.length <= 1 },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
    ],
    onClick: ({ key: action }) => {
      if (action === 'close') close(key);
      else if (action === 'closeOthers') closeOthers(key);
      else closeAll();
    },
  });

  const titleOf = (tab: TabItem) => {
    const object = tab.object;
    if (object) return t(`tabs.object.${object.kind}.${object.name ? 'named' : 'plain'}`, { id: object.id, name: object.name });
    const route = routeByName(tab.name);
    return route ? t(route.titleKey) : tab.key;
  };

  return (
    <div className="tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: isClosable(tab.key),
          label: (
            <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
              <span className="tab-label" data-tab-key={tab.key} title={titleOf(tab)}>
                {tab.key === HOME_TAB.key && <HomeOutlined />}
                <span className="tab-label-text">{titleOf(tab)}</span>
              </span>
            </Dropdown>
          ),
        }))}
      />
      {/* beside the Tabs, not in their extra content: a tablist may hold only tabs (ARIA) */}
      <Dropdown menu={menuFor(activeKey)} trigger={['click']} placement="bottomRight">
        <Button type="text" size="small" className="tab-bar-actions" icon={<MoreOutlined />} aria-label={t('tabs.actions')} data-testid="tab-actions" />
      </Dropdown>
    </div>
  );
}
