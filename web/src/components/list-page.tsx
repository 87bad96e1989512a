import { useState, type ReactNode } from 'react';
import { App, Button, Card, Col, Form, Row, Select, Tag, type ColProps, type FormInstance, type SelectProps } from 'antd';
import { LIMITS } from '@portal/contract';
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

export interface ListFiltersProps<V> {
  form: FormInstance<V>;
  /** The form's name (the fields' ids). */
  name: string;
  /** The filter card's class. */
  className?: string;
  /** What the fields start with, and go back to on reset. */
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  onValuesChange?: (changed: Partial<V>, values: V) => void;
  /** Called after reset has cleared the fields: apply the empty filter. */
  onReset: () => void;
  searchLabel: ReactNode;
  searchTestId?: string;
  /** The grid column of the reset and search buttons, after the fields' columns. */
  actionsCol?: ColProps;
  /** Before reset and search in their column (a "more filters" toggle). */
  actionsExtra?: ReactNode;
  /** The fields, each in its `Col`. */
  children: ReactNode;
}

/** A list page's filter card: a vertical form of field columns, reset and search at the end. */
export function ListFilters<V>({ form, name, className, initialValues, onFinish, onValuesChange, onReset, searchLabel, searchTestId, actionsCol, actionsExtra, children }: ListFiltersProps<V>) {
  return (
    <Card className={className}>
      <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish} onValuesChange={onValuesChange}>
        <Row gutter={16} align="bottom">
          {children}
          <Col {...actionsCol}>
            {actionsExtra}
            <FilterActions
              searchLabel={searchLabel}
              onReset={() => {
                form.resetFields();
                onReset();
              }}
              testId={searchTestId}
            />
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/** A filter's multiple choice: clearable, showing at most `LIMITS.filterTagCount` tags. */
export function MultiSelectFilter<V>(props: Omit<SelectProps<V[]>, 'mode'>) {
  return <Select<V[]> mode="multiple" allowClear maxTagCount={LIMITS.filterTagCount} {...props} />;
}

/**
 * A list's export to a file: `exporting` while `save` runs, then `done` as a success message (a
 * failure is shown by the http client).
 */
export function useListExport(save: () => Promise<unknown>, done: string) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await save();
      void message.success(done);
    } catch {
      /* shown by the http client */
    } finally {
      setExporting(false);
    }
  };
  return { exporting, onExport: () => void onExport() };
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
