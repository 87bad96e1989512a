import { useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePendingCount } from '../../api/inquiry';
import { FeedbackFormModal } from './feedback-form';

/** The header's feedback button (spec §2): opens the form for the page in view; the badge counts feedback waiting for the user. */
export function FeedbackHeaderButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  const { data } = usePendingCount(true);
  const waiting = data?.feedback ?? 0;
  return (
    <>
      <Tooltip title={waiting > 0 ? t('header.pending', { count: waiting }) : undefined}>
        <Badge count={waiting} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
          <Button type="text" className="header-icon-button" icon={<MessageOutlined />} onClick={() => setOpen(true)} data-testid="header-feedback" aria-label={t('header.button')}>
            {compact ? null : t('header.button')}
          </Button>
        </Badge>
      </Tooltip>
      <FeedbackFormModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
