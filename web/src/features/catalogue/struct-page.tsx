import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Breadcrumb, Button, Card, Dropdown, Empty, Result, Segmented, Skeleton, Space, Splitter, Switch, Tooltip } from 'antd';
import { ApartmentOutlined, DownloadOutlined, DownOutlined, FileImageOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, ORDER_LIMITS, type TTreeNode } from '@portal/contract';
import { exportPartlist, exportTree, useBom, useCodeTree, useVehicleTree } from '../../api/catalogue';
import { useDevice } from '../../app/device';
import { ExplodedDrawing } from '../../components/exploded-drawing';
import { BomTable } from './bom-table';
import { firstPartlist, normalizeVinInput } from './catalogue-logic';
import { PartDetailDrawer, type PartDrawerState } from './part-detail-drawer';
import { StructTree } from './struct-tree';
import { VehicleHeader } from './vehicle-header';
import { ManualActions } from '../manuals/manual-actions';
import { useElementHeight, useElementSize } from './use-element-height';
import { useTabTitle } from '../../app/tabs/tab-title';
import './catalogue.css';
import { ENTITLEMENT_REQUIRED, VipGated, VipRefusal } from '../vip';
import { ApiError } from '../../api/http';

const SPLIT = `${LIMITS.splitDefault * 100}%`;
/** Below this width the BOM's columns narrow and the stock shows as a dot. */
const BOM_FULL_WIDTH = 780;
/** The BOM panel's title row and table header (px), above the scrolling rows. */
const BOM_CHROME = 72;
/** Tablets stack drawing and BOM in a split of this height. */
const STACKED_HEIGHT = 1100;
/** A phone's header and the sticky view switch above a panel (px). */
const PHONE_CHROME = 52 + 48 + 12;

/** What a phone shows under the view switch: one at a time, each the height of the screen. */
type PhoneView = 'parts' | 'drawing' | 'tree';

function findNode(root: TTreeNode, id: string): TTreeNode | null {
  if (root.id === id) return root;
  for (const child of root.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/**
 * The manual view (spec §2 struct): `?vin=` restricts tree and BOM to one vehicle, `?code=` opens
 * a line, series or model; `&partlist=` and `&ball=` open a partlist with a balloon picked.
 * Choosing a partlist shows its drawing and BOM in a resizable split.
 */
function StructScreen() {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const device = useDevice();
  const vin = params.get('vin') ? normalizeVinInput(params.get('vin')!) : undefined;
  const code = vin ? undefined : params.get('code') ?? undefined;
  const byVin = useVehicleTree(vin);
  const byCode = useCodeTree(code);
  const query = vin ? byVin : byCode;
  const root: TTreeNode | undefined = vin ? byVin.data?.tree : byCode.data;
  const vehicle = vin ? byVin.data?.vehicle : undefined;
  useTabTitle(vin ? 'vehicle' : 'catalogue', vin ?? code, vin ? vehicle?.basicModelName : root?.name);

  const [partlistId, setPartlistId] = useState<string | null>(params.get('partlist'));
  const [activeBall, setActiveBall] = useState<number | null>(params.get('ball') ? Number(params.get('ball')) : null);
  const [showAll, setShowAll] = useState(false);
  const [drawer, setDrawer] = useState<PartDrawerState | null>(null);
  const [exporting, setExporting] = useState(false);
  const phone = device === 'mobile';
  const [phoneView, setPhoneView] = useState<PhoneView>('parts');
  const phonePanel = useRef<HTMLDivElement>(null);
  /** A phone's view changed by the user: its panel starts under the switch, the screen's height below. */
  const showPhoneView = (view: PhoneView) => {
    setPhoneView(view);
    requestAnimationFrame(() => phonePanel.current?.scrollIntoView({ block: 'start' }));
  };

  // nothing chosen (or a partlist that is not in this tree): open the first partlist
  useEffect(() => {
    if (!root) return;
    if (!partlistId || !findNode(root, partlistId)) setPartlistId(firstPartlist(root)?.id ?? null);
  }, [root]); // eslint-disable-line react-hooks/exhaustive-deps

  // a model opened without a VIN: its series' partlists hold the other models' rows too (ETKA's model filter)
  const modelCode = !vin && root?.type === 'MODEL' ? root.code : undefined;
  const bom = useBom(partlistId ?? undefined, { vin, modelCode }, showAll);
  const allRows = useMemo(() => bom.data?.items ?? [], [bom.data]);
  const rows = useMemo(() => (modelCode && !showAll ? allRows.filter((r) => r.applicable !== false) : allRows), [allRows, modelCode, showAll]);
  const hiddenRows = allRows.length - rows.length;

  const head = useRef<HTMLDivElement>(null);
  const headHeight = useElementHeight(head, vin ? 150 : 80);
  const bomPanel = useRef<HTMLDivElement>(null);
  const bomSize = useElementSize(bomPanel, { width: 600, height: 400 });
  const bodyHeight = `max(560px, calc(100vh - ${headHeight + 170}px))`;
  // the BOM panel is as tall as the body beside the tree (desktop), or half the stacked split
  const body = useRef<HTMLDivElement>(null);
  const bodyPx = useElementHeight(body, 600);
  const treeBox = useRef<HTMLDivElement>(null);
  const treeHeight = useElementHeight(treeBox, 480);

  const onSelectPartlist = (node: TTreeNode) => {
    setPartlistId(node.id);
    setActiveBall(null);
    // on a phone a partlist chosen in the tree opens its drawing
    if (phone) showPhoneView('drawing');
  };
  // a balloon tapped on a phone's drawing shows its row in the parts list
  const onBallClick = (ball: number) => {
    setActiveBall(ball);
    if (phone) showPhoneView('parts');
  };

  const runExport = async (what: 'partlist' | 'tree') => {
    setExporting(true);
    try {
      if (what === 'partlist' && partlistId) await exportPartlist(partlistId, vin);
      else if (root) await exportTree(root.id);
      void message.success(t('struct.exportDone'));
    } catch {
      /* the http client shows the server's message */
    } finally {
      setExporting(false);
    }
  };

  if (!vin && !code) {
    return (
      <div className="page">
        <Card><Result status="info" title={t('struct.nothingChosen')} subTitle={t('struct.nothingChosenText')} /></Card>
      </div>
    );
  }
  if (query.isError) {
    // a series (or a vehicle of one) outside the user's catalogue packages: offer one (decision 043)
    const needsPackage = query.error instanceof ApiError && query.error.code === ENTITLEMENT_REQUIRED;
    return (
      <div className="page">
        <Card>{needsPackage ? <VipRefusal what="catalogue" /> : <Result status="warning" title={t('struct.loadFailed')} subTitle={(query.error as Error)?.message} />}</Card>
      </div>
    );
  }
  if (query.isLoading || !root) {
    return (
      <div className="page page-wide">
        <Card><Skeleton active paragraph={{ rows: 12 }} /></Card>
      </div>
    );
  }

  const path = bom.data?.partlist.path ?? [];
  const title = vehicle ? `${vehicle.basicModelName}` : root.name;
  const horizontal = device === 'desktop';
  const drawing = bom.data ? (
    <ExplodedDrawing
      url={bom.data.drawingUrl}
      title={bom.data.partlist.name}
      activeBalls={activeBall === null ? [] : [activeBall]}
      onBallClick={onBallClick}
    />
  ) : (
    <Skeleton.Node active className="struct-drawing-skeleton" />
  );
  const bomPanelOf = (stackedHeight: number) => (
    <div className="struct-bom-panel" ref={bomPanel}>
      <div className="struct-bom-head">
        <span className="struct-bom-title">{bom.data?.partlist.code} · {bom.data?.partlist.name}</span>
        <span className="catalogue-muted struct-bom-count" data-testid="bom-row-count">
          {t('bom.rows', { count: rows.length })}
          {hiddenRows > 0 && <> · {t('bom.otherModelsHidden', { count: hiddenRows })}</>}
        </span>
      </div>
      <BomTable
        rows={rows}
        loading={bom.isFetching && !bom.data}
        activeBall={activeBall}
        onSelectBall={setActiveBall}
        onOpenPart={(partId, tab) => setDrawer({ partId, tab })}
        height={(horizontal ? bodyPx : stackedHeight) - BOM_CHROME}
        phone={phone}
        compact={bomSize.width < BOM_FULL_WIDTH}
        otherLabel={vin ? t('struct.notApplicable') : t('struct.notForModel')}
        vin={vehicle?.vinCode}
        model={vehicle ? (vehicle.basicModelName || vehicle.modelCode).slice(0, ORDER_LIMITS.partCodeMax) : undefined}
      />
    </div>
  );

  return (
    <div className="page page-wide struct-page" data-testid="struct-page">
      <div ref={head}>
        <Card className="catalogue-card struct-head" size="small">
          <div className="struct-head-row">
            <div className="struct-head-title">
              <h1>{title}</h1>
              <Breadcrumb
                className="struct-breadcrumb"
                items={(path.length ? path : []).map((p) => ({ key: p.id, title: p.name }))}
              />
            </div>
            <Space wrap>
              {(vin || modelCode) && (
                <Tooltip title={vin ? t('struct.showAllHint') : t('struct.showAllModelHint')}>
                  <span className="struct-switch">
                    <Switch size="small" checked={showAll} onChange={setShowAll} aria-label={t('struct.showAll')} data-testid="struct-show-all" /> {t('struct.showAll')}
                  </span>
                </Tooltip>
              )}
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'partlist', label: t('struct.exportPartlist'), disabled: !partlistId },
                    { key: 'tree', label: t('struct.exportTree', { name: root.name }) },
                  ],
                  onClick: ({ key }) => void runExport(key as 'partlist' | 'tree'),
                }}
              >
                <Button icon={<DownloadOutlined />} loading={exporting} data-testid="struct-export">
                  {t('struct.export')} <DownOutlined />
                </Button>
              </Dropdown>
            </Space>
          </div>
          {vehicle && <VehicleHeader vehicle={vehicle} />}
          <ManualActions scope={vin ? { vinCode: vin } : undefined} code={code} current="SPARE_PARTS" />
        </Card>
      </div>
      {phone ? (
        <>
          <div className="struct-phone-switch">
            <Segmented<PhoneView>
              block
              value={phoneView}
              onChange={showPhoneView}
              aria-label={t('struct.views')}
              options={[
                { value: 'parts', icon: <UnorderedListOutlined />, label: <span data-testid="struct-view-parts">{t('struct.viewParts')}</span> },
                { value: 'drawing', icon: <FileImageOutlined />, label: <span data-testid="struct-view-drawing">{t('struct.viewDrawing')}</span> },
                { value: 'tree', icon: <ApartmentOutlined />, label: <span data-testid="struct-view-tree">{t('struct.viewTree')}</span> },
              ]}
            />
          </div>
          <div ref={phonePanel} className="struct-phone-panels">
            {phoneView === 'tree' ? (
              <Card className="catalogue-card struct-phone-panel struct-phone-tree" size="small">
                <div className="struct-tree-box">
                  <StructTree root={root} selectedId={partlistId} onSelectPartlist={onSelectPartlist} height={Math.max(280, window.innerHeight - PHONE_CHROME - 90)} key={root.id} />
                </div>
              </Card>
            ) : !partlistId ? (
              <Card className="catalogue-card"><Empty className="struct-empty" image={<FileImageOutlined className="struct-empty-icon" />} description={t('struct.choosePartlist')} /></Card>
            ) : phoneView === 'drawing' ? (
              <Card className="catalogue-card struct-phone-panel" size="small"><div className="struct-phone-drawing">{drawing}</div></Card>
            ) : (
              <Card className="catalogue-card struct-phone-panel" size="small">{bomPanelOf(Math.max(360, window.innerHeight - PHONE_CHROME))}</Card>
            )}
          </div>
        </>
      ) : (
        <div ref={body} className={`struct-body ${horizontal ? 'is-row' : 'is-column'}`} style={{ height: horizontal ? bodyHeight : undefined }}>
          <Card className="catalogue-card struct-tree-card" size="small" title={t('struct.treeTitle')}>
            <div ref={treeBox} className="struct-tree-box">
              <StructTree root={root} selectedId={partlistId} onSelectPartlist={onSelectPartlist} height={Math.max(200, treeHeight - 48)} key={root.id} />
            </div>
          </Card>
          <Card className="catalogue-card struct-main-card" size="small" styles={{ body: { padding: 0, height: '100%' } }}>
            {!partlistId ? (
              <Empty className="struct-empty" image={<FileImageOutlined className="struct-empty-icon" />} description={t('struct.choosePartlist')} />
            ) : (
              <Splitter layout={horizontal ? 'horizontal' : 'vertical'} className="struct-splitter" style={{ height: horizontal ? '100%' : STACKED_HEIGHT }}>
                <Splitter.Panel defaultSize={SPLIT} min="20%" max="80%" resizable>
                  {drawing}
                </Splitter.Panel>
                <Splitter.Panel>
                  {bomPanelOf(STACKED_HEIGHT * LIMITS.splitDefault)}
                </Splitter.Panel>
              </Splitter>
            )}
          </Card>
        </div>
      )}
      <PartDetailDrawer state={drawer} onChange={setDrawer} />
    </div>
  );
}

/** A gated user without a catalogue package sees the offer instead, and no call is made (decision 043). */
export default function StructPage() {
  return <VipGated scope="SERIES_CATALOGUE" what="catalogue"><StructScreen /></VipGated>;
}
