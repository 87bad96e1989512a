import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INQUIRY_VIN_OPEN_STATUSES } from './status';
import { useVinHistory } from '../../api/inquiry';
import { useDictNames } from '../../api/dictionaries';

/**
 * Issue §3: warns while a dealer types a VIN that already has an inquiry in progress: their own
 * (with a link), or someone else's (a count only: other dealers' inquiries stay theirs).
 */
export function OpenInquiryWarning({ vin, exceptId }: { vin: string | undefined; exceptId?: string }) {
  const { t } = useTranslation('inquiry');
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const { data } = useVinHistory(vin);
  if (!data) return null;
  const mine = data.inquiries.find((row) => row.id !== exceptId && INQUIRY_VIN_OPEN_STATUSES.includes(row.status));
  const others = data.openCount - data.inquiries.filter((row) => INQUIRY_VIN_OPEN_STATUSES.includes(row.status)).length;
  if (!mine && others <= 0) return null;
  return (
    <Alert
      className="inquiry-open-warning"
      type="warning"
      showIcon
      data-testid="inquiry-open-warning"
      message={mine ? t('form.openInquiry', { formNo: mine.formNo, status: statusName(mine.status) }) : t('form.openInquiryElsewhere', { count: others })}
      action={mine ? <Link to={`/inquiryForm/${mine.id}`}>{t('form.openInquiryLink')}</Link> : undefined}
    />
  );
}
