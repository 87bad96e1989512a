import { Alert, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CASE_LIMITS, isValidVin, type TBulletinSimilarRequest } from '@portal/contract';
import { usePermission } from '../../app/permission';
import { useSimilarBulletins } from '../../api/bulletins';
import { useDebounced } from '../../components/use-debounced';

/** Typing pauses this long before the server is asked (as the case suggestions). */
const TYPING_PAUSE_MS = 400;

/** Where the fault sits in the fault catalogue, as picked so far (codes). */
export type FaultPath = Pick<TBulletinSimilarRequest, 'faultModule' | 'faultSystem' | 'faultPosition'>;

/**
 * For the new inquiry's fault: while a fault is typed for a valid VIN, the vehicle's published
 * bulletins that answer it, best first, ranked by the server on the fault catalogue path picked
 * and the text (issue 20 §9); the vehicle's recalls follow, unmarked, since a recall is due
 * whatever the fault. Nothing without the permission, a fault or such a bulletin.
 */
export function VinBulletinSuggestions({ vin, fault, path }: { vin?: string; fault: string; path: FaultPath }) {
  const { t } = useTranslation('bulletins');
  const { has } = usePermission();
  const text = useDebounced(fault.trim().slice(0, CASE_LIMITS.similarTextMax), TYPING_PAUSE_MS);
  const vinCode = vin?.trim().toUpperCase() ?? '';
  const enabled = isValidVin(vinCode) && has('PER_BULLETIN_VIEW');
  const { data } = useSimilarBulletins({ vinCode, text, ...path }, enabled);
  if (!enabled || !text || !data?.length) return null;
  return (
    <Alert
      type="warning" showIcon icon={<NotificationOutlined />} className="case-similar" data-testid="vin-bulletin-suggestions"
      title={t('suggest.title', { count: data.length })}
      description={
        <ul className="case-similar-list">
          {data.map((row) => (
            <li key={row.id} data-testid={row.matches ? 'vin-bulletin-match' : 'vin-bulletin-recall'}>
              <Tag color={row.type === 'RECALL_TYPE' ? 'red' : 'blue'}>{t(`type.${row.type}`)}</Tag>
              <Link to={`/notice_detail/${row.id}/${encodeURIComponent(row.theme)}`} target="_blank">{row.theme}</Link>{' '}
              {row.matches && <Tag color="gold">{t('suggest.matches')}</Tag>}
              {!row.read && <Tag>{t('unread')}</Tag>}
            </li>
          ))}
        </ul>
      }
    />
  );
}
