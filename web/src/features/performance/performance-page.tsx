import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Empty, Pagination, Segmented, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PERFORMANCE_HOURS, PERFORMANCE_LIMITS, type PerformanceHours, type TPerformanceInstance, type TPerformanceUser } from '@portal/contract';
import { useActiveUsers, usePerformancePage } from '../../api/performance';
import { KeywordSearch, PagedCard } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import { currentLanguage } from '../../i18n';
import { LineChart, type ChartPoint } from './line-chart';
import './performance.css';

/** Instances per page: a deployment has a handful; more page. */
const INSTANCES_PER_PAGE = 12;
const MB = 1024 * 1024;

function useFormats() {
  const { t } = useTranslation('performance');
  return useMemo(() => {
    const language = currentLanguage();
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const one = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const bytes = (n: number) => {
      if (n >= 1024 * 1024 * MB) return `${one.format(n / (1024 * 1024 * MB))} TB`;
      if (n >= 1024 * MB) return `${one.format(n / (1024 * MB))} GB`;
      return `${whole.format(n / MB)} MB`;
    };
    const duration = (seconds: number) => {
      const d = Math.floor(seconds / 86_400);
      const h = Math.floor((seconds % 86_400) / 3600);
      const m = Math.floor((seconds % 3600) / 60);
      const s = seconds % 60;
      if (d) return t('duration.days', { d, h });
      if (h) return t('duration.hours', { h, m });
      return t('duration.minutes', { m, s });
    };
    return {
      whole: (n: number) => whole.format(n),
      bytes,
      duration,
      ms: (n: number) => t('units.ms', { value: one.format(n) }),
      percent: (n: number) => t('units.percent', { value: one.format(n) }),
    };
  }, [t]);
}

function Figure({ label, value, detail, testId }: { label: ReactNode; value: ReactNode; detail?: ReactNode; testId?: string }) {
  return (
    <div className="perf-figure" data-testid={testId}>
      <div className="perf-figure-label">{label}</div>
      <div className="perf-figure-value">{value}</div>
      {detail && <div className="perf-figure-detail">{detail}</div>}
    </div>
  );
}

/** One instance: who it is, its newest figures, and its five charts over the span. */
function InstanceCard({ instance, from, to, bucketMs }: { instance: TPerformanceInstance; from: number; to: number; bucketMs: number }) {
  const { t } = useTranslation('performance');
  const f = useFormats();
  const now = instance.current;
  const none = t('none');
  const series = (pick: (p: TPerformanceInstance['series'][number]) => number | null): ChartPoint[] =>
    instance.series.map((p) => ({ at: Date.parse(p.at), value: pick(p) }));
  // a bucket without its neighbour: the instance was silent for longer than a bucket and a few samples
  const gapMs = Math.max(bucketMs, instance.sampleSeconds * 1000 * PERFORMANCE_LIMITS.staleIntervals) * 1.5;
  const charts = [
    { key: 'memory', title: t('charts.memory'), points: series((p) => p.rssBytes / MB), format: (v: number) => f.whole(v) },
    { key: 'cpu', title: t('charts.cpu'), points: series((p) => p.cpuPercent), format: (v: number) => f.percent(v) },
    { key: 'concurrency', title: t('charts.concurrency'), points: series((p) => p.peakConcurrency), format: (v: number) => f.whole(v) },
    { key: 'response', title: t('charts.responseTime'), points: series((p) => p.avgResponseMs), format: (v: number) => f.ms(v) },
    { key: 'requests', title: t('charts.requests'), points: series((p) => p.completed), format: (v: number) => f.whole(v) },
  ];
  return (
    <Card
      className="perf-instance"
      data-testid="performance-instance"
      title={(
        <Space size={8} wrap>
          <Typography.Text strong>{instance.host}</Typography.Text>
          <Typography.Text type="secondary">pid {instance.pid}</Typography.Text>
          <Tag color={instance.running ? 'green' : 'default'} data-testid="performance-instance-state">{t(instance.running ? 'state.running' : 'state.stopped')}</Tag>
        </Space>
      )}
      extra={<Typography.Text type="secondary" className="perf-version">v{instance.version}</Typography.Text>}
    >
      <div className="perf-figures">
        <Figure label={t('figures.bootedAt')} value={dayjs(instance.bootedAt).format('YYYY-MM-DD HH:mm')} />
        <Figure label={t('figures.uptime')} value={f.duration(instance.uptimeSeconds)} testId="performance-uptime" />
        <Figure
          label={t('figures.memory')} value={now ? f.bytes(now.rssBytes) : none} testId="performance-memory"
          detail={now && t('figures.heap', { used: f.bytes(now.heapUsedBytes), total: f.bytes(now.heapTotalBytes) })}
        />
        <Figure label={t('figures.cpu')} value={now ? f.percent(now.cpuPercent) : none} detail={t('figures.cpuHint')} />
        <Figure
          label={t('figures.disk')}
          value={now?.diskTotalBytes != null && now.diskFreeBytes != null ? f.percent(((now.diskTotalBytes - now.diskFreeBytes) / now.diskTotalBytes) * 100) : none}
          detail={now?.diskTotalBytes != null && now.diskFreeBytes != null ? t('figures.diskFree', { free: f.bytes(now.diskFreeBytes), total: f.bytes(now.diskTotalBytes) }) : undefined}
        />
        <Figure label={t('figures.concurrency')} value={now ? f.whole(now.inFlight) : none} detail={now && t('figures.concurrencyDetail', { peak: f.whole(now.peakConcurrency) })} />
        <Figure label={t('figures.responseTime')} value={now?.avgResponseMs != null ? f.ms(now.avgResponseMs) : none} />
        <Figure label={t('figures.requests')} value={now ? f.whole(now.completed) : none} detail={now && t('figures.requestsDetail', { total: f.whole(now.completedTotal) })} testId="performance-requests" />
        <Figure label={t('figures.activeUsers')} value={now ? f.whole(now.activeUsers) : none} />
      </div>
      <div className="perf-sampled">
        {now ? t('figures.lastSample', { time: dayjs(now.at).format('YYYY-MM-DD HH:mm:ss') }) : t('figures.noSample')}
      </div>
      <div className="perf-charts">
        {charts.map((c) => (
          <LineChart key={c.key} title={c.title} points={c.points} from={from} to={to} gapMs={gapMs} format={c.format} empty={t('charts.empty')} testId={`performance-chart-${c.key}`} />
        ))}
      </div>
    </Card>
  );
}

/**
 * Performance monitoring (spec §2; decision 042): one card per server instance with its current
 * figures and charts over the last 1, 6 or 24 hours, and the users active now. Refreshed on its own.
 */
export default function PerformancePage() {
  const { t } = useTranslation('performance');
  const [hours, setHours] = useState<PerformanceHours>(1);
  const [instancePage, setInstancePage] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const instances = usePerformancePage({ hours, page: instancePage, pageSize: INSTANCES_PER_PAGE });
  const paged = usePagedTable((range) => t('users.range', range));
  const users = useActiveUsers({ keyword, page: paged.paging.page, pageSize: paged.paging.pageSize });
  const data = instances.data;
  // the server's clock: the charts end where its samples do, whatever this machine's clock says
  const to = data ? Date.parse(data.now) : 0;
  const from = to - hours * 3_600_000;

  const columns: TableColumnsType<TPerformanceUser> = [
    { key: 'name', title: t('users.columns.name'), dataIndex: 'name', width: 160, ellipsis: true },
    { key: 'account', title: t('users.columns.account'), dataIndex: 'username', width: 150, ellipsis: true },
    { key: 'company', title: t('users.columns.company'), dataIndex: 'company', width: 200, ellipsis: true },
    { key: 'lastSeen', title: t('users.columns.lastSeen'), width: 170, render: (_, row) => dayjs(row.lastSeenAt).format('YYYY-MM-DD HH:mm:ss') },
    { key: 'instance', title: t('users.columns.instance'), width: 200, ellipsis: true, render: (_, row) => `${row.host} · ${row.pid}` },
  ];

  return (
    <div className="performance-page">
      <PageHeading title={t('heading.title')} subtitle={t('heading.subtitle')} />
      <div className="perf-toolbar">
        <Space wrap size={12}>
          <span>{t('span')}</span>
          <Segmented<PerformanceHours>
            value={hours}
            onChange={setHours}
            options={PERFORMANCE_HOURS.map((h) => ({ value: h, label: t('hours', { count: h }) }))}
            data-testid="performance-hours"
          />
        </Space>
        <Space wrap size={12}>
          {data && <Tag data-testid="performance-instance-count">{t('instances', { count: data.count })}</Tag>}
          {data && <Tag color="blue" data-testid="performance-active-users">{t('activeUsers')}: {data.activeUsers}</Tag>}
          <Button icon={<ReloadOutlined />} loading={instances.isFetching} onClick={() => { void instances.refetch(); void users.refetch(); }}>{t('refresh')}</Button>
        </Space>
      </div>
      {data && !data.contents.length && <Card><Empty description={t('empty')} /></Card>}
      <div className="perf-instances">
        {data?.contents.map((instance) => <InstanceCard key={instance.id} instance={instance} from={from} to={to} bucketMs={data.bucketSeconds * 1000} />)}
      </div>
      {data && data.count > INSTANCES_PER_PAGE && (
        <Pagination className="perf-pager" current={instancePage} pageSize={INSTANCES_PER_PAGE} total={data.count} onChange={setInstancePage} showSizeChanger={false} />
      )}
      <PagedCard<TPerformanceUser>
        className="perf-users"
        title={t('users.title')}
        total={(count) => count}
        countTestId="performance-users-count"
        extra={<KeywordSearch placeholder={t('users.search')} searchLabel={t('users.searchButton')} width={300} onSearch={(k) => { setKeyword(k); paged.toFirstPage(); }} testId="performance-users-search" />}
        columns={columns}
        page={users.data}
        loading={users.isLoading}
        paged={paged}
        width={880}
        data-testid="performance-users"
      />
      <Typography.Paragraph type="secondary" className="perf-users-hint">{t('users.hint', { minutes: PERFORMANCE_LIMITS.activeUserMinutes })}</Typography.Paragraph>
    </div>
  );
}
