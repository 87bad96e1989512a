import { Table } from 'antd';
import { LIMITS } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The detail table of an error envelope carrying `errorData` (spec §8), e.g. import row errors. */
export function ErrorDetailTable({ rows }: { rows: unknown[] }) {
  const { t } = useTranslation('errors');
  const records = rows.map((row, index) =>
    row !== null && typeof row === 'object' ? { __key: index, ...(row as Record<string, unknown>) } : { __key: index, message: String(row) },
  );
  const columnNames = Array.from(new Set(records.flatMap((r) => Object.keys(r)).filter((k) => k !== '__key')));
  const columns = [
    { title: t('detail.index'), key: '__index', width: 64, render: (_: unknown, __: unknown, i: number) => i + 1 },
    ...columnNames.map((name) => ({
      title: name,
      dataIndex: name,
      key: name,
      render: (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)),
    })),
  ];
  return (
    <Table
      size="small"
      rowKey="__key"
      dataSource={records}
      columns={columns}
      scroll={{ x: true, y: 360 }}
      pagination={{
        defaultPageSize: LIMITS.errorTablePageSize,
        pageSizeOptions: LIMITS.errorTablePageSizes.map(String),
        showSizeChanger: true,
      }}
    />
  );
}
