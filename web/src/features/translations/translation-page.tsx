import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Progress, Select, Space, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LANGUAGE_NAMES, TRANSLATION_TEXT_MAX, type Language, type TTranslationEntry, type TTranslationLanguage } from '@portal/contract';
import { exportTranslations, useSaveOverride, useSetLanguageEnabled, useTranslationEntries, useTranslationLanguages } from '../../api/translations';
import { FormModal } from '../../components/form-modal';
import { KeywordSearch, PagedCard, useListExport } from '../../components/list-page';
import { usePagedTable } from '../../components/paged-table';
import { PageHeading } from '../../components/page-heading';
import { currentLanguage } from '../../i18n';
import { TranslationImportModal } from './translation-import-modal';
import './translations.css';

/** Keys and texts are read, not skimmed: the editor's table keeps its columns readable and scrolls sideways below this. */
const TABLE_WIDTH = 1180;

/**
 * Translation management (issue 22 §4): the languages with their completeness and switches, and
 * an editor of every text in one language beside the English source and the built-in wording;
 * an override shows after a reload, with no build (decision 039).
 */
export default function TranslationPage() {
  const { t } = useTranslation('translations');
  const languages = useTranslationLanguages();
  const [language, setLanguage] = useState<Language>(() => (currentLanguage() === 'en-US' ? 'vi' : currentLanguage()));
  const [namespace, setNamespace] = useState<string>();
  const [missingOnly, setMissingOnly] = useState(false);
  const [keyword, setKeyword] = useState<string>();
  const [editing, setEditing] = useState<TTranslationEntry | null>(null);
  const [importing, setImporting] = useState(false);
  const paged = usePagedTable((range) => t('entries.range', range));
  const { paging, filtered } = paged;
  const query = useMemo(
    () => ({ language, namespace, missingOnly: missingOnly ? ('true' as const) : undefined, keyword, page: paging.page, pageSize: paging.pageSize }),
    [language, namespace, missingOnly, keyword, paging],
  );
  const entries = useTranslationEntries(query);
  const { exporting, onExport } = useListExport(() => exportTranslations(namespace), t('sheet.exported'));

  const columns: TableColumnsType<TTranslationEntry> = [
    { key: 'key', title: t('entries.columns.key'), width: 250, render: (_, row) => <Typography.Text code className="translation-key">{row.key}</Typography.Text> },
    { key: 'source', title: t('entries.columns.source'), dataIndex: 'source', width: 270 },
    {
      key: 'builtIn', title: `${t('entries.columns.builtIn')} · ${LANGUAGE_NAMES[language]}`, width: 270,
      render: (_, row) => (
        <>
          {row.missing && <Tag color="orange" data-testid="translation-missing-tag">{t('entries.missingTag')}</Tag>}
          <span className="translation-built-in">{row.builtIn}</span>
        </>
      ),
    },
    {
      key: 'override', title: `${t('entries.columns.override')} · ${LANGUAGE_NAMES[language]}`, width: 290,
      render: (_, row) => (row.override === null ? (
        <Typography.Text type="secondary" italic>{t('entries.noOverride')}</Typography.Text>
      ) : (
        <div>
          <div className="translation-override" data-testid="translation-override">{row.override}</div>
          <Typography.Text type="secondary" className="translation-changed">
            {t('entries.changedBy', { name: row.updatedBy ?? '', at: row.updatedAt ? dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm') : '' })}
          </Typography.Text>
        </div>
      )),
    },
    {
      key: 'action', title: t('entries.columns.action'), width: 100, fixed: 'right',
      render: (_, row) => <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`translation-edit-${row.key}`}>{t('entries.edit')}</Button>,
    },
  ];

  return (
    <div className="translations-page">
      <PageHeading title={t('heading.title')} subtitle={t('heading.subtitle')} />
      <LanguagesCard languages={languages.data?.languages} loading={languages.isLoading} />
      <Card className="translations-filters-card">
      <Flex wrap gap={12} align="center" className="translations-filters">
        <Select<Language>
          aria-label={t('entries.language')}
          value={language}
          onChange={filtered(setLanguage)}
          options={(languages.data?.languages ?? []).map((l) => ({ value: l.code, label: l.name }))}
          style={{ width: 160 }}
          data-testid="translations-language"
        />
        <Select<string>
          aria-label={t('entries.namespace')}
          allowClear
          placeholder={t('entries.allNamespaces')}
          value={namespace}
          onChange={filtered(setNamespace)}
          options={(languages.data?.namespaces ?? []).map((n) => ({ value: n, label: n }))}
          style={{ width: 200 }}
          showSearch
          data-testid="translations-namespace"
        />
        <Tooltip title={t('entries.missingHint')}>
          <Space>
            <Switch checked={missingOnly} onChange={filtered(setMissingOnly)} data-testid="translations-missing-only" aria-label={t('entries.missingOnly')} />
            <span>{t('entries.missingOnly')}</span>
          </Space>
        </Tooltip>
        <KeywordSearch placeholder={t('entries.search')} searchLabel={t('entries.searchButton')} onSearch={filtered(setKeyword)} width={320} testId="translations-search" />
      </Flex>
      </Card>
      <PagedCard<TTranslationEntry>
        className="translations-entries"
        title={t('entries.title')}
        total={(count) => t('entries.total', { count })}
        countTestId="translations-count"
        extra={(
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport} data-testid="translations-export">{t('sheet.export')}</Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="translations-import">{t('sheet.import')}</Button>
          </Space>
        )}
        rowKey="key"
        columns={columns}
        page={entries.data}
        loading={entries.isFetching}
        paged={paged}
        width={TABLE_WIDTH}
      />
      {editing && <OverrideModal entry={editing} language={language} onClose={() => setEditing(null)} />}
      {importing && <TranslationImportModal onClose={() => setImporting(false)} />}
    </div>
  );
}

/** The six languages: enabled or not (the default always), and how complete each is. */
function LanguagesCard({ languages, loading }: { languages: TTranslationLanguage[] | undefined; loading: boolean }) {
  const { t } = useTranslation('translations');
  const { message } = App.useApp();
  const setEnabled = useSetLanguageEnabled();
  const toggle = async (row: TTranslationLanguage, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ language: row.code, enabled });
      void message.success(t(enabled ? 'languages.enabledDone' : 'languages.disabledDone', { language: row.name }));
    } catch {
      /* shown by the http client */
    }
  };
  const columns: TableColumnsType<TTranslationLanguage> = [
    {
      key: 'language', title: t('languages.columns.language'), width: 220,
      render: (_, row) => (
        <Space>
          <span data-testid={`translation-language-${row.code}`}>{row.name}</span>
          <Typography.Text type="secondary">{row.code}</Typography.Text>
          {row.isDefault && <Tag color="blue">{t('languages.default')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'enabled', title: t('languages.columns.enabled'), width: 110,
      render: (_, row) => {
        const control = (
          <Switch
            checked={row.enabled}
            disabled={row.isDefault}
            loading={setEnabled.isPending && setEnabled.variables?.language === row.code}
            onChange={(on) => void toggle(row, on)}
            aria-label={`${t('languages.columns.enabled')}: ${row.name}`}
            data-testid={`translation-enabled-${row.code}`}
          />
        );
        return row.isDefault ? <Tooltip title={t('languages.defaultLocked')}>{control}</Tooltip> : control;
      },
    },
    {
      key: 'completeness', title: t('languages.columns.completeness'),
      render: (_, row) => {
        const own = row.total - row.missing - row.untranslated;
        return (
          <Flex wrap gap={8} align="center" data-testid={`translation-completeness-${row.code}`}>
            <Progress percent={Math.floor((own / Math.max(1, row.total)) * 1000) / 10} size="small" style={{ width: 140, margin: 0 }} status={row.missing ? 'exception' : 'normal'} />
            {row.missing > 0 && <Tag color="red" data-testid={`translation-missing-${row.code}`}>{t('languages.missing', { count: row.missing })}</Tag>}
            {row.untranslated > 0 && <Tag color="orange">{t('languages.untranslated', { count: row.untranslated })}</Tag>}
            {row.missing + row.untranslated === 0 && <Tag color="green">{t('languages.complete')}</Tag>}
            <Tag color={row.overridden ? 'purple' : undefined} data-testid={`translation-overridden-${row.code}`}>{t('languages.overridden', { count: row.overridden })}</Tag>
            <Typography.Text type="secondary">{t('languages.total', { count: row.total })}</Typography.Text>
          </Flex>
        );
      },
    },
  ];
  return (
    <Card className="translations-languages" title={t('languages.title')} extra={<Typography.Text type="secondary">{t('languages.selectorHint')}</Typography.Text>}>
      <Table<TTranslationLanguage> rowKey="code" size="small" columns={columns} dataSource={languages ?? []} loading={loading} pagination={false} scroll={{ x: 720 }} />
    </Card>
  );
}

/** One text in one language: the source and the built-in wording as hints, the override to write or clear. */
function OverrideModal({ entry, language, onClose }: { entry: TTranslationEntry; language: Language; onClose: () => void }) {
  const { t } = useTranslation('translations');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const save = useSaveOverride();
  const clear = async () => {
    try {
      await save.mutateAsync({ language, key: entry.key, text: null });
      void message.success(t('editor.cleared'));
      onClose();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <FormModal<{ text: string }>
      open
      form={form}
      name="translation"
      title={t('editor.title')}
      width={640}
      saving={save.isPending}
      onClose={onClose}
      onSave={async ({ text }) => {
        await save.mutateAsync({ language, key: entry.key, text: text.trim() ? text : null });
        return t('editor.saved');
      }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {entry.override !== null && <Button danger onClick={() => void clear()} loading={save.isPending} data-testid="translation-clear">{t('editor.clear')}</Button>}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form.Item label={t('editor.key')}>
        <Typography.Text code copyable>{entry.key}</Typography.Text>
      </Form.Item>
      <Form.Item label={t('editor.source')}>
        <div className="translation-hint">{entry.source}</div>
      </Form.Item>
      <Form.Item label={t('editor.builtIn', { language: LANGUAGE_NAMES[language] })}>
        <div className="translation-hint">{entry.builtIn || '—'}</div>
      </Form.Item>
      <Form.Item name="text" label={t('editor.override', { language: LANGUAGE_NAMES[language] })} extra={t('editor.overrideHint')} initialValue={entry.override ?? entry.builtIn}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TRANSLATION_TEXT_MAX} autoFocus lang={language} />
      </Form.Item>
    </FormModal>
  );
}
