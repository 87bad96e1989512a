import { useMemo, useState } from 'react';
import { Button, Card, Cascader, Col, Drawer, Empty, Form, Pagination, Segmented, Select, Spin, Tag, Tooltip, type TableColumnsType } from 'antd';
import { AppstoreOutlined, ExportOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CountTitle, KeywordField, ListFilters } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { type DriveType, type SpecialToolCategory, type TSpecialTool, type TSpecialToolFilter } from '@portal/contract';
import { useToolPictureSrc, useSpecialToolFilterOptions, useSpecialTools } from '../../api/special-tools';
import { useDevice } from '../../app/device';
import { FALLBACK_IMAGE } from '../../components/fallback-image';
import { PageHeading } from '../../components/page-heading';
import { cascaderOptions, codeOfPath } from '../labour-times/model-options';
import { SpecialToolView } from './special-tool-detail';
import { CATEGORY_COLORS, modelsSummary } from './tool-view';
import './special-tools.css';

interface ToolFilterValues {
  key?: string;
  category?: SpecialToolCategory;
  model?: string[];
  driveType?: DriveType;
}

function filterOf(values: ToolFilterValues): TSpecialToolFilter {
  const out: TSpecialToolFilter = {};
  const key = values.key?.trim();
  if (key) out.key = key;
  if (values.category) out.category = values.category;
  const modelCode = codeOfPath(values.model);
  if (modelCode) out.modelCode = modelCode;
  if (values.driveType) out.driveType = values.driveType;
  return out;
}

function Picture({ tool, size }: { tool: TSpecialTool; size: 'card' | 'thumb' }) {
  const { t } = useTranslation('special-tools');
  const src = useToolPictureSrc(tool.pictureUrl);
  if (!tool.pictureUrl) return <div className={`tool-picture tool-picture-${size} tool-picture-none`}>{t('detail.noPicture')}</div>;
  if (!src) return <div className={`tool-picture tool-picture-${size}`} />;
  return (
    <img className={`tool-picture tool-picture-${size}`} src={src} alt={tool.name} loading="lazy" onError={(e) => { e.currentTarget.src = FALLBACK_IMAGE; }} />
  );
}

function Models({ tool }: { tool: TSpecialTool }) {
  const { t } = useTranslation('special-tools');
  const summary = modelsSummary(tool);
  if (summary.all) return <span className="tool-models tool-models-all">{t('models.all')}</span>;
  return (
    <Tooltip title={tool.models.map((m) => m.name).join(', ')}>
      <span className="tool-models">
        {summary.shown.join(', ')}
        {summary.more > 0 && <span className="tool-models-more"> {t('models.more', { count: summary.more })}</span>}
      </span>
    </Tooltip>
  );
}

/**
 * special_tool: the special tools (spec §3, §7) by number, name or purpose, category, model and
 * drive type, as picture cards or a table; a tool's detail opens in a drawer with its picture
 * preview, and on its own route from there.
 */
export default function SpecialToolsPage() {
  const { t } = useTranslation('special-tools');
  const navigate = useNavigate();
  const device = useDevice();
  const [form] = Form.useForm<ToolFilterValues>();
  const [filter, setFilter] = useState<TSpecialToolFilter>({});
  const paged = usePagedTable((range) => t('list.range', range));
  const { paging, toFirstPage, onTableChange } = paged;
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const [openTool, setOpenTool] = useState<TSpecialTool | null>(null);
  const options = useSpecialToolFilterOptions();
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching } = useSpecialTools(query);

  const apply = (values: ToolFilterValues) => {
    setFilter(filterOf(values));
    toFirstPage();
  };

  const columns: TableColumnsType<TSpecialTool> = [
    { key: 'picture', title: t('fields.picture'), width: 76, render: (_, tool) => <Picture tool={tool} size="thumb" /> },
    { key: 'code', title: t('fields.code'), dataIndex: 'code', width: 110, render: (code: string) => <span className="tool-code">{code}</span> },
    { key: 'name', title: t('fields.name'), dataIndex: 'name', width: 220, render: (name: string, tool) => <a onClick={() => setOpenTool(tool)} className="tool-name-link">{name}</a> },
    { key: 'category', title: t('fields.category'), width: 150, render: (_, tool) => <Tag color={CATEGORY_COLORS[tool.category]}>{tool.categoryName}</Tag> },
    { key: 'unit', title: t('fields.unit'), dataIndex: 'unitName', width: 70 },
    { key: 'driveType', title: t('fields.driveType'), dataIndex: 'driveTypeName', width: 130 },
    { key: 'parameter', title: t('fields.parameter'), dataIndex: 'technicalParameter', ellipsis: true },
    { key: 'models', title: t('fields.models'), width: 200, render: (_, tool) => <Models tool={tool} /> },
  ];

  const tools = data?.contents ?? [];

  return (
    <div className="page tools-page" data-testid="tools-page">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <ListFilters<ToolFilterValues>
        form={form}
        name="toolFilter"
        className="tools-filter"
        onFinish={apply}
        onReset={() => apply({})}
        searchLabel={t('filter.search')}
        searchTestId="tools-search"
        actionsCol={{ xs: 24, xl: 4 }}
      >
        <KeywordField col={{ xs: 24, md: 12, xl: 7 }} label={t('filter.key')} placeholder={t('filter.keyPlaceholder')} testId="tools-key" />
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="category" label={t('filter.category')}>
            <Select
              allowClear
              placeholder={t('filter.categoryPlaceholder')}
              options={(options.data?.categories ?? []).map((c) => ({ value: c.code, label: t('filter.categoryOption', { name: c.name, count: c.count }) }))}
              data-testid="tools-category"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item name="model" label={t('filter.model')}>
            <Cascader options={cascaderOptions(options.data?.models ?? [])} changeOnSelect showSearch placeholder={t('filter.modelPlaceholder')} data-testid="tools-model" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={3}>
          <Form.Item name="driveType" label={t('filter.driveType')}>
            <Select allowClear placeholder={t('filter.driveTypePlaceholder')} options={(options.data?.driveTypes ?? []).map((d) => ({ value: d.code, label: d.name }))} data-testid="tools-drive" />
          </Form.Item>
        </Col>
      </ListFilters>
      <Card
        className="tools-list"
        title={
          <CountTitle title={t('list.title')} total={data ? t('list.total', { count: data.count }) : undefined} testId="tools-count" />
        }
        extra={
          <Segmented<'cards' | 'table'>
            value={view}
            onChange={setView}
            options={[
              { value: 'cards', icon: <AppstoreOutlined />, label: device === 'mobile' ? undefined : t('list.cards') },
              { value: 'table', icon: <UnorderedListOutlined />, label: device === 'mobile' ? undefined : t('list.table') },
            ]}
            data-testid="tools-view"
          />
        }
      >
        {view === 'cards' ? (
          <Spin spinning={isFetching}>
            {tools.length === 0 ? (
              <Empty className="tools-empty" description={t('list.empty')} />
            ) : (
              <div className="tools-grid" data-testid="tools-grid">
                {tools.map((tool) => (
                  <button type="button" key={tool.id} className="tool-card" onClick={() => setOpenTool(tool)} data-testid={`tool-card-${tool.code}`}>
                    <Picture tool={tool} size="card" />
                    <span className="tool-card-body">
                      <span className="tool-code">{tool.code}</span>
                      <span className="tool-card-name">{tool.name}</span>
                      <span className="tool-card-tags">
                        <Tag color={CATEGORY_COLORS[tool.category]}>{tool.categoryName}</Tag>
                        {tool.driveType !== 'ALL' && <Tag>{tool.driveTypeName}</Tag>}
                      </span>
                      <span className="tool-card-purpose">{tool.purpose}</span>
                      <Models tool={tool} />
                    </span>
                  </button>
                ))}
              </div>
            )}
            {(data?.count ?? 0) > 0 && (
              <Pagination className="tools-pagination" align="end" {...paged.pagination(data?.count ?? 0)} onChange={(current, pageSize) => onTableChange({ current, pageSize })} />
            )}
          </Spin>
        ) : (
          <PagedTable<TSpecialTool>
            columns={columns}
            page={data}
            loading={isFetching}
            paged={paged}
            width={1100}
            emptyText={t('list.empty')}
            onRow={(tool) => ({ onDoubleClick: () => setOpenTool(tool) })}
            data-testid="tools-table"
          />
        )}
      </Card>
      <Drawer
        open={!!openTool}
        onClose={() => setOpenTool(null)}
        size={device === 'desktop' ? 880 : '100%'}
        title={t('routes.special_tool_detail')}
        destroyOnHidden
        extra={
          openTool && (
            <Button icon={<ExportOutlined />} onClick={() => { const id = openTool.id; setOpenTool(null); navigate(`/special_tool/${id}`); }} data-testid="tool-open-page">
              {t('detail.openPage')}
            </Button>
          )
        }
      >
        {openTool && <SpecialToolView tool={openTool} />}
      </Drawer>
    </div>
  );
}
