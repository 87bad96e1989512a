import { useEffect, useRef } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inquiryKeys, usePendingCount } from '../../api/inquiry';
import { useUnreadNotifications } from '../../api/notifications';
import { queryClient } from '../../api/query-client';

/**
 * The header's inquiry-form link (spec §2), with the number of inquiries waiting for the user. It
 * opens the default list, my open inquiries whatever they wait on (issue 20): "waiting for me"
 * hid a dealer's inquiry while it waited on the handler.
 */
export function InquiryHeaderLink({ compact }: { compact: boolean }) {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const { data } = usePendingCount(true);
  const waiting = data?.inquiry ?? 0;
  useRefreshOnNewAlert();
  return (
    <Tooltip title={waiting > 0 ? t('header.pending', { count: waiting }) : undefined}>
      <Badge count={waiting} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
        <Button type="text" className="header-icon-button" icon={<FileTextOutlined />} onClick={() => navigate('/inquiryFormManagement')} data-testid="header-inquiry" aria-label={t('header.link')}>
          {compact ? null : t('header.link')}
        </Button>
      </Badge>
    </Tooltip>
  );
}

/**
 * A new alert in the bell may be a reply or a status move: the waiting count and the lists are
 * asked again then, not a minute later. Reads the bell's count without asking for it itself.
 */
function useRefreshOnNewAlert() {
  const unread = useUnreadNotifications(false).data?.count;
  const last = useRef(unread);
  useEffect(() => {
    if (unread !== undefined && last.current !== undefined && unread > last.current) {
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.pending() });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
    }
    last.current = unread;
  }, [unread]);
}
