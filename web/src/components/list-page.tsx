import { useState, type ReactNode } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Tag, type ColProps, type FormInstance, type SelectProps } from 'antd';
import { LIMITS, type PermissionCode } from '@portal/contract';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Permission } from '../app/permission';
import { PagedTable, type PagedTableProps } from './paged-table';
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

export interface KeywordSearchProps {
  placeholder: string;
  /** The search button's word. */
  searchLabel: ReactNode;
  /** The trimmed keyword, undefined when the box was emptied. */
  onSearch: (key: string | undefined) => void;
  width: number;
  testId?: string;
}

/** A list's keyword box, searched on enter or with its button; a keyword is at most `LIMITS.searchKeyMax` long. */
export function KeywordSearch({ placeholder, searchLabel, onSearch, width, testId }: KeywordSearchProps) {
  return (
    <Input.Search
      allowClear
      style={{ width, maxWidth: '100%' }}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      maxLength={LIMITS.searchKeyMax}
      onSearch={(value) => onSearch(value.trim() || undefined)}
      enterButton={searchLabel}
      data-testid={testId}
    />
  );
}

export interface KeywordFieldProps {
  label: ReactNode;
  placeholder: string;
  /** The grid column of the field. */
  col: ColProps;
  /** Longer than the portal's keyword limit only where the query's schema says so. */
  maxLength?: number;
  testId?: string;
}

/** A filter form's keyword field `key`, in its grid column. */
export function KeywordField({ label, placeholder, col, maxLength = LIMITS.searchKeyMax, testId }: KeywordFieldProps) {
  return (
    <Col {...col}>
      <Form.Item name="key" label={label}>
        <Input allowClear prefix={<SearchOutlined />} placeholder={placeholder} maxLength={maxLength} data-testid={testId} />
      </Form.Item>
    </Col>
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

/** A list card's action that creates a row, for those with `permission`. */
export function AddButton({ permission, label, onAdd, testId }: { permission: PermissionCode; label: ReactNode; onAdd: () => void; testId?: string }) {
  return (
    <Permission code={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={testId}>
        {label}
      </Button>
    </Permission>
  );
}

/** A list card's action that asks for the list again; `loading` while it comes. */
export function RefreshButton({ label, onRefresh, loading }: { label: ReactNode; onRefresh: () => unknown; loading: boolean }) {
  return (
    <Button icon={<ReloadOutlined />} onClick={() => void onRefresh()} loading={loading}>
      {label}
    </Button>
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

export interface PagedCardProps<T> extends Omit<PagedTableProps<T>, 'title' | 'className'> {
  /** The card's class. */
  className?: string;
  title: ReactNode;
  /** The count beside the title, once the first page has come. */
  total: (count: number) => ReactNode;
  countTestId?: string;
  /** Actions at the card's top right (export, refresh). */
  extra?: ReactNode;
}

/** A list page's result card: the title with the count, its actions, and the server-paged table. */
export function PagedCard<T extends object>({ className, title, total, countTestId, extra, ...table }: PagedCardProps<T>) {
  return (
    <Card className={className} title={<CountTitle title={title} total={table.page ? total(table.page.count) : undefined} testId={countTestId} />} extra={extra}>
      <PagedTable<T> {...table} />
    </Card>
  );
}
