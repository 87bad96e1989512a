import { Alert, Button, Modal, Result, Table, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES, LIMITS, TRANSLATION_IMPORT_MAX_MB, type TTranslationChange, type TTranslationImportCheck, type TTranslationImportError,
  type TTranslationImportResult,
} from '@portal/contract';
import { useSheetImport } from '../../components/use-sheet-import';
import { checkTranslationImport, confirmTranslationImport } from '../../api/translations';

const KIND_COLORS = { added: 'green', changed: 'blue', removed: 'red' } as const;

/**
 * The translation import: the sheet is checked first; a refused sheet lists its refused rows
 * (nothing written), a correct one shows the difference it makes, which is then applied whole.
 */
export function TranslationImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('translations');
  const { step, setStep, busy, failure, setFailure, run } = useSheetImport<TTranslationImportError, TTranslationImportCheck, TTranslationImportResult>();

  const beforeUpload = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) setFailure(t('import.wrongType'));
    else if (file.size > TRANSLATION_IMPORT_MAX_MB * 1024 * 1024) setFailure(t('import.tooLarge', { max: TRANSLATION_IMPORT_MAX_MB }));
    else void run(async () => setStep({ kind: 'checked', check: await checkTranslationImport(file) }));
    return Upload.LIST_IGNORE;
  };

  const apply = () => {
    if (step.kind !== 'checked') return;
    void run(async () => setStep({ kind: 'done', result: await confirmTranslationImport(step.check.stagingId) }));
  };

  const body = (() => {
    switch (step.kind) {
      case 'choose':
        return (
          <>
            <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
            <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={beforeUpload} disabled={busy} data-testid="translation-import-file">
              <p className="ant-upload-drag-icon"><InboxOutlined /></p>
              <p className="ant-upload-text">{busy ? t('import.checking') : t('import.chooseFile')}</p>
            </Upload.Dragger>
          </>
        );
      case 'refused':
        return (
          <div data-testid="translation-import-refused">
            <Alert type="error" showIcon title={step.message} description={t('import.refused')} className="translation-import-note" />
            <Table<TTranslationImportError>
              size="small"
              rowKey={(r) => `${r.row}-${r.column}-${r.message}`}
              dataSource={step.rows}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('import.columns.row'), width: 70 },
                { key: 'column', dataIndex: 'column', title: t('import.columns.column'), width: 110 },
                { key: 'value', dataIndex: 'value', title: t('import.columns.value'), width: 200, ellipsis: true },
                { key: 'message', dataIndex: 'message', title: t('import.columns.message') },
              ]}
              pagination={{ defaultPageSize: LIMITS.errorTablePageSize, hideOnSinglePage: true }}
              scroll={{ y: 320 }}
            />
          </div>
        );
      case 'checked': {
        const { check } = step;
        const total = check.added + check.changed + check.removed;
        return (
          <div data-testid="translation-import-checked">
            <Alert type={total ? 'info' : 'success'} showIcon title={t('import.checked', { ...check, count: check.rows })} description={total ? undefined : t('import.noChanges')} className="translation-import-note" />
            {total > check.changes.length && <Typography.Paragraph type="secondary">{t('import.shown', { count: check.changes.length })}</Typography.Paragraph>}
            {total > 0 && (
              <Table<TTranslationChange>
                size="small"
                rowKey={(c) => `${c.key}-${c.language}`}
                dataSource={check.changes}
                columns={[
                  { key: 'key', dataIndex: 'key', title: t('import.columns.key'), width: 200, ellipsis: true },
                  { key: 'language', title: t('import.columns.language'), width: 110, render: (_, c) => LANGUAGE_NAMES[c.language] },
                  { key: 'kind', title: t('import.columns.change'), width: 100, render: (_, c) => <Tag color={KIND_COLORS[c.kind]}>{t(`import.kinds.${c.kind}`)}</Tag> },
                  { key: 'before', title: t('import.columns.before'), render: (_, c) => c.before ?? <Typography.Text type="secondary">{c.builtIn}</Typography.Text> },
                  { key: 'after', title: t('import.columns.after'), render: (_, c) => c.after ?? <Typography.Text type="secondary">{c.builtIn}</Typography.Text> },
                ]}
                pagination={{ defaultPageSize: LIMITS.errorTablePageSize, hideOnSinglePage: true }}
                scroll={{ y: 320 }}
              />
            )}
          </div>
        );
      }
      case 'done':
        return <Result status="success" title={t('import.done', step.result)} data-testid="translation-import-done" />;
    }
  })();

  const close = <Button key="close" onClick={onClose}>{t('common:actions.close')}</Button>;
  const again = <Button key="again" onClick={() => setStep({ kind: 'choose' })}>{t('import.again')}</Button>;
  const footer = step.kind === 'refused'
    ? [again, close]
    : step.kind === 'checked'
      ? [
        <Button key="cancel" onClick={onClose} disabled={busy}>{t('common:actions.cancel')}</Button>,
        <Button key="apply" type="primary" onClick={apply} loading={busy} disabled={step.check.added + step.check.changed + step.check.removed === 0} data-testid="translation-import-apply">{t('import.apply')}</Button>,
      ]
      : [close];

  return (
    <Modal open title={t('import.title')} width={880} onCancel={onClose} footer={footer} destroyOnHidden maskClosable={!busy} data-testid="translation-import">
      {failure && <Alert type="error" showIcon title={failure} className="translation-import-note" />}
      {body}
    </Modal>
  );
}
