import { useState } from 'react';
import { Col, Descriptions, Drawer, Form, Input, Select, Tag, Tooltip, Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CLICK_OBJECT_TYPES, LOGIN_RESULTS, OPERATION_METHODS, OPERATION_RESULTS, type ClickObjectType, type PermissionCode, type TClickReportFilter,
  type TClickReportRow, type TLoginLogFilter, type TLoginLogRow, type TOperationLogFilter, type TOperationLogRow, type TPrintLogRow,
} from '@portal/contract';
import { Tabs } from 'antd';
import { PageHeading } from '../../components/page-heading';
import { usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import {
  exportClickReport, exportLoginLog, exportOperationLog, useClickReport, useLogObjectRefs, useLoginLog, useOperationLog, usePrintLog,
} from '../../api/logs';
import { ClosedLoopStatisticsTab } from '../feedback/closed-loop-tab';
import { textFilters, type PeriodValue } from './log-filter';
import { DASH, dateTime, LogList } from './log-list';
import './logs.css';

/** The tabs of spec §2 log_management, each shown with its permission. */
export const LOG_TABS = [
  { key: 'login', permission: 'PER_LOG_MANAGEMENT_LOGIN_VIEW' },
  { key: 'operation', permission: 'PER_LOG_MANAGEMENT_OPERATION_VIEW' },
  { key: 'print', permission: 'PER_LOG_MANAGEMENT_OPERATION_VIEW' },
  { key: 'clicks', permission: 'PER_LOG_MANAGEMENT_VIEW' },
  { key: 'feedback', permission: 'PER_LOG_MANAGEMENT_FEEDBACK_REPORT_VIEW' },
] as const satisfies readonly { key: string; permission: PermissionCode }[];

const MAX = { account: 30, ip: 64 };
const resultColor = (ok: boolean) => (ok ? 'green' : 'red');

/** A filter's free-text field in its grid column. */
function TextFilter({ name, label, placeholder, maxLength, xl, testId }: { name: string; label: string; placeholder: string; maxLength: number; xl: number; testId?: string }) {
  return (
    <Col xs={24} md={12} xl={xl}>
      <Form.Item name={name} label={label}>
        <Input allowClear placeholder={placeholder} maxLength={maxLength} data-testid={testId} />
      </Form.Item>
    </Col>
  );
}

/** Spec §2 log_management: the login and operation logs, the topic prints, the click report and the feedback report. */
export default function LogManagementPage() {
  const { t } = useTranslation('logs');
  const { has } = usePermission();
  const content = {
    login: <LoginLogTab />,
    operation: <OperationLogTab />,
    print: <PrintLogTab />,
    clicks: <ClickReportTab />,
    feedback: <ClosedLoopStatisticsTab />,
  };
  const tabs = LOG_TABS.filter((tab) => has(tab.permission)).map((tab) => ({ key: tab.key, label: t(`tabs.${tab.key}`), children: content[tab.key] }));
  return (
    <div className="page logs-page">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Tabs items={tabs} destroyOnHidden data-testid="log-tabs" />
    </div>
  );
}

// ---------------------------------------------------------------- login log

interface LoginValues { username?: string; ip?: string; result?: TLoginLogFilter['result']; period?: PeriodValue }

function LoginLogTab() {
  const { t } = useTranslation('logs');
  const { has } = usePermission();
  const columns: TableColumnsType<TLoginLogRow> = [
    { key: 'loginTime', title: t('columns.loginTime'), dataIndex: 'loginTime', width: 170, render: dateTime },
    { key: 'username', title: t('columns.account'), dataIndex: 'username', width: 170, ellipsis: true, render: (v: string) => <span className="logs-account">{v}</span> },
    { key: 'ip', title: t('columns.ip'), dataIndex: 'ip', width: 140, ellipsis: true, render: (v: string) => v || DASH },
    {
      key: 'result', title: t('columns.result'), dataIndex: 'success', width: 100,
      render: (ok: boolean) => <Tag color={resultColor(ok)}>{t(ok ? 'result.SUCCESS' : 'result.FAILURE')}</Tag>,
    },
    { key: 'reason', title: t('columns.reason'), dataIndex: 'reasonText', width: 320, ellipsis: true, render: (v: string) => v || DASH },
  ];
  return (
    <LogList<LoginValues, TLoginLogFilter, TLoginLogRow>
      name="loginLogFilter"
      testId="login-log"
      filterOf={(v) => ({ ...textFilters({ username: v.username, ip: v.ip }), ...(v.result ? { result: v.result } : {}) })}
      usePage={useLoginLog}
      onExport={has('PER_LOG_MANAGEMENT_LOGIN_EXPORT') ? exportLoginLog : undefined}
      columns={columns}
      width={900}
      title={t('tabs.login')}
      rowKey={(r) => String(r.id)}
      fields={
        <>
          <TextFilter name="username" label={t('filter.account')} placeholder={t('filter.accountPlaceholder')} maxLength={MAX.account} xl={5} testId="login-log-account" />
          <TextFilter name="ip" label={t('filter.ip')} placeholder={t('filter.ipPlaceholder')} maxLength={MAX.ip} xl={5} />
          <Col xs={24} md={12} xl={4}>
            <Form.Item name="result" label={t('filter.result')}>
              <Select allowClear placeholder={t('filter.resultPlaceholder')} options={LOGIN_RESULTS.map((r) => ({ value: r, label: t(`result.${r}`) }))} data-testid="login-log-result" />
            </Form.Item>
          </Col>
        </>
      }
      periodCol={{ xl: 6 }}
      actionsCol={{ xs: 24, md: 12, xl: 4 }}
    />
  );
}

// ---------------------------------------------------------------- operation log

interface OperationValues { operator?: string; objectRef?: string; httpMethod?: TOperationLogFilter['httpMethod']; result?: TOperationLogFilter['result']; period?: PeriodValue }

function OperationLogTab() {
  const { t } = useTranslation('logs');
  const refs = useLogObjectRefs();
  const pinned = useDevice() !== 'mobile';
  const [open, setOpen] = useState<TOperationLogRow | null>(null);
  const columns: TableColumnsType<TOperationLogRow> = [
    { key: 'operateTime', title: t('columns.operateTime'), dataIndex: 'operateTime', width: 170, render: dateTime },
    { key: 'operator', title: t('columns.operator'), dataIndex: 'operator', width: 140, ellipsis: true, render: (v: string) => (v ? <span className="logs-account">{v}</span> : DASH) },
    {
      key: 'operation', title: t('columns.operation'), width: 200,
      render: (_, row) => (
        <span className="logs-operation">
          <Tag>{t(`methods.${row.httpMethod as (typeof OPERATION_METHODS)[number]}`, { defaultValue: row.httpMethod })}</Tag>
          {row.objectRef ? <Tag color="blue">{row.objectRef}</Tag> : null}
        </span>
      ),
    },
    { key: 'url', title: t('columns.url'), dataIndex: 'url', width: 280, ellipsis: true, render: (v: string, row) => <Tooltip title={row.summary || v}><span className="logs-url">{v}</span></Tooltip> },
    {
      key: 'result', title: t('columns.result'), width: 130,
      render: (_, row) => <Tag color={resultColor(row.result === 'SUCCESS')}>{t(`result.${row.result}`)} · {row.status}</Tag>,
    },
    { key: 'errorMessage', title: t('columns.errorMessage'), dataIndex: 'errorMessage', width: 220, ellipsis: true, render: (v: string) => v || DASH },
    {
      key: 'actions', title: t('columns.actions'), width: 90, fixed: pinned ? 'right' : undefined,
      render: (_, row) => <Button type="link" size="small" onClick={() => setOpen(row)} data-testid={`operation-detail-${row.id}`}>{t('list.details')}</Button>,
    },
  ];
  return (
    <>
      <LogList<OperationValues, TOperationLogFilter, TOperationLogRow>
        name="operationLogFilter"
        testId="operation-log"
        filterOf={(v) => ({
          ...textFilters({ operator: v.operator, objectRef: v.objectRef }),
          ...(v.httpMethod ? { httpMethod: v.httpMethod } : {}),
          ...(v.result ? { result: v.result } : {}),
        })}
        usePage={useOperationLog}
        onExport={exportOperationLog}
        columns={columns}
        width={1230}
        title={t('tabs.operation')}
        rowKey={(r) => String(r.id)}
        fields={
          <>
            <TextFilter name="operator" label={t('filter.operator')} placeholder={t('filter.operatorPlaceholder')} maxLength={MAX.account} xl={5} testId="operation-log-operator" />
            <Col xs={24} md={12} xl={5}>
              <Form.Item name="objectRef" label={t('filter.objectRef')}>
                <Select allowClear showSearch placeholder={t('filter.objectRefPlaceholder')} loading={refs.isLoading} options={(refs.data ?? []).map((r) => ({ value: r, label: r }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={3}>
              <Form.Item name="httpMethod" label={t('filter.method')}>
                <Select allowClear placeholder={t('filter.methodPlaceholder')} options={OPERATION_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={3}>
              <Form.Item name="result" label={t('filter.result')}>
                <Select allowClear placeholder={t('filter.resultPlaceholder')} options={OPERATION_RESULTS.map((r) => ({ value: r, label: t(`result.${r}`) }))} />
              </Form.Item>
            </Col>
          </>
        }
        periodCol={{ xl: 8 }}
        actionsCol={{ xs: 24, md: 12, xl: 24 }}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} title={open ? t('detail.title', { id: open.id }) : ''} size="large" destroyOnHidden>
        {open && (
          <Descriptions column={1} bordered size="small" data-testid="operation-detail">
            <Descriptions.Item label={t('columns.operateTime')}>{dateTime(open.operateTime)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.operator')}>{open.operator || DASH}</Descriptions.Item>
            <Descriptions.Item label={t('columns.operation')}>{t(`methods.${open.httpMethod as (typeof OPERATION_METHODS)[number]}`, { defaultValue: open.httpMethod })} ({open.httpMethod})</Descriptions.Item>
            <Descriptions.Item label={t('columns.objectRef')}>{open.objectRef || DASH}</Descriptions.Item>
            <Descriptions.Item label={t('columns.url')}><span className="logs-url">{open.url}</span></Descriptions.Item>
            <Descriptions.Item label={t('detail.endpoint')}><span className="logs-url">{open.endpoint || DASH}</span></Descriptions.Item>
            <Descriptions.Item label={t('detail.summary')}>{open.summary || DASH}</Descriptions.Item>
            <Descriptions.Item label={t('columns.result')}><Tag color={resultColor(open.result === 'SUCCESS')}>{t(`result.${open.result}`)}</Tag> {open.status}</Descriptions.Item>
            <Descriptions.Item label={t('columns.messageNumber')}>{open.messageNumber ?? t('detail.none')}</Descriptions.Item>
            <Descriptions.Item label={t('columns.errorMessage')}>{open.errorMessage || t('detail.none')}</Descriptions.Item>
            <Descriptions.Item label={t('columns.ip')}>{open.ip || DASH}</Descriptions.Item>
            <Descriptions.Item label={t('columns.duration')}>{t('list.ms', { ms: open.durationMs })}</Descriptions.Item>
            <Descriptions.Item label={t('detail.requestId')}><span className="logs-url">{open.requestId || DASH}</span></Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
    </>
  );
}

// ---------------------------------------------------------------- topic print log

interface PrintValues { operator?: string; period?: PeriodValue }

function PrintLogTab() {
  const { t } = useTranslation('logs');
  const columns: TableColumnsType<TPrintLogRow> = [
    { key: 'printTime', title: t('columns.printTime'), dataIndex: 'printTime', width: 170, render: dateTime },
    { key: 'operator', title: t('columns.operator'), dataIndex: 'operator', width: 150, ellipsis: true, render: (v: string) => <span className="logs-account">{v}</span> },
    { key: 'topicTitle', title: t('columns.topic'), dataIndex: 'topicTitle', width: 260, ellipsis: true, render: (v: string) => v || DASH },
    { key: 'manualName', title: t('columns.manual'), dataIndex: 'manualName', width: 240, ellipsis: true, render: (v: string) => v || DASH },
    { key: 'lang', title: t('columns.language'), dataIndex: 'lang', width: 90 },
  ];
  return (
    <LogList<PrintValues, { operator?: string }, TPrintLogRow>
      name="printLogFilter"
      testId="print-log"
      filterOf={(v) => textFilters({ operator: v.operator })}
      usePage={usePrintLog}
      columns={columns}
      width={910}
      title={t('tabs.print')}
      fields={
        <TextFilter name="operator" label={t('filter.operator')} placeholder={t('filter.operatorPlaceholder')} maxLength={MAX.account} xl={6} />
      }
      periodCol={{ xl: 8 }}
      actionsCol={{ xs: 24, md: 12, xl: 10 }}
    />
  );
}

// ---------------------------------------------------------------- click report

interface ClickValues { objectType?: ClickObjectType; period?: PeriodValue }

function ClickReportTab() {
  const { t } = useTranslation('logs');
  const { has } = usePermission();
  const columns: TableColumnsType<TClickReportRow> = [
    { key: 'objectType', title: t('columns.objectType'), dataIndex: 'objectType', width: 130, render: (v: ClickObjectType) => <Tag color="blue">{t(`types.${v}`)}</Tag> },
    { key: 'objectCode', title: t('columns.code'), dataIndex: 'objectCode', width: 160, ellipsis: true, render: (v: string) => v || DASH },
    { key: 'objectName', title: t('columns.name'), dataIndex: 'objectName', width: 280, ellipsis: true, render: (v: string) => v || DASH },
    { key: 'opens', title: t('columns.opens'), dataIndex: 'opens', width: 100, align: 'right', render: (v: number) => <strong>{v}</strong> },
    { key: 'users', title: t('columns.users'), dataIndex: 'users', width: 100, align: 'right' },
    { key: 'lastOpened', title: t('columns.lastOpened'), dataIndex: 'lastOpened', width: 170, render: dateTime },
  ];
  return (
    <LogList<ClickValues, TClickReportFilter, TClickReportRow>
      name="clickReportFilter"
      testId="click-report"
      filterOf={(v) => (v.objectType ? { objectType: v.objectType } : {})}
      usePage={useClickReport}
      onExport={has('PER_LOG_MANAGEMENT_CLICK_REPORT_EXPORT') ? exportClickReport : undefined}
      columns={columns}
      width={940}
      title={t('tabs.clicks')}
      rowKey={(r) => `${r.objectType}:${r.objectId}`}
      fields={
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="objectType" label={t('filter.objectType')}>
            <Select allowClear placeholder={t('filter.objectTypePlaceholder')} options={CLICK_OBJECT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
          </Form.Item>
        </Col>
      }
      periodCol={{ xl: 8 }}
      actionsCol={{ xs: 24, md: 12, xl: 10 }}
    />
  );
}
