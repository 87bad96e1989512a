import { useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Dropdown, Form, Select, Space, Tag, Tooltip, type MenuProps, type TableColumnsType } from 'antd';
import { DownloadOutlined, DownOutlined, LockOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Confirm } from '../../components/confirm';
import { AddButton, KeywordField, ListFilters, MultiSelectFilter, PagedCard, RefreshButton, useListExport } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import dayjs from 'dayjs';
import { USER_TYPES, ZUserAdminQuery, type TUserAdminRow, type UserType } from '@portal/contract';
import { exportUsers, useCompanies, useSendResetMail, useSetUserDisabled, useSetUserLocked, useUserAdminPage, type UserAdminFilter } from '../../api/users';
import { Permission, usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { USER_TYPE_COLORS, filterOf, type UserFilterValues } from './user-control-filter';
import { UserFormModal } from './user-form-modal';
import { UserPasswordModal, UserTypeModal } from './user-account-modals';
import { UserImportModal } from './user-import-modal';
import './user-control.css';

const KEY_MAX = ZUserAdminQuery.shape.key.unwrap().maxLength ?? undefined;
const DASH = '-';
/** The sum of the column widths: at 1440 px the table fits, narrower screens scroll it sideways. */
const TABLE_WIDTH = 1360;
const text = (value: string | null | undefined) => (value ? value : DASH);

/** The dialog open over the list: a new account, or an account's edit, password or type. */
type Dialog = { kind: 'create' } | { kind: 'edit' | 'password' | 'type'; account: TUserAdminRow } | { kind: 'import' };

/**
 * Spec §2 user_control: administrators find accounts, create and change them, set or mail
 * passwords, change their type, lock/unlock and disable/enable them (spec §4), and import and
 * export them.
 */
export default function UserControlPage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const { has } = usePermission();
  // phones scroll the whole table: pinned columns would fill the screen
  const pinned = useDevice() !== 'mobile';
  const [form] = Form.useForm<UserFilterValues>();
  const [filter, setFilter] = useState<UserAdminFilter>({});
  const { i18n } = useTranslation();
  // the server counts up to its cap: beyond it, "more than"
  const paged = usePagedTable(({ capped, ...range }) => t(capped ? 'control.list.rangeMore' : 'control.list.range', { ...range, total: range.total.toLocaleString(i18n.language) }));
  const { paging, setPaging, toFirstPage } = paged;
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching, refetch } = useUserAdminPage(query);
  const lock = useSetUserLocked();
  const disable = useSetUserDisabled();
  const resetMail = useSendResetMail();
  const companies = useCompanies();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { exporting, onExport } = useListExport(() => exportUsers(filter), t('control.done.exported'));

  // a change (unlocking under the "locked" filter, say) can empty the last page: step back one
  useEffect(() => {
    if (data && data.contents.length === 0 && data.count > 0 && paging.page > 1) {
      setPaging((p) => ({ ...p, page: Math.max(1, Math.ceil(data.count / p.pageSize)) }));
    }
  }, [data, paging.page, setPaging]);

  const applyFilter = (values: UserFilterValues) => {
    setFilter(filterOf(values));
    toFirstPage();
  };

  const onLock = async (row: TUserAdminRow) => {
    try {
      await lock.mutateAsync({ id: row.id, locked: !row.locked });
      void message.success(t(row.locked ? 'control.done.unlocked' : 'control.done.locked', { username: row.username }));
    } catch {
      /* shown by the http client */
    }
  };

  const onDisable = async (row: TUserAdminRow) => {
    try {
      await disable.mutateAsync({ id: row.id, disabled: !row.disabled });
      void message.success(t(row.disabled ? 'control.done.enabled' : 'control.done.disabled', { username: row.username }));
    } catch {
      /* shown by the http client */
    }
  };

  const onResetMail = async (row: TUserAdminRow) => {
    try {
      const sent = await resetMail.mutateAsync(row.id);
      void message.success(t('control.done.resetMailSent', { username: row.username, to: sent.sentTo }));
    } catch {
      /* shown by the http client */
    }
  };

  const pendingId = (m: typeof lock | typeof disable) => (m.isPending ? m.variables?.id : undefined);
  const canLock = has('PER_USER_MANAGEMENT_UNLOCK');
  const canDisable = has('PER_USER_MANAGEMENT_DISABLE');
  const canEdit = has('PER_USER_MANAGEMENT_ADD');
  const canPassword = has('PER_USER_MANAGEMENT_PASSWORD');

  /** Edit, then the account's other changes in a menu. */
  const editActions = (row: TUserAdminRow, reason: string | null) => {
    const items: MenuProps['items'] = [
      ...(canPassword
        ? [
          { key: 'password', label: t('control.actions.setPassword'), onClick: () => setDialog({ kind: 'password', account: row }) },
          { key: 'resetMail', label: t('control.actions.resetMail'), disabled: !row.email, onClick: () => void onResetMail(row) },
        ]
        : []),
      ...(canEdit ? [{ key: 'type', label: t('control.actions.changeType'), onClick: () => setDialog({ kind: 'type', account: row }) }] : []),
    ];
    const edit = (
      <Button type="link" size="small" disabled={reason !== null} onClick={() => setDialog({ kind: 'edit', account: row })} data-testid={`user-edit-${row.username}`}>
        {t('control.actions.edit')}
      </Button>
    );
    const more = (
      <Dropdown menu={{ items }} trigger={['click']} disabled={reason !== null}>
        <Button type="link" size="small" disabled={reason !== null} data-testid={`user-more-${row.username}`}>
          {t('control.actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    );
    return (
      <>
        {canEdit && (reason ? <Tooltip title={reason}>{edit}</Tooltip> : edit)}
        {items.length > 0 && (reason ? <Tooltip title={reason}>{more}</Tooltip> : more)}
      </>
    );
  };

  // The server says which accounts are out of the caller's reach (their own, a higher user type):
  // their buttons stay visible but disabled, with the reason.
  const actions = (row: TUserAdminRow) => {
    const reason = row.outOfReach ? t(`control.actions.${row.outOfReach}`) : null;
    const lockButton = (
      <Button
        type="link"
        size="small"
        disabled={reason !== null}
        loading={pendingId(lock) === row.id}
        data-testid={`user-lock-${row.username}`}
      >
        {t(row.locked ? 'control.actions.unlock' : 'control.actions.lock')}
      </Button>
    );
    const disableButton = (
      <Button
        type="link"
        size="small"
        disabled={reason !== null}
        loading={pendingId(disable) === row.id}
        data-testid={`user-disable-${row.username}`}
      >
        {t(row.disabled ? 'control.actions.enable' : 'control.actions.disable')}
      </Button>
    );
    return (
      <div className="user-control-actions">
        {editActions(row, reason)}
        <Permission code="PER_USER_MANAGEMENT_UNLOCK">
          {reason ? (
            <Tooltip title={reason}>{lockButton}</Tooltip>
          ) : (
            <Confirm
              title={t(row.locked ? 'control.actions.unlock' : 'control.actions.lock')}
              description={t(row.locked ? 'control.confirm.unlock' : 'control.confirm.lock', { username: row.username })}
              onConfirm={() => onLock(row)}
            >
              {lockButton}
            </Confirm>
          )}
        </Permission>
        <Permission code="PER_USER_MANAGEMENT_DISABLE">
          {reason ? (
            <Tooltip title={reason}>{disableButton}</Tooltip>
          ) : (
            <Confirm
              title={t(row.disabled ? 'control.actions.enable' : 'control.actions.disable')}
              description={t(row.disabled ? 'control.confirm.enable' : 'control.confirm.disable', { username: row.username })}
              danger={!row.disabled}
              onConfirm={() => onDisable(row)}
            >
              {disableButton}
            </Confirm>
          )}
        </Permission>
      </div>
    );
  };

  const columns: TableColumnsType<TUserAdminRow> = [
    {
      key: 'username',
      title: t('control.columns.username'),
      dataIndex: 'username',
      width: 150,
      fixed: pinned ? 'left' : undefined,
      ellipsis: true,
      render: (value: string) => <span className="user-control-account">{value}</span>,
    },
    { key: 'name', title: t('control.columns.name'), dataIndex: 'name', width: 110, ellipsis: true, render: text },
    {
      key: 'userType',
      title: t('control.columns.userType'),
      dataIndex: 'userType',
      width: 150,
      render: (value: TUserAdminRow['userType']) => (
        <Tag color={USER_TYPE_COLORS[value]} className="user-control-type" title={t(`common:userTypes.${value}`)}>
          {t(`common:userTypes.${value}`)}
        </Tag>
      ),
    },
    { key: 'company', title: t('control.columns.company'), dataIndex: 'company', width: 145, ellipsis: true, render: text },
    { key: 'department', title: t('control.columns.department'), dataIndex: 'department', width: 90, ellipsis: true, render: text },
    { key: 'email', title: t('control.columns.email'), dataIndex: 'email', width: 140, ellipsis: true, render: text },
    { key: 'mobileNo', title: t('control.columns.mobile'), dataIndex: 'mobileNo', width: 90, ellipsis: true, render: text },
    { key: 'country', title: t('control.columns.country'), dataIndex: 'country', width: 80, ellipsis: true, render: (value: TUserAdminRow['country']) => text(value?.name) },
    {
      key: 'status',
      title: t('control.columns.status'),
      width: 90,
      render: (_, row) => (
        <span className="user-control-status">
          {row.disabled ? (
            <Tag color="red">{t('control.status.disabled')}</Tag>
          ) : (
            <Tag color="green">{t('control.status.enabled')}</Tag>
          )}
          {row.locked && <Tag color="orange" icon={<LockOutlined />}>{t('control.status.locked')}</Tag>}
        </span>
      ),
    },
    {
      key: 'updateTime',
      title: t('control.columns.updateTime'),
      dataIndex: 'updateTime',
      width: 125,
      render: (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : DASH),
    },
    ...(canLock || canDisable || canEdit || canPassword
      ? [{ key: 'actions', title: t('control.columns.actions'), width: 190, fixed: pinned ? ('right' as const) : undefined, render: (_: unknown, row: TUserAdminRow) => actions(row) }]
      : []),
  ];

  return (
    <div className="page user-control-page">
      <PageHeading title={t('control.title')} subtitle={t('control.subtitle')} />
      <ListFilters<UserFilterValues>
        form={form}
        name="userFilter"
        className="user-control-filter"
        onFinish={applyFilter}
        onReset={() => applyFilter({})}
        searchLabel={t('control.filter.search')}
        searchTestId="user-search"
        actionsCol={{ xs: 24, md: 12, xl: 5 }}
      >
        <KeywordField col={{ xs: 24, md: 12, xl: 8 }} label={t('control.filter.keyLabel')} placeholder={t('control.filter.keyPlaceholder')} maxLength={KEY_MAX} />
        <Col xs={24} md={12} xl={7}>
          <Form.Item name="userType" label={t('control.filter.userType')}>
            <MultiSelectFilter<UserType>
              placeholder={t('control.filter.userTypePlaceholder')}
              optionFilterProp="label"
              options={USER_TYPES.map((type) => ({ value: type, label: t(`common:userTypes.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="locked" label={t('control.filter.locked')}>
            <Select
              allowClear
              placeholder={t('control.filter.lockedPlaceholder')}
              options={[
                { value: 'true', label: t('control.filter.lockedYes') },
                { value: 'false', label: t('control.filter.lockedNo') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="companyId" label={t('control.filter.company')}>
            <MultiSelectFilter<string>
              placeholder={t('control.filter.companyPlaceholder')}
              optionFilterProp="label"
              loading={companies.isLoading}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="disabled" label={t('control.filter.disabled')}>
            <Select
              allowClear
              placeholder={t('control.filter.disabledPlaceholder')}
              options={[
                { value: 'false', label: t('control.filter.disabledNo') },
                { value: 'true', label: t('control.filter.disabledYes') },
              ]}
            />
          </Form.Item>
        </Col>
      </ListFilters>
      <PagedCard<TUserAdminRow>
        className="user-control-list"
        title={t('control.list.title')}
        total={(count) => (data?.countCapped ? t('control.list.totalMore', { cap: count.toLocaleString(i18n.language) }) : t('control.list.total', { count }))}
        extra={
          <Space wrap>
            <AddButton permission="PER_USER_MANAGEMENT_ADD" label={t('control.list.create')} onAdd={() => setDialog({ kind: 'create' })} testId="user-create" />
            <Permission code="PER_USER_MANAGEMENT_IMPORT">
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })} data-testid="user-import-open">
                {t('control.list.import')}
              </Button>
            </Permission>
            <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} data-testid="user-export">
              {t('control.list.export')}
            </Button>
            <RefreshButton label={t('control.list.refresh')} onRefresh={refetch} loading={isFetching && !lock.isPending && !disable.isPending} />
          </Space>
        }
        columns={columns}
        page={data}
        loading={isFetching}
        paged={paged}
        width={TABLE_WIDTH}
        emptyText={t('control.list.empty')}
        rowClassName={(row) => (row.disabled ? 'user-control-row-disabled' : '')}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && <UserFormModal account={dialog.kind === 'edit' ? dialog.account : undefined} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <UserPasswordModal account={dialog.account} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'type' && <UserTypeModal account={dialog.account} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <UserImportModal onClose={() => setDialog(null)} />}
    </div>
  );
}
