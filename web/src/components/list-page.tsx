import type { ReactNode } from 'react';
import { Button, Form, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './list-page.css';

/** Reset and search at the end of a list page's filter form (the form submits on search). */
export function FilterActions({ searchLabel, onReset, testId }: { searchLabel: ReactNode; onReset: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item className="filter-actions">
      <Button onClick={onReset}>{t('common:actions.reset')}</Button>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={testId}>
        {searchLabel}
      </Button>
    </Form.Item>
  );
}

/** A list card's title with the total beside it, once the list has loaded. */
export function CountTitle({ title, total, testId }: { title: ReactNode; total?: ReactNode; testId?: string }) {
  return (
    <span className="list-title">
      {title}
      {total !== undefined && <Tag className="list-count" data-testid={testId}>{total}</Tag>}
    </span>
  );
}
