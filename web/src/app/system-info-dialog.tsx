import { Alert, Descriptions, Modal, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useLicenceInfo } from '../api/system';

/** Licence information for the system administrator (spec §2, §3). */
export function SystemInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { data, isLoading, isError } = useLicenceInfo(open);
  const used = data && data.consumerAmount > 0 ? Math.round((data.onlineUsers / data.consumerAmount) * 100) : 0;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('systemInfo.title')} width={560} destroyOnHidden>
      {isLoading && <Skeleton active />}
      {isError && <Alert type="error" showIcon title={t('systemInfo.loadFailed')} />}
      {data && (
        <>
          <Descriptions column={1} bordered size="small" className="system-info">
            <Descriptions.Item label={t('systemInfo.softwareVersion')}>{data.softwareVersion}</Descriptions.Item>
            {data.customer && <Descriptions.Item label={t('systemInfo.customer')}>{data.customer}</Descriptions.Item>}
            <Descriptions.Item label={t('systemInfo.notAfter')}>{dayjs(data.notAfter).format('YYYY-MM-DD')}</Descriptions.Item>
            <Descriptions.Item label={t('systemInfo.dayremain')}>{t('systemInfo.days', { count: data.dayremain })}</Descriptions.Item>
            <Descriptions.Item label={t('systemInfo.consumerAmount')}>{data.consumerAmount}</Descriptions.Item>
            <Descriptions.Item label={t('systemInfo.onlineUsers')}>{data.onlineUsers}</Descriptions.Item>
            <Descriptions.Item label={t('systemInfo.remaining')}>{data.remaining}</Descriptions.Item>
          </Descriptions>
          <Progress percent={used} status={used >= 90 ? 'exception' : 'normal'} className="system-info-usage" />
        </>
      )}
    </Modal>
  );
}
