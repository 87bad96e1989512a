import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Tag } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CASE_LIMITS } from '@portal/contract';
import { useSimilarCases } from '../../api/cases';
import { usePermission } from '../../app/permission';
import './cases.css';

/** Typing pauses this long before the library is asked. */
const TYPING_PAUSE_MS = 400;

interface CaseSuggestionsProps {
  /** The fault as typed so far (fault name and descriptions joined). */
  text: string;
  modelCode?: string;
  carSeries?: string;
  vinCode?: string;
  /** Shown while there is no suggestion (instead of nothing). */
  placeholder?: ReactNode;
}

/**
 * Published cases like the fault a dealer is typing, the model's own first (issue 10 §3: the
 * answer is found before asking). For the inquiry form; shows nothing without the library's
 * permission, without text, or without a similar case.
 */
export function CaseSuggestions({ text, modelCode, carSeries, vinCode, placeholder }: CaseSuggestionsProps) {
  const { t } = useTranslation('cases');
  const { has } = usePermission();
  const [typed, setTyped] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim().slice(0, CASE_LIMITS.similarTextMax)), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const code = (value: string | undefined) => (value && /^[\w.-]{1,64}$/.test(value) ? value : undefined);
  const allowed = has('PER_TECHNICALCASE_LIBRARY_VIEW');
  const { data } = useSimilarCases(
    { text: typed, modelCode: code(modelCode), carSeries: code(carSeries), vinCode: vinCode && /^[A-HJ-NPR-Z0-9]{17}$/.test(vinCode) ? vinCode : undefined, limit: 5 },
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
