import { useMemo, useState } from 'react';
import { Button, Empty, Select, Table, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPartLabourTime } from '@portal/contract';
import { usePartLabourTimes } from '../../api/labour-times';
import { usePermission } from '../../app/permission';
import { formatHours, TYPE_COLORS } from './labour-filter';
import './labour-times.css';

/**
 * The part detail's labour-time tab (spec §2): the jobs linked to the part on every model, which
 * can be narrowed to one model, and a way into the labour-time screen for the part.
 */
export function PartLabourTimes({ partId, partCode }: { partId: string; partCode?: string }) {
  const { t, i18n } = useTranslation('labour-times');
  const navigate = useNavigate();
  const { has } = usePermission();
  const { data, isLoading } = usePartLabourTimes(partId);
  const [model, setModel] = useState<string | undefined>();
  const models = useMemo(() => [...new Map((data ?? []).map((r) => [r.modelCode, r.modelName])).entries()], [data]);
  const rows = (data ?? []).filter((r) => !model || r.modelCode === model);
  const hours = (value: number) => formatHours(value, i18n.language);

  return (
    <div className="part-labour" data-testid="part-labour-times">
      {(models.length > 1 || (partCode && has('PER_MANUAL_PART_LABOR_TIME'))) && (
        <div className="part-labour-bar">
          {models.length > 1 ? (
            <Select
              value={model ?? ''}
              onChange={(v) => setModel(v || undefined)}
              aria-label={t('part.model')}
              options={[{ value: '', label: t('part.allModels', { count: models.length }) }, ...models.map(([code, name]) => ({ value: code, label: name }))]}
              data-testid="part-labour-model"
            />
          ) : <span />}
          {partCode && has('PER_MANUAL_PART_LABOR_TIME') && (
            <Button icon={<ExportOutlined />} onClick={() => navigate(`/labour_time?part=${encodeURIComponent(partCode)}`)}>
              {t('part.openList')}
            </Button>
          )}
        </div>
      )}
      <Table<TPartLabourTime>
        size="small"
        rowKey="id"
        loading={isLoading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('part.empty')} /> }}
        columns={[
          { key: 'code', title: t('columns.code'), dataIndex: 'workTimeCode', width: 110, render: (code: string) => <span className="labour-code">{code}</span> },
          { key: 'name', title: t('columns.name'), dataIndex: 'workTimeName' },
          { key: 'type', title: t('columns.type'), width: 130, render: (_, row) => <Tag color={TYPE_COLORS[row.workTimeType]} className="labour-type">{row.workTimeTypeName}</Tag> },
          { key: 'model', title: t('columns.model'), dataIndex: 'modelName', width: 210, ellipsis: true },
          { key: 'standard', title: t('columns.standard'), dataIndex: 'standardHours', width: 110, align: 'right', render: (v: number) => <strong className="labour-hours">{hours(v)}</strong> },
          { key: 'maintenance', title: t('columns.maintenance'), dataIndex: 'maintenanceHours', width: 130, align: 'right', render: (v: number) => <span className="labour-hours">{hours(v)}</span> },
        ]}
      />
    </div>
  );
}
