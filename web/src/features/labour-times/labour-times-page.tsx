import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Cascader, Col, Form, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CloseOutlined, ExportOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeywordField, ListFilters, PagedCard, useListExport } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import type { TLabourTimeFilter, TLabourTimeRow } from '@portal/contract';
import { exportLabourTimes, useLabourFilterOptions, useLabourTimes, useLevelTwo, usePositionCodes } from '../../api/labour-times';
import { Permission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { PartDetailDrawer, type PartDrawerState } from '../catalogue/part-detail-drawer';
import { useVipGate, VipRefusal } from '../vip';
import { clearedBy, filterOf, formatHours, TYPE_COLORS, type LabourFilterValues } from './labour-filter';
import { cascaderOptions, codeOfPath, nodeOfCode, pathOfCode } from './model-options';
import './labour-times.css';

const TABLE_WIDTH = 1290;

/**
 * labour_time: the labour-time list (spec §3, §7) by model (line, series or model), level one,
 * level two, position code, work type and job; paged; exported to xlsx behind
 * PER_MANUAL_LABORTIME_EXPORT. `?model=<code>` opens it on a model (the manual view's "part
 * labour time" action), `?part=<code>` on a part's jobs. A gated user without a labour-times
 * package sees the offer instead (decision 043), and no call is made that would be refused.
 */
export default function LabourTimesPage() {
  const gate = useVipGate('LABOUR_TIMES');
  if (gate === 'pending') return null;
  if (gate === 'closed') return <div className="page"><Card><VipRefusal what="labour" /></Card></div>;
  return <LabourTimesScreen />;
}

function LabourTimesScreen() {
  const { t, i18n } = useTranslation('labour-times');
  const pinned = useDevice() !== 'mobile';
  const [params] = useSearchParams();
  const [form] = Form.useForm<LabourFilterValues>();
  const [partCode, setPartCode] = useState(params.get('part') ?? undefined);
  const [filter, setFilter] = useState<TLabourTimeFilter>(() => filterOf({ model: params.get('model') ? [params.get('model')!] : undefined }, partCode));
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage } = paged;
  const [drawer, setDrawer] = useState<PartDrawerState | null>(null);

  const model = Form.useWatch('model', form);
  const levelOne = Form.useWatch('levelOne', form);
  const levelTwo = Form.useWatch('levelTwo', form);
  const modelCode = codeOfPath(model);
  const options = useLabourFilterOptions(modelCode);
  const lines = options.data?.models;
  const modelNode = lines ? nodeOfCode(lines, modelCode) : undefined;
  const levelTwos = useLevelTwo(modelNode?.id, levelOne);
  const positions = usePositionCodes({ modelCode, levelOne, levelTwo });
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching } = useLabourTimes(query);

  // A model named in the link becomes the picker's path once the tree has arrived.
  const linkedModel = params.get('model');
  useEffect(() => {
    if (!lines || !linkedModel || form.getFieldValue('model')) return;
    const path = pathOfCode(lines, linkedModel);
    if (path) form.setFieldsValue({ model: path });
  }, [lines, linkedModel, form]);

  const apply = (values: LabourFilterValues, part = partCode) => {
    setFilter(filterOf(values, part));
    toFirstPage();
  };
  const onValuesChange = (changed: Partial<LabourFilterValues>) => {
    const cleared = (Object.keys(changed) as (keyof LabourFilterValues)[]).flatMap(clearedBy);
    if (cleared.length) form.setFieldsValue(Object.fromEntries(cleared.map((k) => [k, undefined])));
  };
  const onReset = () => {
    form.setFieldsValue({ model: undefined });
    setPartCode(undefined);
    apply({}, undefined);
  };
  const dropPart = () => {
    setPartCode(undefined);
    apply(form.getFieldsValue(), undefined);
  };
  const { exporting, onExport } = useListExport(() => exportLabourTimes(filter), t('list.exported'));

  const hours = (value: number) => formatHours(value, i18n.language);
  const columns: TableColumnsType<TLabourTimeRow> = [
    { key: 'code', title: t('columns.code'), dataIndex: 'workTimeCode', width: 110, fixed: pinned ? 'left' : undefined, render: (code: string) => <span className="labour-code">{code}</span> },
    { key: 'name', title: t('columns.name'), dataIndex: 'workTimeName', width: 260, render: (name: string) => <span className="labour-name">{name}</span> },
    {
      key: 'type',
      title: t('columns.type'),
      width: 130,
      render: (_, row) => <Tag color={TYPE_COLORS[row.workTimeType]} className="labour-type">{row.workTimeTypeName}</Tag>,
    },
    {
      key: 'standard',
      title: <Tooltip title={t('hints.standard')}><span>{t('columns.standard')} <InfoCircleOutlined className="labour-hint" /></span></Tooltip>,
      dataIndex: 'standardHours',
      width: 125,
      align: 'right',
      render: (value: number) => <strong className="labour-hours">{hours(value)}</strong>,
    },
    {
      key: 'maintenance',
      title: <Tooltip title={t('hints.maintenance')}><span>{t('columns.maintenance')} <InfoCircleOutlined className="labour-hint" /></span></Tooltip>,
      dataIndex: 'maintenanceHours',
      width: 150,
      align: 'right',
      render: (value: number) => <span className="labour-hours">{hours(value)}</span>,
    },
    {
      key: 'position',
      title: t('columns.position'),
      width: 170,
      ellipsis: true,
      render: (_, row) => <span title={`${row.levelOne.name} / ${row.levelTwo.name}`}><span className="labour-position-code">{row.position.code}</span> {row.position.name}</span>,
    },
    { key: 'model', title: t('columns.model'), dataIndex: 'modelName', width: 200, ellipsis: true },
    {
      key: 'parts',
      title: t('columns.parts'),
      width: 200,
      render: (_, row) => (
        <span className="labour-parts">
          {row.parts.map((p) => (
            <Tooltip key={p.id} title={p.partName}>
              <a onClick={() => setDrawer({ partId: p.id, tab: 'labour' })} data-testid={`labour-part-${p.partCode}`}>{p.partCode}</a>
            </Tooltip>
          ))}
        </span>
      ),
    },
  ];

  const selectProps = { allowClear: true, showSearch: { optionFilterProp: 'label' as const } };

  return (
    <div className="page labour-page" data-testid="labour-page">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <ListFilters<LabourFilterValues>
        form={form}
        name="labourFilter"
        className="labour-filter"
        onFinish={(v) => apply(v)}
        onValuesChange={onValuesChange}
        onReset={onReset}
        searchLabel={t('filter.search')}
        searchTestId="labour-search"
        actionsCol={{ xs: 24, xl: 8 }}
      >
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="model" label={t('filter.model')}>
            <Cascader
              options={cascaderOptions(lines ?? [])}
              changeOnSelect
              showSearch
              placeholder={t('filter.modelPlaceholder')}
              data-testid="labour-model"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="levelOne" label={t('filter.levelOne')}>
            <Select {...selectProps} placeholder={t('filter.levelOnePlaceholder')} options={(options.data?.levelOnes ?? []).map((l) => ({ value: l.code, label: l.name }))} data-testid="labour-level-one" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="levelTwo" label={t('filter.levelTwo')}>
            <Select
              {...selectProps}
              disabled={!modelNode || !levelOne}
              placeholder={!modelNode ? t('filter.levelTwoNeedsModel') : !levelOne ? t('filter.levelTwoNeedsLevelOne') : t('filter.levelTwoPlaceholder')}
              options={(levelTwos.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
              data-testid="labour-level-two"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="positionCode" label={t('filter.position')}>
            <Select {...selectProps} placeholder={t('filter.positionPlaceholder')} options={(positions.data ?? []).map((p) => ({ value: p.code, label: `${p.code} ${p.name}` }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="workTimeType" label={t('filter.type')}>
            <Select {...selectProps} placeholder={t('filter.typePlaceholder')} options={(options.data?.workTimeTypes ?? []).map((w) => ({ value: w.code, label: w.name }))} />
          </Form.Item>
        </Col>
        <KeywordField col={{ xs: 24, md: 12, xl: 8 }} label={t('filter.key')} placeholder={t('filter.keyPlaceholder')} testId="labour-key" />
        <Col xs={24} md={12} xl={8}>
          {partCode && (
            <Form.Item label=" ">
              <Tag color="blue" closable closeIcon={<CloseOutlined />} onClose={dropPart} className="labour-part-chip">
                {t('filter.forPart', { code: partCode })}
              </Tag>
            </Form.Item>
          )}
        </Col>
      </ListFilters>
      <PagedCard<TLabourTimeRow>
        className="labour-list"
        title={t('list.title')}
        total={(count) => t('list.total', { count })}
        countTestId="labour-count"
        extra={
          <Permission code="PER_MANUAL_LABORTIME_EXPORT">
            <Button icon={<ExportOutlined />} onClick={onExport} loading={exporting} disabled={!data?.count} data-testid="labour-export">
              {t('list.export')}
            </Button>
          </Permission>
        }
        columns={columns}
        page={data}
        loading={isFetching}
        paged={paged}
        width={TABLE_WIDTH}
        emptyText={t('list.empty')}
        data-testid="labour-table"
      />
      <PartDetailDrawer state={drawer} onChange={setDrawer} />
    </div>
  );
}
