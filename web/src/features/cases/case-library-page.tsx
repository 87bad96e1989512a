import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, Pagination, Row, Select, Spin, Tag } from 'antd';
import { CarOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CASE_STATUSES, LANGUAGE_NAMES, LANGUAGES, LIMITS } from '@portal/contract';
import { useCases } from '../../api/cases';
import { usePermission } from '../../app/permission';
import { CountTitle, FilterActions } from '../../components/list-page';
import { Snippet } from '../manuals/snippet';
import { scopeFromParams } from '../manuals/scope';
import { CaseFormDrawer } from './case-form-drawer';
import { caseDetailPath, caseRequest, scopeLabel, STATUS_COLORS, type CaseFilterValues } from './case-logic';
import './cases.css';

/**
 * technicalCaseLibrary (spec §2): published cases, searched in any language (Chinese included)
 * and narrowed to a model. The struct view's Case library button opens it with that vehicle's or
 * model's scope in the URL (`?vin=` or `?code0=&code1=&code2=`); `?key=` prefills the search.
 * Staff who may edit cases also see drafts and cases waiting for review, by status; with no status
 * chosen their own drafts come first (a pushed inquiry lands there), then the published cases.
 */
export default function CaseLibraryPage() {
  const { t, i18n } = useTranslation('cases');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { has } = usePermission();
  const isEditor = has('PER_TECHNICALCASE_LIBRARY_PUSH') || has('PER_TECHNICALCASE_LIBRARY_UPDATE') || has('PER_TECHNICALCASE_LIBRARY_INVALID');
  const scope = useMemo(() => scopeFromParams(params), [params]);
  const [form] = Form.useForm<CaseFilterValues>();
  const [filter, setFilter] = useState<CaseFilterValues>(() => ({ key: params.get('key') ?? undefined }));
  const [paging, setPaging] = useState({ page: 1, pageSize: LIMITS.tablePageSizeDefault as number });
  const [creating, setCreating] = useState(false);
  const request = useMemo(() => caseRequest(scope, filter, paging), [scope, filter, paging]);
  const { data, isFetching } = useCases(request);
  const rows = data?.contents ?? [];
  const label = scopeLabel(scope, rows);

  const apply = (values: CaseFilterValues) => {
    setFilter(values);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const onReset = () => {
    form.resetFields();
    apply({});
  };
  const clearScope = () => {
    setParams({});
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <div className="page cases-page" data-testid="cases-page">
      <div className="page-heading">
        <h1>{t('page.title')}</h1>
        <p>{t('page.subtitle')}</p>
      </div>
      <Card className="cases-filter">
        <Form<CaseFilterValues> form={form} name="caseFilter" layout="vertical" onFinish={apply} initialValues={filter}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={12} xl={isEditor ? 10 : 13}>
              <Form.Item name="key" label={t('filter.key')}>
                <Input allowClear prefix={<SearchOutlined />} placeholder={t('filter.keyPlaceholder')} maxLength={LIMITS.searchKeyMax} data-testid="cases-key" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={isEditor ? 5 : 6}>
              <Form.Item name="language" label={t('filter.language')}>
                <Select allowClear placeholder={t('filter.languagePlaceholder')} options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} data-testid="cases-language" />
              </Form.Item>
            </Col>
            {isEditor && (
              <Col xs={24} md={12} xl={4}>
                <Form.Item name="status" label={t('filter.status')}>
                  <Select allowClear placeholder={t('filter.statusDefault')} options={CASE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} data-testid="cases-status" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} xl={5}>
              <FilterActions searchLabel={t('filter.search')} onReset={onReset} testId="cases-search" />
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        className="cases-list"
        title={
          <span className="cases-list-title">
            <CountTitle title={t('list.title')} total={data ? t('list.total', { count: data.count }) : undefined} testId="cases-count" />
            {label && (
              <Tag icon={<CarOutlined />} color="blue" closable onClose={clearScope} closeIcon={<span title={t('filter.clearScope')}>×</span>} data-testid="cases-scope">
                {t(scope.vinCode ? 'filter.scopeVin' : 'filter.scope', { name: label })}
              </Tag>
            )}
          </span>
        }
        extra={has('PER_TECHNICALCASE_LIBRARY_PUSH') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="cases-new">{t('list.newCase')}</Button>
        )}
      >
        <Spin spinning={isFetching}>
          {rows.length === 0 ? (
            <Empty className="cases-empty" description={t('list.empty')} />
          ) : (
            <ul className="case-rows" data-testid="case-rows">
              {rows.map((row) => (
                <li key={row.id} className="case-row">
                  <a className="case-row-title" onClick={() => navigate(caseDetailPath(row.id))} data-testid={`case-row-${row.caseNo}`}>
                    {row.title}
                  </a>
                  <div className="case-row-meta">
                    <span className="case-no">{row.caseNo}</span>
                    <Tag color="blue">{row.modelName || row.modelCode}</Tag>
                    {row.faultModule && <Tag>{[row.faultModule, row.faultSystem].filter(Boolean).join(' / ')}</Tag>}
                    {row.partName && <Tag>{row.partCode ? `${row.partName} · ${row.partCode}` : row.partName}</Tag>}
                    <Tag>{LANGUAGE_NAMES[row.language]}</Tag>
                    {row.status !== 'PUBLISHED' && <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>}
                    {row.publishedAt && <span className="case-row-date">{t('list.published', { date: dayjs(row.publishedAt).format('YYYY-MM-DD') })}</span>}
                  </div>
                  <div className="case-row-fault">{row.faultName}</div>
                  <Snippet className="case-row-snippet" html={row.snippet} />
                </li>
              ))}
            </ul>
          )}
          {(data?.count ?? 0) > 0 && (
            <Pagination
              className="cases-pagination"
              align="end"
              current={paging.page}
              pageSize={paging.pageSize}
              total={data?.count ?? 0}
              showSizeChanger
              pageSizeOptions={LIMITS.tablePageSizes.map(String)}
              showTotal={(total, [from, to]) => t(data?.countCapped ? 'list.rangeMore' : 'list.range', { from, to, total: total.toLocaleString(i18n.language) })}
              onChange={(page, pageSize) => setPaging((p) => ({ page: pageSize !== p.pageSize ? 1 : page, pageSize }))}
            />
          )}
        </Spin>
      </Card>
      <CaseFormDrawer open={creating} onClose={() => setCreating(false)} mode="SUBMIT" onSaved={(id) => navigate(caseDetailPath(id))} />
    </div>
  );
}
