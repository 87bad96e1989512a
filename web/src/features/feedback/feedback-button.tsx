import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePendingCount } from '../../api/inquiry';

// the form (antd Form, Select, Upload) is in every signed-in header: fetched when first opened (decision 030)
const FeedbackFormModal = lazy(() => import('./feedback-form').then((m) => ({ default: m.FeedbackFormModal })));

/** The header's feedback button (spec §2): opens the form for the page in view; the badge counts feedback waiting for the user. */
export function FeedbackHeaderButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  // once opened, the form stays mounted (what was typed survives closing it, as before)
  const [opened, setOpened] = useState(false);
  const { data } = usePendingCount(true);
  const waiting = data?.feedback ?? 0;
  const openForm = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Tooltip title={waiting > 0 ? t('header.pending', { count: waiting }) : undefined}>
        <Badge count={waiting} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
          <Button type="text" className="header-icon-button" icon={<MessageOutlined />} onClick={openForm} data-testid="header-feedback" aria-label={t('header.button')}>
            {compact ? null : t('header.button')}
          </Button>
        </Badge>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <FeedbackFormModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
