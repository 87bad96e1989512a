import { useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Form, Input, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { LockOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Confirm } from '../../components/confirm';
import { ListFilters, MultiSelectFilter, PagedCard } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import dayjs from 'dayjs';
import { USER_TYPES, ZUserAdminQuery, type TUserAdminRow, type UserType } from '@portal/contract';
import { useSetUserDisabled, useSetUserLocked, useUserAdminPage, type UserAdminFilter } from '../../api/users';
import { Permission, usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { USER_TYPE_COLORS, filterOf, type UserFilterValues } from './user-control-filter';
import './user-control.css';

const KEY_MAX = ZUserAdminQuery.shape.key.unwrap().maxLength ?? undefined;
const DASH = '-';
/** The sum of the column widths: at 1440 px the table fits, narrower screens scroll it sideways. */
const TABLE_WIDTH = 1360;
const text = (value: string | null | undefined) => (value ? value : DASH);

/** Spec §2 user_control: administrators find accounts and lock/unlock, disable/enable them (spec §4). */
export default function UserControlPage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const { has } = usePermission();
  // phones scroll the whole table: pinned columns would fill the screen
  const pinned = useDevice() !== 'mobile';
  const [form] = Form.useForm<UserFilterValues>();
  const [filter, setFilter] = useState<UserAdminFilter>({});
  const paged = usePagedTable((range) => t('control.list.range', range));
  const { paging, setPaging, toFirstPage } = paged;
  const query = useMemo(() => ({ ...filter, ...paging }), [filter, paging]);
  const { data, isFetching, refetch } = useUserAdminPage(query);
  const lock = useSetUserLocked();
  const disable = useSetUserDisabled();

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

  const pendingId = (m: typeof lock | typeof disable) => (m.isPending ? m.variables?.id : undefined);
  const canLock = has('PER_USER_MANAGEMENT_UNLOCK');
  const canDisable = has('PER_USER_MANAGEMENT_DISABLE');

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
      width: 110,
      fixed: pinned ? 'left' : undefined,
      ellipsis: true,
      render: (value: string) => <span className="user-control-account">{value}</span>,
    },
    { key: 'name', title: t('control.columns.name'), dataIndex: 'name', width: 115, ellipsis: true, render: text },
    {
      key: 'userType',
      title: t('control.columns.userType'),
      dataIndex: 'userType',
      width: 160,
      render: (value: TUserAdminRow['userType']) => (
        <Tag color={USER_TYPE_COLORS[value]} className="user-control-type" title={t(`common:userTypes.${value}`)}>
          {t(`common:userTypes.${value}`)}
        </Tag>
      ),
    },
    { key: 'company', title: t('control.columns.company'), dataIndex: 'company', width: 155, ellipsis: true, render: text },
    { key: 'department', title: t('control.columns.department'), dataIndex: 'department', width: 120, ellipsis: true, render: text },
    { key: 'email', title: t('control.columns.email'), dataIndex: 'email', width: 180, ellipsis: true, render: text },
    { key: 'mobileNo', title: t('control.columns.mobile'), dataIndex: 'mobileNo', width: 95, ellipsis: true, render: text },
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
    ...(canLock || canDisable
      ? [{ key: 'actions', title: t('control.columns.actions'), width: 130, fixed: pinned ? ('right' as const) : undefined, render: (_: unknown, row: TUserAdminRow) => actions(row) }]
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
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="key" label={t('control.filter.keyLabel')}>
            <Input allowClear prefix={<SearchOutlined />} placeholder={t('control.filter.keyPlaceholder')} maxLength={KEY_MAX} />
          </Form.Item>
        </Col>
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
      </ListFilters>
      <PagedCard<TUserAdminRow>
        className="user-control-list"
        title={t('control.list.title')}
        total={(count) => t('control.list.total', { count })}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !lock.isPending && !disable.isPending}>
            {t('control.list.refresh')}
          </Button>
        }
        columns={columns}
        page={data}
        loading={isFetching}
        paged={paged}
        width={TABLE_WIDTH}
        emptyText={t('control.list.empty')}
        rowClassName={(row) => (row.disabled ? 'user-control-row-disabled' : '')}
      />
    </div>
  );
}
