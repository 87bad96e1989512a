import { Alert, Empty, Skeleton, Steps, Table, Tag, type TableColumnsType } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TAlternate } from '@portal/contract';
import { useAlternate } from '../../api/catalogue';

type AlternatePart = TAlternate['afterList'][number];
const DASH = '–';

/** Spec §3 Substitution: the chain oldest → current, then the parts this one replaced and its successors. */
export function ExchangeRelation({ partCode, onOpenPart }: { partCode: string; onOpenPart?: (partId: string) => void }) {
  const { t } = useTranslation('catalogue');
  const { data, isLoading, isError } = useAlternate(partCode);
  if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError || !data) return <Empty description={t('part.loadFailed')} />;

  const way = (value: string | null) => (value ? t(`part.exchange.ways.${value}`, { defaultValue: value }) : DASH);
  const currentIndex = data.chain.findIndex((s) => s.partCode === data.partCode);
  const columns: TableColumnsType<AlternatePart> = [
    {
      key: 'code',
      title: t('part.exchange.columns.code'),
      dataIndex: 'partCode',
      render: (code: string, row) => (onOpenPart ? <a onClick={() => onOpenPart(row.partId)}>{code}</a> : code),
    },
    { key: 'name', title: t('part.exchange.columns.name'), dataIndex: 'partName' },
    { key: 'amount', title: t('part.exchange.columns.amount'), dataIndex: 'amount', width: 80, align: 'right' },
    { key: 'way', title: t('part.exchange.columns.way'), dataIndex: 'replaceWay', width: 120, render: (v: string, row) => <>{way(v)}{row.isGroup && <Tag className="catalogue-inline-tag">{t('part.exchange.group', { seq: row.groupSeq ?? '' })}</Tag>}</> },
    { key: 'effective', title: t('part.exchange.columns.effective'), dataIndex: 'effectiveTime', width: 120 },
    { key: 'eco', title: t('part.exchange.columns.eco'), dataIndex: 'ecoNumber', width: 140, render: (v: string) => v || DASH },
    { key: 'description', title: t('part.exchange.columns.description'), dataIndex: 'description', render: (v: string) => v || DASH },
  ];

  return (
    <div className="exchange-relation" data-testid="exchange-relation">
      {data.currentPartCode !== data.partCode ? (
        <Alert
          type="warning"
          showIcon
          icon={<SwapOutlined />}
          title={t('part.exchange.superseded', { code: data.partCode, current: data.currentPartCode })}
          description={data.currentPartName}
        />
      ) : (
        <Alert type="success" showIcon title={t('part.exchange.isCurrent', { code: data.partCode })} />
      )}
      <h4 className="catalogue-section-title">{t('part.exchange.chain')}</h4>
      {data.chain.length > 1 ? (
        <Steps
          className="exchange-chain"
          size="small"
          current={currentIndex}
          items={data.chain.map((step, i) => ({
            title: step.partCode,
            subTitle: i === data.chain.length - 1 ? t('part.exchange.current') : undefined,
            status: i === data.chain.length - 1 ? 'finish' : step.partCode === data.partCode ? 'process' : 'wait',
            content: (
              <div className="exchange-step">
                <div>{step.partName}</div>
                <div className="exchange-step-meta">
                  {step.effectiveTime ? t('part.exchange.effective', { date: step.effectiveTime }) : t('part.exchange.oldest')}
                </div>
                {step.replaceWay && <div className="exchange-step-meta">{t('part.exchange.replaceWay')}: {way(step.replaceWay)}</div>}
                {step.ecoNumber && <div className="exchange-step-meta">{t('part.exchange.eco')}: {step.ecoNumber}</div>}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('part.exchange.none')} />
      )}
      <h4 className="catalogue-section-title">{t('part.exchange.before')}</h4>
      <Table size="small" rowKey="partId" columns={columns} dataSource={data.beforeList} pagination={false} locale={{ emptyText: t('part.exchange.noBefore') }} scroll={{ x: 760 }} />
      <h4 className="catalogue-section-title">{t('part.exchange.after')}</h4>
      <Table size="small" rowKey="partId" columns={columns} dataSource={data.afterList} pagination={false} locale={{ emptyText: t('part.exchange.noAfter') }} scroll={{ x: 760 }} />
    </div>
  );
}
