import { Alert, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VIN_PATTERN, type TBulletinRow } from '@portal/contract';
import { usePermission } from '../../app/permission';
import { useVinBulletins } from '../../api/bulletins';

/** Words of two or more letters or digits, lower case (any script). */
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2));

/** The bulletins sharing most words with the typed fault first; the rest keep the server's order (pinned, newest). */
export function rankByFault(rows: TBulletinRow[], fault: string): { row: TBulletinRow; matches: boolean }[] {
  const typed = wordsOf(fault);
  const score = (r: TBulletinRow) => [...wordsOf(r.theme)].filter((w) => typed.has(w)).length;
  return rows.map((row, i) => ({ row, i, s: score(row) })).sort((a, b) => b.s - a.s || a.i - b.i).map(({ row, s }) => ({ row, matches: s > 0 }));
}

/**
 * For the new inquiry's fault: while a fault is typed for a valid VIN, the published recalls and
 * technical bulletins that concern that vehicle (issue 10: the answer may already be published),
 * those naming words of the fault first. Nothing without the permission, a fault or a bulletin.
 */
export function VinBulletinSuggestions({ vin, fault }: { vin?: string; fault: string }) {
  const { t } = useTranslation('bulletins');
  const { has } = usePermission();
  const valid = Boolean(vin && VIN_PATTERN.test(vin));
  const enabled = valid && has('PER_BULLETIN_VIEW') && fault.trim().length > 0;
  const { data } = useVinBulletins(vin ?? '', enabled);
  if (!enabled || !data?.length) return null;
  return (
    <Alert
      type="warning" showIcon icon={<NotificationOutlined />} className="case-similar" data-testid="vin-bulletin-suggestions"
      title={t('suggest.title', { count: data.length })}
      description={
        <ul className="case-similar-list">
          {rankByFault(data, fault).map(({ row, matches }) => (
            <li key={row.id}>
              <Tag color={row.type === 'RECALL_TYPE' ? 'red' : 'blue'}>{t(`type.${row.type}`)}</Tag>
              <Link to={`/notice_detail/${row.id}/${encodeURIComponent(row.theme)}`} target="_blank">{row.theme}</Link>{' '}
              {matches && <Tag color="gold">{t('suggest.matches')}</Tag>}
              {!row.read && <Tag>{t('unread')}</Tag>}
            </li>
          ))}
        </ul>
      }
    />
  );
}
