import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Card, Col, DatePicker, Drawer, Flex, Form, Input, Popconfirm, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BULLETIN_ATTACHMENT_MAX, BULLETIN_PART_MAX, BULLETIN_STATUSES, BULLETIN_THEME_MAX, BULLETIN_TYPES, LIMITS, USER_TYPES, VEHICLE_BULLETIN_TYPES, VIN_PATTERN,
  type TAttachment, type TBulletinGroup, type TBulletinRow, type TBulletinSave, type TBulletinStatus, type TBulletinType,
} from '@portal/contract';
import {
  useApproveLevels, useBulletin, useBulletinGroups, useBulletinModels, useBulletinPage, useMoveBulletin, useSaveBulletin, type BulletinQuery,
} from '../../api/bulletins';
import { LimitedUpload } from '../../components/limited-upload';
import { ListFilters } from '../../components/list-page';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { usePermission } from '../../app/permission';

const when = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
/** The approval levels' names when none are configured (server: DEFAULT_LEVELS); translated under `levels`. */
const DEFAULT_LEVEL_NAMES = ['Review', 'Approve'];
const STATUS_COLOR = { INIT: 'default', REVIEWED: 'processing', APPROVED: 'success' } as const;

interface FilterValues { theme?: string; type?: TBulletinType; status?: TBulletinStatus }

interface FormValues {
  theme: string; type: TBulletinType; period: [Dayjs, Dayjs]; isPublic: boolean; content: string; userTypes: string[]; countries: string[];
  groups: string[]; models: string[]; vinRanges: string; productionDates?: [Dayjs, Dayjs] | null; partCodes: string[];
  picture: TAttachment[]; attachments: TAttachment[];
}

/** VIN ranges as the form shows them: one "FROM TO" a line. */
const rangesToText = (ranges: { from: string; to: string }[]) => ranges.map((r) => `${r.from} ${r.to}`).join('\n');
const textToRanges = (text = '') => text.split('\n').map((l) => l.trim().toUpperCase().split(/[\s,;~-]+/).filter(Boolean)).filter((p) => p.length > 0)
  .map(([from, to]) => ({ from, to: to ?? from }));
const DAY = 'YYYY-MM-DD';

/**
 * The VIN ranges' text checked as the server checks it: each VIN 17 characters of the VIN alphabet,
 * the first not after the last. Answers the first bad line (1-based) and why, or null.
 */
export function vinRangeProblem(text = ''): { line: number; reason: 'vin' | 'order' } | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const [r] = textToRanges(lines[i]);
    if (!r) continue;
    if (!VIN_PATTERN.test(r.from) || !VIN_PATTERN.test(r.to) || lines[i].trim().split(/[\s,;~-]+/).length > 2) return { line: i + 1, reason: 'vin' };
    if (r.from > r.to) return { line: i + 1, reason: 'order' };
  }
  return null;
}

/** Enter in a picker confirms the typed date only: the form must not be submitted half-written. */
const keepEnterInPicker = (e: KeyboardEvent) => { if (e.key === 'Enter') e.preventDefault(); };

/** The audience's models, picked from the catalogue's models (searched by code or name) and kept as model codes. */
function ModelPicker({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation('bulletins');
  const [keyword, setKeyword] = useState('');
  const found = useBulletinModels(keyword);
  // Names of models once found, so chosen ones keep their name after another search.
  const [names, setNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (found.data?.length) setNames((m) => new Map([...m, ...found.data.map((h) => [h.code, h.name] as const)]));
  }, [found.data]);
  const codes = [...new Set([...(value ?? []), ...(found.data ?? []).map((h) => h.code)])];
  return (
    <Select
      mode="multiple" showSearch filterOption={false} value={value} onChange={onChange} onSearch={setKeyword}
      loading={found.isFetching} placeholder={t('form.modelsPlaceholder')} data-testid="bulletin-models"
      notFoundContent={keyword.trim() ? undefined : t('form.modelsTypeToSearch')}
      options={codes.map((c) => ({ value: c, label: names.get(c) ? `${names.get(c)} (${c})` : c }))}
    />
  );
}

/** The audience's group picker: searched by code or name on the server, the chosen ones named. */
function GroupPicker({ value, onChange, known }: { value?: string[]; onChange?: (v: string[]) => void; known: TBulletinGroup[] }) {
  const { t } = useTranslation('bulletins');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const found = useBulletinGroups(keyword, open);
  const byId = new Map([...known, ...(found.data ?? [])].map((g) => [g.id, g]));
  return (
    <Select
      mode="multiple" showSearch filterOption={false} value={value} onChange={onChange} onSearch={setKeyword} onOpenChange={setOpen}
      loading={found.isFetching} placeholder={t('form.groupsPlaceholder')} data-testid="bulletin-groups"
      options={[...byId.values()].map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }))}
    />
  );
}

/** The edit form: a new bulletin, or an unpublished one (the server sanitizes the content). */
function BulletinForm({ id, onDone }: { id?: string; onDone: () => void }) {
  const { t } = useTranslation('bulletins');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const existing = useBulletin(id);
  const save = useSaveBulletin();
  const d = existing.data;
  const initial: Partial<FormValues> = d
    ? {
        theme: d.theme, type: d.type, isPublic: d.isPublic, content: d.content,
        period: [dayjs(d.startTime), dayjs(d.endTime)],
        userTypes: d.audience.userTypes, countries: d.audience.countries, groups: d.audience.groups,
        models: d.audience.models, vinRanges: rangesToText(d.audience.vinRanges),
        productionDates: d.audience.productionDates[0] ? [dayjs(d.audience.productionDates[0].from), dayjs(d.audience.productionDates[0].to)] : null,
        partCodes: d.partCodes, picture: d.picture ? [d.picture] : [], attachments: d.attachments,
      }
    : { type: 'OTHER_BULLETIN', isPublic: false, content: '', userTypes: [], countries: [], groups: [], models: [], vinRanges: '', partCodes: [], picture: [], attachments: [] };
  const type = Form.useWatch('type', form) ?? initial.type!;
  if (id && !d) return null;
  const onFinish = async (v: FormValues) => {
    const forVehicles = VEHICLE_BULLETIN_TYPES.includes(v.type);
    const audience = {
      userTypes: v.userTypes ?? [], countries: v.countries ?? [], groups: v.groups ?? [],
      models: forVehicles ? v.models ?? [] : [], vinRanges: forVehicles ? textToRanges(v.vinRanges) : [],
      productionDates: forVehicles && v.productionDates ? [{ from: v.productionDates[0].format(DAY), to: v.productionDates[1].format(DAY) }] : [],
    };
    const body: TBulletinSave = {
      theme: v.theme, type: v.type, content: v.content ?? '', isPublic: v.isPublic, startTime: v.period[0].toISOString(), endTime: v.period[1].toISOString(),
      pictureId: v.picture?.[0]?.id ?? null, fileIds: (v.attachments ?? []).map((f) => f.id), audience,
      partCodes: forVehicles ? (v.partCodes ?? []).map((c) => c.trim()).filter(Boolean) : [],
    };
    await save.mutateAsync({ id, body });
    message.success(t('saved'));
    onDone();
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} data-testid="bulletin-form">
      <Form.Item name="theme" label={t('form.theme')} rules={[{ required: true, max: BULLETIN_THEME_MAX }]}><Input /></Form.Item>
      <Form.Item name="type" label={t('form.type')} rules={[{ required: true }]}>
        <Select options={BULLETIN_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
      </Form.Item>
      <Form.Item
        name="period" label={t('form.period')}
        rules={[{ required: true }, { validator: (_, p?: [Dayjs, Dayjs]) => (!p || p[0].isBefore(p[1]) ? Promise.resolve() : Promise.reject(new Error(t('form.startBeforeEnd')))) }]}
      >
        <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm" onKeyDown={keepEnterInPicker} />
      </Form.Item>
      <Form.Item name="isPublic" label={t('form.isPublic')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="userTypes" label={t('form.userTypes')} extra={t('form.anyHint')}><Select mode="multiple" data-testid="bulletin-user-types" options={USER_TYPES.map((u) => ({ value: u, label: t(`common:userTypes.${u}`) }))} /></Form.Item>
      <Form.Item name="countries" label={t('form.countries')} extra={t('form.anyHint')}><Select mode="tags" /></Form.Item>
      <Form.Item name="groups" label={t('form.groups')} extra={t('form.groupsHint')}><GroupPicker known={d?.groups ?? []} /></Form.Item>
      {VEHICLE_BULLETIN_TYPES.includes(type) && (
        <>
          <Form.Item name="models" label={t('form.models')} extra={t('form.anyModelHint')}><ModelPicker /></Form.Item>
          <Form.Item
            name="vinRanges" label={t('form.vinRanges')} extra={t('form.vinRangesHint')}
            rules={[{
              validator: (_, text?: string) => {
                const bad = vinRangeProblem(text);
                return bad ? Promise.reject(new Error(t(bad.reason === 'vin' ? 'form.vinRangeBadVin' : 'form.vinRangeBadOrder', { line: bad.line }))) : Promise.resolve();
              },
            }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="productionDates" label={t('form.productionDates')} extra={t('form.productionDatesHint')}>
            <DatePicker.RangePicker format={DAY} allowEmpty={[false, false]} onKeyDown={keepEnterInPicker} data-testid="bulletin-production-dates" />
          </Form.Item>
          <Form.Item name="partCodes" label={t('form.partCodes')} extra={t('form.partCodesHint')} rules={[{ type: 'array', max: BULLETIN_PART_MAX }]}>
            <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} data-testid="bulletin-part-codes" />
          </Form.Item>
        </>
      )}
      <Form.Item name="content" label={t('form.content')}><Input.TextArea rows={8} /></Form.Item>
      <Form.Item name="picture" label={t('form.picture')}><LimitedUpload softType="BulletinPicture" data-testid="bulletin-picture-upload" /></Form.Item>
      <Form.Item name="attachments" label={t('form.attachments')} rules={[{ type: 'array', max: BULLETIN_ATTACHMENT_MAX }]}>
        <LimitedUpload softType="default" data-testid="bulletin-attachments-upload" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>{t('form.save')}</Button>
    </Form>
  );
}

/** notice_area: bulletins with modify, delete, stick/unstick and approve by level, as the caller may. */
export default function NoticeAreaPage() {
  const { t } = useTranslation('bulletins');
  const { message } = App.useApp();
  const { has } = usePermission();
  const manages = (['PER_BULLETIN_PUBLISH', 'PER_BULLETIN_UPDATE', 'PER_BULLETIN_DELETE', 'PER_BULLETIN_REVIEW', 'PER_BULLETIN_APPROVAL', 'PER_BULLETIN_TOP'] as const).some((p) => has(p));
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<FilterValues>({});
  const paged = usePagedTable((range) => t('range', range));
  const { paging, toFirstPage } = paged;
  const query = useMemo<BulletinQuery>(() => ({ ...filter, ...paging, scope: manages ? 'manage' : 'read' }), [filter, paging, manages]);
  const { data, isFetching } = useBulletinPage(query);
  const apply = (v: FilterValues) => {
    setFilter({ theme: v.theme?.trim() || undefined, type: v.type, status: v.status });
    toFirstPage();
  };
  const levels = useApproveLevels();
  const move = useMoveBulletin();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  // The default levels' English names (server DEFAULT_LEVELS) in the reader's language; configured ones as written.
  const levelName = (name?: string) => (!name ? t('action.approve') : DEFAULT_LEVEL_NAMES.includes(name) ? t(`levels.${name}`) : name);
  const act = async (row: TBulletinRow, action: Parameters<typeof move.mutateAsync>[0]['action'], level?: number) => {
    await move.mutateAsync({ id: row.id, action, level });
    message.success(t('done'));
  };
  const columns: TableColumnsType<TBulletinRow> = [
    {
      key: 'theme', title: t('columns.theme'), dataIndex: 'theme', width: 340,
      render: (v: string, r) => <Space>{r.isTop && <Tag color="red">{t('top')}</Tag>}<Link to={`/notice_detail/${r.id}/${encodeURIComponent(v)}`}>{v}</Link>{!r.read && r.status === 'APPROVED' && <Tag color="gold">{t('unread')}</Tag>}</Space>,
    },
    { key: 'type', title: t('columns.type'), dataIndex: 'type', width: 170, render: (v: string) => t(`type.${v}`) },
    { key: 'status', title: t('columns.status'), dataIndex: 'status', width: 130, render: (v: keyof typeof STATUS_COLOR) => <Tag color={STATUS_COLOR[v]}>{t(`status.${v}`)}</Tag> },
    { key: 'period', title: t('columns.period'), width: 290, render: (_, r) => `${when(r.startTime)} – ${when(r.endTime)}` },
    { key: 'creator', title: t('columns.creator'), dataIndex: 'creatorName', width: 120 },
    { key: 'visits', title: t('columns.visits'), dataIndex: 'visitCount', width: 80 },
    { key: 'reads', title: t('columns.reads'), dataIndex: 'readCount', width: 80 },
    {
      key: 'actions', title: t('columns.actions'), width: 300,
      render: (_, r) => (
        <Space wrap size={4}>
          {manages && <Link to={`/notice_preview/${r.id}/${encodeURIComponent(r.theme)}/content`}><Button size="small">{t('action.preview')}</Button></Link>}
          {r.actions.includes('update') && <Button size="small" onClick={() => setEditing({ id: r.id })}>{t('action.update')}</Button>}
          {r.actions.includes('publish') && <Button size="small" onClick={() => act(r, 'publish')}>{t('action.publish')}</Button>}
          {r.actions.includes('approve') && r.status === 'REVIEWED' && (
            <Button size="small" type="primary" onClick={() => act(r, 'approve', r.approveLevel)}>
              {levelName(levels.data?.find((l) => l.level === r.approveLevel)?.buttonName)}
            </Button>
          )}
          {r.actions.includes('review') && <Button size="small" onClick={() => act(r, 'review')}>{t('action.review')}</Button>}
          {r.actions.includes('top') && <Button size="small" onClick={() => act(r, 'top')}>{t('action.top')}</Button>}
          {r.actions.includes('untop') && <Button size="small" onClick={() => act(r, 'untop')}>{t('action.untop')}</Button>}
          {r.actions.includes('delete') && (
            <Popconfirm title={t('confirmDelete')} onConfirm={() => act(r, 'delete')}><Button size="small" danger>{t('action.delete')}</Button></Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <ListFilters<FilterValues>
        form={form}
        name="bulletinFilter"
        className="bulletin-filter"
        onFinish={apply}
        onReset={() => apply({})}
        searchLabel={t('search')}
        searchTestId="bulletin-search"
        actionsCol={{ xs: 24, md: 12, xl: 6 }}
      >
        <Col xs={24} md={12} xl={manages ? 6 : 9}>
          <Form.Item name="theme" label={t('columns.theme')}>
            <Input allowClear maxLength={LIMITS.searchKeyMax} data-testid="bulletin-filter-theme" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={manages ? 6 : 9}>
          <Form.Item name="type" label={t('columns.type')}>
            <Select allowClear options={BULLETIN_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} data-testid="bulletin-filter-type" />
          </Form.Item>
        </Col>
        {manages && (
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="status" label={t('columns.status')}>
              <Select allowClear options={BULLETIN_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))} data-testid="bulletin-filter-status" />
            </Form.Item>
          </Col>
        )}
      </ListFilters>
      <Card title={t('routes.noticeArea')} extra={has('PER_BULLETIN_PUBLISH') && <Button type="primary" onClick={() => setEditing({})}>{t('action.create')}</Button>}>
        <PagedTable<TBulletinRow>
          size="small"
          columns={data?.contents.some((r) => r.actions.length > 0) ? columns : columns.filter((c) => c.key !== 'actions')}
          page={data}
          loading={isFetching}
          paged={paged}
          scroll={{ x: 1200 }}
          data-testid="bulletin-table"
        />
      </Card>
      <Drawer open={editing !== null} width={640} title={editing?.id ? t('action.update') : t('action.create')} onClose={() => setEditing(null)} destroyOnHidden>
        {editing && <BulletinForm id={editing.id} onDone={() => setEditing(null)} />}
      </Drawer>
    </Flex>
  );
}
