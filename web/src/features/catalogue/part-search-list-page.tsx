import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Input, Space, Tag, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, PART_SEARCH_COUNT_CAP, type TPartHit, type TPartUsage } from '@portal/contract';
import { useAlternate, usePartSearch, useWhereUsedPage } from '../../api/catalogue';
import { usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { SearchScopeTag, useScopeName } from './universal-search';
import { deepestCode, formatPrice, isOrderable, parseCatelogModelParam } from './catalogue-logic';
import { AddToCartButton } from '../orders/add-to-cart-button';
import { PartDetailDrawer, type PartDrawerState } from './part-detail-drawer';
import './catalogue.css';
import { VipGated } from '../vip';

/**
 * /partSearchList?key=…&id=…&catelogModel={…} (spec §2): the parts matching `key`, and where the
 * chosen part (`id`, or the row clicked) is used; with catelogModel, within that line, series or
 * model, shown as a tag in the search box that can be cleared. A part the scope does not use
 * shows where else it is used; a part in no partlist, where the parts it supersedes are. A
 * used-part row opens the struct view at its partlist.
 */
function PartSearchListScreen() {
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { has } = usePermission();
  const phone = useDevice() === 'mobile';
  const catelogModel = parseCatelogModelParam(params.get('catelogModel'));
  const rootCode = catelogModel ? deepestCode(catelogModel) : undefined;
  const scopeName = useScopeName(catelogModel);
  const clearScope = () => setParams((p) => { p.delete('catelogModel'); return p; }, { replace: true });
  const [key, setKey] = useState(params.get('key') ?? '');
  const [input, setInput] = useState(key);
  const hitsPaged = usePagedTable((range) => t('partSearch.range', range));
  const { paging } = hitsPaged;
  const [chosen, setChosen] = useState<{ id: string; code?: string } | undefined>(params.get('id') ? { id: params.get('id')! } : undefined);
  const usedPaged = usePagedTable((range) => t('partSearch.range', range));
  const { paging: usedPaging, toFirstPage: usedToFirstPage } = usedPaged;
  const [drawer, setDrawer] = useState<PartDrawerState | null>(null);
  const search = usePartSearch(key, paging.page, paging.pageSize);
  // The used-part table pages on the server: a shared fastener sits in thousands of partlists.
  const scoped = useWhereUsedPage(chosen, rootCode, usedPaging.page, usedPaging.pageSize);
  // not used within the scope: say where else it is (the list above is not scoped)
  const outOfScope = !!rootCode && scoped.data?.count === 0 && !scoped.isPlaceholderData;
  const anywhere = useWhereUsedPage(outOfScope ? chosen : undefined, undefined, usedPaging.page, usedPaging.pageSize);
  const used = outOfScope ? anywhere : scoped;
  // in no partlist at all (a newer revision the partlists have not taken up): the parts it supersedes are
  const unused = used.data?.count === 0 && !used.isPlaceholderData && !used.isFetching;
  const alternate = useAlternate(unused && has('PER_MANUAL_PART_EXCHANGE_RELATION') ? used.data?.baseObjectVo.partCode : undefined);
  const chain = unused ? alternate.data?.chain ?? [] : [];
  const predecessors = chain.slice(0, Math.max(0, chain.findIndex((step) => step.partId === used.data?.baseObjectVo.id)));
  const choose = useCallback((part: { id: string; code?: string } | undefined) => {
    setChosen(part);
    usedToFirstPage();
  }, [usedToFirstPage]);
  // The count stops at the cap, or estimates name matches beyond the page (countCapped).
  const countCapped = (search.data as { countCapped?: boolean } | undefined)?.countCapped ?? false;
  const resultsText = (count: number) =>
    !countCapped ? t('partSearch.results', { count, key })
      : count >= PART_SEARCH_COUNT_CAP ? t('partSearch.resultsCapped', { count, key }) : t('partSearch.resultsAbout', { count, key });

  // the first hit is the part whose uses show until another is chosen
  const first = search.data?.contents[0];
  useEffect(() => {
    if (!chosen && first) choose({ id: first.id, code: first.partCode });
  }, [first, chosen, choose]);

  const hitColumns: TableColumnsType<TPartHit> = useMemo(() => [
    {
      key: 'code',
      title: t('partSearch.columns.code'),
      dataIndex: 'partCode',
      width: phone ? 130 : 200,
      render: (code: string, row) => (
        <a onClick={(e) => { e.stopPropagation(); setDrawer({ partId: row.id, tab: 'info' }); }} data-testid={`hit-${code}`}>{code}</a>
      ),
    },
    {
      key: 'name',
      title: t('partSearch.columns.name'),
      dataIndex: 'partName',
      render: (name: string, row) => <>{name}{row.matchedBy === 'CODE' && <Tag color="blue" className="catalogue-inline-tag">{t('partSearch.exact')}</Tag>}</>,
    },
    { key: 'price', title: t('partSearch.columns.price'), dataIndex: 's3', width: phone ? 96 : 130, align: 'right', render: (s3: string | null) => formatPrice(s3, i18n.language) ?? <span className="catalogue-muted">{t('bom.noPrice')}</span> },
    { key: 'cart', title: t('partSearch.columns.cart'), width: phone ? 48 : 70, align: 'center', render: (_: unknown, row) => (isOrderable(row) ? <AddToCartButton partCode={row.partCode} partName={row.partName} minUnit={row.minSalesUnit} /> : null) },
  ], [t, i18n.language, phone]);

  const openStruct = (usage: TPartUsage) =>
    navigate(`/struct?code=${encodeURIComponent(usage.series.code)}&partlist=${usage.partlist.id}&ball=${usage.ballNumber}`);

  // on small screens the partlist and ball say where; the series, system and assembly leave
  const usedColumns: TableColumnsType<TPartUsage> = [
    { key: 'seq', title: t('partSearch.used.seq'), dataIndex: 'seq', width: 60, render: (seq: number, row) => <a onClick={() => openStruct(row)} data-testid={`used-seq-${seq}`}>{seq}</a> },
    { key: 'series', title: t('partSearch.used.series'), width: 150, responsive: ['md'], render: (_: unknown, row) => row.series.name },
    { key: 'system', title: t('partSearch.used.system'), responsive: ['lg'], render: (_: unknown, row) => row.system.name },
    { key: 'assembly', title: t('partSearch.used.assembly'), responsive: ['lg'], render: (_: unknown, row) => row.assembly?.name ?? '–' },
    { key: 'component', title: t('partSearch.used.component'), render: (_: unknown, row) => <a onClick={() => openStruct(row)}>{row.partlist.name} <span className="catalogue-muted">{row.partlist.code}</span></a> },
    { key: 'ball', title: t('partSearch.used.ball'), dataIndex: 'ballNumber', width: 70, align: 'center' },
    { key: 'amount', title: t('partSearch.used.amount'), dataIndex: 'amount', width: 80, align: 'right', responsive: ['sm'] },
  ];

  const base = used.data?.baseObjectVo;
  return (
    <div className="page part-search-page">
      <div className="page-heading">
        <h1>{t('partSearch.title')}</h1>
        <p>{t('partSearch.text')}</p>
      </div>
      <Card className="catalogue-card">
        <Input.Search
          className="part-search-box"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(v) => { setKey(v.trim()); choose(undefined); hitsPaged.toFirstPage(); }}
          placeholder={t('partSearch.placeholder')}
          enterButton
          allowClear
          maxLength={LIMITS.searchKeyMax}
          prefix={catelogModel && scopeName ? <SearchScopeTag name={scopeName} onClear={clearScope} /> : undefined}
          data-testid="part-search-box"
        />
        <div className="catalogue-muted part-search-count">
          {key ? resultsText(search.data?.count ?? 0) : t('partSearch.enterKey')}
        </div>
        <PagedTable<TPartHit>
          size="small"
          columns={hitColumns}
          page={search.data}
          loading={search.isFetching}
          paged={hitsPaged}
          emptyText={key ? t('partSearch.empty') : t('partSearch.enterKey')}
          rowClassName={(row) => (row.id === chosen?.id ? 'bom-row-active' : '')}
          onRow={(row) => ({ onClick: () => choose({ id: row.id, code: row.partCode }), className: 'catalogue-clickable' })}
          data-testid="part-hits"
        />
      </Card>
      <Card
        className="catalogue-card"
        title={base ? t('partSearch.used.titleFor', { code: base.partCode, name: base.partName }) : t('partSearch.used.title')}
      >
        {outOfScope && (
          <Alert
            className="used-note"
            type="info"
            showIcon
            title={(anywhere.data?.count ?? 0) > 0 ? t('partSearch.used.elsewhere', { scope: scopeName ?? rootCode }) : t('partSearch.used.notInScope', { scope: scopeName ?? rootCode })}
            data-testid="used-out-of-scope"
          />
        )}
        {predecessors.length > 0 && (
          <Alert
            className="used-note"
            type="info"
            showIcon
            data-testid="used-predecessors"
            title={t('partSearch.used.supersedes', { code: base?.partCode })}
            description={(
              <Space wrap size={4}>
                {predecessors.map((step) => (
                  <Button key={step.partId} size="small" onClick={() => choose({ id: step.partId, code: step.partCode })} data-testid={`used-predecessor-${step.partCode}`}>
                    {step.partCode}
                  </Button>
                ))}
              </Space>
            )}
          />
        )}
        <PagedTable<TPartUsage>
          size="small"
          rowKey={(row) => `${row.partlist.id}-${row.ballNumber}-${row.seq}`}
          columns={usedColumns}
          page={used.data && { contents: used.data.usages, count: used.data.count }}
          loading={used.isFetching}
          paged={usedPaged}
          emptyText={chosen ? t('partSearch.used.empty') : t('partSearch.used.chooseHint')}
          pager={{ hideOnSinglePage: (used.data?.count ?? 0) <= LIMITS.tablePageSizes[0] }}
          data-testid="used-parts"
        />
      </Card>
      <PartDetailDrawer state={drawer} onChange={setDrawer} />
    </div>
  );
}

/** A gated user without a catalogue package sees the offer instead, and no call is made (decision 043). */
export default function PartSearchListPage() {
  return <VipGated scope="SERIES_CATALOGUE" what="catalogue"><PartSearchListScreen /></VipGated>;
}
