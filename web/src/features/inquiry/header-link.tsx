import { Badge, Button, Tooltip } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePendingCount } from '../../api/inquiry';

/**
 * The header's inquiry-form link (spec §2), with the number of inquiries waiting for the user; it
 * opens the list on "waiting for me" when something waits, else the whole list.
 */
export function InquiryHeaderLink({ compact }: { compact: boolean }) {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const { data } = usePendingCount(true);
  const waiting = data?.inquiry ?? 0;
  const open = () => navigate(waiting > 0 ? '/inquiryFormManagement?scope=process' : '/inquiryFormManagement');
  return (
    <Tooltip title={waiting > 0 ? t('header.pending', { count: waiting }) : undefined}>
      <Badge count={waiting} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
        <Button type="text" className="header-icon-button" icon={<FileTextOutlined />} onClick={open} data-testid="header-inquiry" aria-label={t('header.link')}>
          {compact ? null : t('header.link')}
        </Button>
      </Badge>
    </Tooltip>
  );
}
