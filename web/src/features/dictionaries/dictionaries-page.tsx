import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DICT_ENTRY_CODE_MAX, DICT_ENTRY_CODE_PATTERN, DICTIONARY_LIMITS, LANGUAGE_NAMES, LANGUAGES,
  type DictionaryCode, type Language, type TDictEntry, type TDictEntryCreateRequest, type TDictionarySummary,
} from '@portal/contract';
import {
  useCreateDictEntry, useDictionaryEntries, useDictionaryList, useEnableDictEntry, useRemoveDictEntry, useReorderDictionary, useUpdateDictEntry,
} from '../../api/dictionaries';
import { RemoveLink } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { PageHeading } from '../../components/page-heading';
import './dictionaries.css';

/**
 * Dictionary management (decision 038): pick a dictionary, see its entries with the six names side
 * by side, rename one in place, reorder; in open dictionaries also add, disable and delete.
 */
export default function DictionariesPage() {
  const { t } = useTranslation('dictionaries');
  const list = useDictionaryList();
  const [picked, setPicked] = useState<DictionaryCode | undefined>();
  const current = list.data?.find((d) => d.code === picked) ?? list.data?.[0];

  return (
    <div className="page dictionaries-page" data-testid="dictionaries-page">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Card className="dictionaries-picker" loading={list.isLoading}>
        <nav aria-label={t('picker')} className="dictionaries-picker-list">
          {(list.data ?? []).map((d) => (
            <PickerItem key={d.code} summary={d} active={d.code === current?.code} onPick={() => setPicked(d.code)} />
          ))}
        </nav>
      </Card>
      {current && <EntriesCard key={current.code} summary={current} />}
    </div>
  );
}

function PickerItem({ summary, active, onPick }: { summary: TDictionarySummary; active: boolean; onPick: () => void }) {
  const { t } = useTranslation('dictionaries');
  return (
    <button type="button" className="dictionaries-picker-item" aria-current={active} onClick={onPick} data-testid={`dict-pick-${summary.code}`}>
      <span className="dictionaries-picker-name">
        {t(`names.${summary.code}`)}
        <Tag color={summary.fixed ? 'blue' : 'green'}>{t(summary.fixed ? 'fixed' : 'open')}</Tag>
      </span>
      <span className="dictionaries-picker-counts">{t('counts', { enabled: summary.enabled, entries: summary.entries })}</span>
    </button>
  );
}

function EntriesCard({ summary }: { summary: TDictionarySummary }) {
  const { t } = useTranslation('dictionaries');
  const { message } = App.useApp();
  const dictionary = summary.code;
  const entries = useDictionaryEntries(dictionary);
  const update = useUpdateDictEntry(dictionary);
  const enable = useEnableDictEntry(dictionary);
  const remove = useRemoveDictEntry(dictionary);
  const reorder = useReorderDictionary(dictionary);
  const [adding, setAdding] = useState(false);
  const rows = entries.data ?? [];

  // Refusals are shown by the http client; the table keeps what the server holds.
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch {
      /* shown by the http client */
    }
  };

  const rename = (row: TDictEntry, lang: Language, value: string) => {
    const name = value.trim();
    if (name === row.names[lang]) return;
    if (!name) return void message.error(t('validation.nameRequired', { language: LANGUAGE_NAMES[lang] }));
    if (name.length > DICTIONARY_LIMITS.nameMax) return void message.error(t('validation.nameMax', { max: DICTIONARY_LIMITS.nameMax }));
    void run(() => update.mutateAsync({ code: row.code, names: { ...row.names, [lang]: name } }), t('messages.renamed', { code: row.code }));
  };

  const move = (index: number, by: -1 | 1) => {
    const codes = rows.map((r) => r.code);
    [codes[index], codes[index + by]] = [codes[index + by], codes[index]];
    void run(() => reorder.mutateAsync(codes), t('messages.reordered'));
  };

  const columns: TableColumnsType<TDictEntry> = [
    {
      key: 'order', title: t('columns.order'), width: 96, fixed: 'left',
      render: (_, __, i) => (
        <span className="dictionaries-order">
          <span className="dictionaries-order-index">{i + 1}</span>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('actions.moveUp')} title={t('actions.moveUp')} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('actions.moveDown')} title={t('actions.moveDown')} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)} data-testid={`dict-down-${rows[i]?.code}`} />
        </span>
      ),
    },
    {
      key: 'code', title: t('columns.code'), width: 150, fixed: 'left',
      render: (_, row) => <span className="dictionaries-code">{row.code}</span>,
    },
    ...LANGUAGES.map((lang) => ({
      key: lang, title: LANGUAGE_NAMES[lang], width: 150,
      render: (_: unknown, row: TDictEntry) => (
        <Typography.Text
          className="dictionaries-name"
          data-testid={`dict-name-${row.code}-${lang}`}
          editable={{ text: row.names[lang], onChange: (v) => rename(row, lang, v), triggerType: ['text', 'icon'], tooltip: t('editHint'), maxLength: DICTIONARY_LIMITS.nameMax }}
        >
          {row.names[lang]}
        </Typography.Text>
      ),
    })),
    {
      key: 'offered', title: t('columns.offered'), width: 96, align: 'center',
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.enabled}
          disabled={summary.fixed}
          loading={enable.isPending && enable.variables?.code === row.code}
          aria-label={t('columns.offered')}
          data-testid={`dict-enabled-${row.code}`}
          onChange={(enabled) => void run(() => enable.mutateAsync({ code: row.code, enabled }), t(enabled ? 'messages.enabled' : 'messages.disabled', { code: row.code }))}
        />
      ),
    },
  ];
  if (!summary.fixed) {
    columns.push({
      key: 'actions', title: t('columns.actions'), width: 96,
      // A built-in entry is code's: it is disabled, never deleted.
      render: (_, row) => (row.builtIn ? <span className="dictionaries-muted">{t('builtIn')}</span> : (
        <RemoveLink
          label={t('actions.remove')}
          description={t('actions.removeConfirm', { code: row.code })}
          loading={remove.isPending && remove.variables === row.code}
          onConfirm={() => run(() => remove.mutateAsync(row.code), t('messages.removed', { code: row.code }))}
          testId={`dict-remove-${row.code}`}
        />
      )),
    });
  }

  return (
    <Card
      className="dictionaries-entries"
      title={t(`names.${dictionary}`)}
      extra={
        <Space wrap>
          {!summary.fixed && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="dict-add">
              {t('actions.add')}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void entries.refetch()} loading={entries.isFetching}>
            {t('actions.reload')}
          </Button>
        </Space>
      }
    >
      <Alert className="dictionaries-note" type={summary.fixed ? 'info' : 'success'} showIcon title={t(summary.fixed ? 'fixedNote' : 'openNote')} />
      <Table<TDictEntry>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={entries.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.enabled ? '' : 'dictionaries-row-disabled')}
        data-testid="dict-entries"
      />
      {adding && <AddEntryModal dictionary={dictionary} onClose={() => setAdding(false)} />}
    </Card>
  );
}

type AddValues = TDictEntryCreateRequest;

function AddEntryModal({ dictionary, onClose }: { dictionary: DictionaryCode; onClose: () => void }) {
  const { t } = useTranslation('dictionaries');
  const [form] = Form.useForm<AddValues>();
  const create = useCreateDictEntry(dictionary);

  return (
    <FormModal<AddValues>
      open
      form={form}
      name="dictEntry"
      title={t('form.title', { dictionary: t(`names.${dictionary}`) })}
      saving={create.isPending}
      onClose={onClose}
      onSave={async (values) => {
        const saved = await create.mutateAsync({ code: values.code.trim(), names: values.names });
        return t('messages.added', { code: saved.code });
      }}
    >
      <Form.Item
        name="code"
        label={t('form.code')}
        extra={t('form.codeHint')}
        rules={[
          { required: true, whitespace: true, message: t('validation.codeRequired') },
          { validator: async (_, v?: string) => {
            if (!v?.trim()) return;
            if (!DICT_ENTRY_CODE_PATTERN.test(v.trim())) throw new Error(t('validation.codePattern'));
            if (v.trim() === 'TOTAL') throw new Error(t('validation.codeReserved'));
          } },
        ]}
      >
        <Input maxLength={DICT_ENTRY_CODE_MAX} autoComplete="off" />
      </Form.Item>
      <Typography.Text strong>{t('form.names')}</Typography.Text>
      {LANGUAGES.map((lang) => (
        <Form.Item
          key={lang}
          name={['names', lang]}
          label={LANGUAGE_NAMES[lang]}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired', { language: LANGUAGE_NAMES[lang] }) },
            { max: DICTIONARY_LIMITS.nameMax, message: t('validation.nameMax', { max: DICTIONARY_LIMITS.nameMax }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      ))}
    </FormModal>
  );
}
