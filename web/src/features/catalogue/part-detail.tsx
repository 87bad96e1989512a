import { Descriptions, Empty, Skeleton, Table, Tabs, Tag, Tooltip, type TabsProps } from 'antd';
import { BookOutlined, ClockCircleOutlined, CommentOutlined, InfoCircleOutlined, PictureOutlined, SwapOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionCode, TPartDetail } from '@portal/contract';
import { usePartDetail, usePartProperties, useWhereUsed } from '../../api/catalogue';
import { useRecordOpen } from '../../api/logs';
import { usePermission } from '../../app/permission';
import { formatPrice, isOrderable } from './catalogue-logic';
import { ObjectFavoriteStar } from '../favorites/favorite-star';
import { AddToCartButton } from '../orders/add-to-cart-button';
import { ExchangeRelation } from './exchange-relation';
import { PhysicalMap } from './physical-map';
import { PartRemarks } from './part-remarks';
import { PartManualTopics } from '../manuals/part-manual-topics';
import { PartLabourTimes } from '../labour-times/part-labour-times';
import './catalogue.css';
import { useTabTitle } from '../../app/tabs/tab-title';

export const PART_TABS = ['info', 'labour', 'exchange', 'serviceManual', 'circuit', 'photos', 'remarks'] as const;
export type PartTab = (typeof PART_TABS)[number];

/** Spec §6 part tab permissions; the physical map has no gate (spec §2). */
const TAB_PERMISSIONS: Record<PartTab, PermissionCode | null> = {
  info: 'PER_MANUAL_PART_INFO',
  labour: 'PER_MANUAL_PART_LABORTIME',
  exchange: 'PER_MANUAL_PART_EXCHANGE_RELATION',
  serviceManual: 'PER_MANUAL_PART_SERVICE_MANUAL',
  circuit: 'PER_MANUAL_PART_CIRCUIT_DIAGRAM',
  photos: null,
  remarks: 'PER_MANUAL_PART_REMARK',
};

const DASH = '–';
const text = (value: string | null | undefined) => (value ? value : DASH);

function PartInfo({ part }: { part: TPartDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const { data: properties, isLoading } = usePartProperties(part.id);
  const p = part.packaging;
  return (
    <div className="part-info" data-testid="part-info">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} className="part-descriptions">
        <Descriptions.Item label={t('part.info.partCode')}>{part.partCode}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.partName')}>{part.partName}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.category')}>{text(part.category.name)}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.unit')}>{text(part.unitName)}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.fruCode')}>{text(part.fruCode)}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.barCode')}>{text(part.barCode)}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.price')}>{formatPrice(part.s3, i18n.language) ?? t('bom.noPrice')}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.minSalesUnit')}>{part.minSalesUnit}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.torque')}>{text(part.fasteningTorque)}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.spare')}>{part.spare ? t('part.info.spareYes') : t('part.info.spareNo')}</Descriptions.Item>
        <Descriptions.Item label={t('part.info.description')} span={{ xs: 1, sm: 1, md: 2 }}>{text(part.materialDescription)}</Descriptions.Item>
      </Descriptions>
      <h4 className="catalogue-section-title">{t('part.info.packaging')}</h4>
      {p ? (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} className="part-descriptions">
          <Descriptions.Item label={t('part.info.package')}>{text(p.package)}</Descriptions.Item>
          <Descriptions.Item label={t('part.info.staticElectricity')}>{text(p.staticElectricity)}</Descriptions.Item>
          <Descriptions.Item label={t('part.info.moistureSensitivityLevel')}>{text(p.moistureSensitivityLevel)}</Descriptions.Item>
          <Descriptions.Item label={t('part.info.humidity')}>{text(p.humidity)}</Descriptions.Item>
          <Descriptions.Item label={t('part.info.temperature')}>{text(p.temperature)}</Descriptions.Item>
          <Descriptions.Item label={t('part.info.airPressure')}>{text(p.airPressure)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <div className="catalogue-muted">{t('part.info.noPackaging')}</div>
      )}
      <h4 className="catalogue-section-title">{t('part.info.properties')}</h4>
      <Table
        size="small"
        rowKey="key"
        loading={isLoading}
        pagination={false}
        dataSource={properties ?? []}
        locale={{ emptyText: t('part.info.noProperties') }}
        columns={[
          { key: 'key', title: t('part.info.propertyKey'), dataIndex: 'key', width: '40%' },
          { key: 'value', title: t('part.info.propertyValue'), dataIndex: 'value' },
        ]}
      />
    </div>
  );
}

interface PartDetailProps {
  /** The page of its own (not the drawer): the part titles the tab. */
  titlesTab?: boolean;
  partId: string;
  tab: PartTab;
  onTabChange: (tab: PartTab) => void;
  /** Opens another part (from the exchange relation). */
  onOpenPart?: (partId: string) => void;
}

/** The part detail (spec §2): a header and the tabs the user may see. */
export function PartDetail({ partId, tab, onTabChange, onOpenPart, titlesTab }: PartDetailProps) {
  const { t, i18n } = useTranslation('catalogue');
  const { has } = usePermission();
  const canInfo = has('PER_MANUAL_PART_INFO');
  const detail = usePartDetail(partId, canInfo);
  // without the part-info right the header still needs code and name: the where-used call has them
  const used = useWhereUsed(canInfo ? undefined : { id: partId });
  const summary = detail.data ?? used.data?.baseObjectVo;
  useTabTitle('part', titlesTab ? partId : undefined, summary?.partCode);
  // the click report (decision 041)
  useRecordOpen(summary ? { objectType: 'PART', objectId: partId, objectCode: summary.partCode, objectName: summary.partName } : undefined);

  if (detail.isLoading || used.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!summary) return <Empty description={t('part.loadFailed')} />;

  const allowed = PART_TABS.filter((key) => {
    const code = TAB_PERMISSIONS[key];
    return !code || has(code);
  });
  const active = allowed.includes(tab) ? tab : allowed[0];
  const icons: Record<PartTab, React.ReactNode> = {
    info: <InfoCircleOutlined />,
    labour: <ClockCircleOutlined />,
    exchange: <SwapOutlined />,
    serviceManual: <BookOutlined />,
    circuit: <ThunderboltOutlined />,
    photos: <PictureOutlined />,
    remarks: <CommentOutlined />,
  };
  const body = (key: PartTab) => {
    switch (key) {
      case 'info':
        return detail.data ? <PartInfo part={detail.data} /> : null;
      case 'labour':
        return <PartLabourTimes partId={partId} partCode={summary.partCode} />;
      case 'exchange':
        return <ExchangeRelation partCode={summary.partCode} onOpenPart={onOpenPart} />;
      case 'serviceManual':
        return <PartManualTopics partId={partId} kind="service" />;
      case 'circuit':
        return <PartManualTopics partId={partId} kind="circuit" partCode={summary.partCode} />;
      case 'photos':
        return <PhysicalMap partId={partId} partCode={summary.partCode} partName={summary.partName} />;
      case 'remarks':
        return <PartRemarks partId={partId} />;
    }
  };
  const items: TabsProps['items'] = allowed.map((key) => ({
    key,
    label: <span data-testid={`part-tab-${key}`}>{icons[key]} {t(`part.tabs.${key}`)}</span>,
    children: <div className="part-tab-body">{body(key)}</div>,
  }));
  const price = formatPrice(summary.s3, i18n.language);

  return (
    <div className="part-detail" data-testid="part-detail">
      <div className="part-detail-head">
        <div className="part-detail-titles">
          <div className="part-detail-code">{summary.partCode}</div>
          <div className="part-detail-name">{summary.partName}</div>
          <div className="part-detail-tags">
            <Tag color={summary.isInventory ? 'green' : 'red'}>{summary.isInventory ? t('bom.inStock') : t('bom.outOfStock')}</Tag>
            {!summary.spare && <Tag>{t('bom.notSpare')}</Tag>}
            {summary.replace && (
              <Tooltip title={t('bom.replaced')}>
                <Tag color="orange" icon={<SwapOutlined />} className="catalogue-clickable" onClick={() => onTabChange('exchange')}>{t('part.superseded')}</Tag>
              </Tooltip>
            )}
          </div>
        </div>
        <div className="part-detail-side">
          <div className="part-detail-price">{price ?? t('bom.noPrice')}</div>
          <div className="part-detail-actions">
            <ObjectFavoriteStar objectId={summary.id} />
            {isOrderable(summary) && <AddToCartButton partCode={summary.partCode} partName={summary.partName} minUnit={summary.minSalesUnit} />}
          </div>
        </div>
      </div>
      <Tabs tabBarGutter={22} activeKey={active} onChange={(key) => onTabChange(key as PartTab)} items={items} destroyOnHidden />
    </div>
  );
}
