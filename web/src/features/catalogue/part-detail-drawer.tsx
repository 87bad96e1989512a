import { Button, Drawer, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../../app/device';
import { PartDetail, type PartTab } from './part-detail';

export interface PartDrawerState {
  partId: string;
  tab: PartTab;
}

/** The part detail over the current screen; "open in a tab" goes to its linkable route /part/:id. */
export function PartDetailDrawer({ state, onChange }: { state: PartDrawerState | null; onChange: (state: PartDrawerState | null) => void }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const device = useDevice();
  return (
    <Drawer
      open={!!state}
      onClose={() => onChange(null)}
      size={device === 'desktop' ? 960 : '100%'}
      title={t('routes.part_detail')}
      destroyOnHidden
      extra={
        state && (
          <Tooltip title={t('part.openPage')}>
            <Button icon={<ExportOutlined />} onClick={() => { onChange(null); navigate(`/part/${state.partId}?tab=${state.tab}`); }} data-testid="part-open-page">
              {t('part.openPageShort')}
            </Button>
          </Tooltip>
        )
      }
    >
      {state && (
        <PartDetail
          partId={state.partId}
          tab={state.tab}
          onTabChange={(tab) => onChange({ ...state, tab })}
          onOpenPart={(partId) => onChange({ partId, tab: 'info' })}
        />
      )}
    </Drawer>
  );
}
