import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INQUIRY_VIN_OPEN_STATUSES } from './status';
import { useDictNames, useInquiryList } from '../../api/inquiry';

/** Issue §3: warns while a dealer types a VIN that already has an inquiry in progress. */
export function OpenInquiryWarning({ vin, exceptId }: { vin: string | undefined; exceptId?: string }) {
  const { t } = useTranslation('inquiry');
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const trimmed = vin?.trim() ?? '';
  const enabled = trimmed.length >= 17;
  const { data } = useInquiryList({ page: 1, pageSize: 5, vinCode: enabled ? trimmed : '#', statusList: [...INQUIRY_VIN_OPEN_STATUSES] }, enabled);
  const other = enabled ? data?.contents.find((row) => row.id !== exceptId && row.vinCode.toUpperCase() === trimmed.toUpperCase()) : undefined;
  if (!other) return null;
  return (
    <Alert
      className="inquiry-open-warning"
      type="warning"
      showIcon
      data-testid="inquiry-open-warning"
      message={t('form.openInquiry', { formNo: other.formNo, status: statusName(other.status) })}
      action={<Link to={`/inquiryForm/${other.id}`}>{t('form.openInquiryLink')}</Link>}
    />
  );
}
