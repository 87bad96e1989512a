import type { ReactNode } from 'react';
import { Alert, Tag } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CASE_LIMITS, isValidVin, type TCaseSimilarRequest } from '@portal/contract';
import { useSimilarCases } from '../../api/cases';
import { usePermission } from '../../app/permission';
import { useDebounced } from '../../components/use-debounced';
import './cases.css';

/** Typing pauses this long before the library is asked. */
const TYPING_PAUSE_MS = 400;

interface CaseSuggestionsProps {
  /** The fault as typed so far (fault name and descriptions joined). */
  text: string;
  modelCode?: string;
  carSeries?: string;
  vinCode?: string;
  /** Where the fault sits in the fault catalogue, as picked so far (codes): cases filed there rank first. */
  path?: Pick<TCaseSimilarRequest, 'faultModule' | 'faultSystem' | 'faultPosition'>;
  /** Shown while there is no suggestion (instead of nothing). */
  placeholder?: ReactNode;
}

/**
 * Published cases that answer the fault a dealer is typing (issue 10 §3: the answer is found
 * before asking), ranked by the server on the fault catalogue path picked and the text, the
 * model's own first among equals (issue 20 §9). For the inquiry form; shows nothing without the
 * library's permission, without text, or without such a case.
 */
export function CaseSuggestions({ text, modelCode, carSeries, vinCode, path, placeholder }: CaseSuggestionsProps) {
  const { t } = useTranslation('cases');
  const { has } = usePermission();
  const typed = useDebounced(text.trim().slice(0, CASE_LIMITS.similarTextMax), TYPING_PAUSE_MS);
  const code = (value: string | undefined) => (value && /^[\w.-]{1,64}$/.test(value) ? value : undefined);
  const allowed = has('PER_TECHNICALCASE_LIBRARY_VIEW');
  const { data } = useSimilarCases(
    {
      text: typed, modelCode: code(modelCode), carSeries: code(carSeries), vinCode: vinCode && isValidVin(vinCode) ? vinCode.trim().toUpperCase() : undefined,
      faultModule: code(path?.faultModule), faultSystem: code(path?.faultSystem), faultPosition: code(path?.faultPosition), limit: 5,
    },
    allowed,
  );
  if (!data?.length) return allowed && placeholder ? <>{placeholder}</> : null;
  return (
    <Alert
      type="info"
      className="case-similar"
      showIcon
      icon={<BulbOutlined />}
      title={t('similar.title')}
      data-testid="case-suggestions"
      description={
        <ul className="case-similar-list">
          {data.map((c) => (
            <li key={c.id}>
              <Link to={`/technicalCaseLibrary/${c.id}`} target="_blank">{c.title}</Link>{' '}
              <Tag color={c.sameModel ? 'blue' : 'default'}>{c.sameModel ? t('similar.sameModel') : c.modelName || c.modelCode}</Tag>
              <span className="case-row-date">{t('similar.match', { percent: Math.round(c.score * 100) })}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
