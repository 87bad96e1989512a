import { Alert, App, Button, Modal, Result, Space, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, USER_IMPORT_MAX_MB, type TUserImportCheck, type TUserImportError, type TUserImportResult } from '@portal/contract';
import { useSheetImport } from '../../components/use-sheet-import';
import { checkUserImport, confirmUserImport, downloadUserTemplate } from '../../api/users';

/** Existing accounts named in the question at most; the rest are counted. */
const EXISTING_SHOWN = 50;

/**
 * The user import (spec §5 data import): the sheet is checked first, and a refused sheet shows
 * every refused row (nothing is written); a correct one asks whether the accounts that exist
 * already are overwritten; then all rows are written, or none.
 */
export function UserImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const { step, setStep, busy, failure, run } = useSheetImport<TUserImportError, TUserImportCheck, TUserImportResult>();

  const beforeUpload = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) void message.warning(t('import.wrongType'));
    else if (file.size > USER_IMPORT_MAX_MB * 1024 * 1024) void message.warning(t('import.tooLarge', { max: USER_IMPORT_MAX_MB }));
    else void run(async () => setStep({ kind: 'checked', check: await checkUserImport(file) }));
    return Upload.LIST_IGNORE;
  };

  const write = (overwrite: boolean) => {
    if (step.kind !== 'checked') return;
    void run(async () => setStep({ kind: 'done', result: await confirmUserImport(step.check.stagingId, overwrite) }));
  };

  const columns = [
    { key: 'row', dataIndex: 'row', title: t('import.columns.row'), width: 70 },
    { key: 'column', dataIndex: 'column', title: t('import.columns.column'), width: 140 },
    { key: 'value', dataIndex: 'value', title: t('import.columns.value'), width: 160, ellipsis: true },
    { key: 'message', dataIndex: 'message', title: t('import.columns.message') },
  ];

  const chooser = (
    <>
      <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadUserTemplate().catch(() => undefined)}>{t('control.list.template')}</Button>
        <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={beforeUpload} disabled={busy} data-testid="user-import-file">
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{busy ? t('import.checking') : t('import.chooseFile')}</p>
        </Upload.Dragger>
      </Space>
    </>
  );

  const body = (() => {
    switch (step.kind) {
      case 'choose':
        return chooser;
      case 'refused':
        return (
          <div data-testid="user-import-refused">
            <Alert type="error" showIcon title={step.message} description={t('import.refused')} className="user-modal-note" />
            <Table<TUserImportError>
              size="small"
              rowKey={(r) => `${r.row}-${r.column}-${r.message}`}
              dataSource={step.rows}
              columns={columns}
              pagination={{ defaultPageSize: LIMITS.errorTablePageSize, hideOnSinglePage: true }}
              scroll={{ y: 320 }}
            />
          </div>
        );
      case 'checked': {
        const { existing, rows } = step.check;
        return (
          <div data-testid="user-import-checked">
            <Alert type="success" showIcon title={t('import.checked', { count: rows })} className="user-modal-note" />
            {existing.length ? (
              <>
                <Typography.Paragraph strong>{t('import.existing', { count: existing.length })}</Typography.Paragraph>
                <div className="user-import-existing" data-testid="user-import-existing">
                  {existing.slice(0, EXISTING_SHOWN).map((name) => <Tag key={name}>{name}</Tag>)}
                  {existing.length > EXISTING_SHOWN && <Tag>{t('import.more', { count: existing.length - EXISTING_SHOWN })}</Tag>}
                </div>
              </>
            ) : (
              <Typography.Paragraph>{t('import.noExisting')}</Typography.Paragraph>
            )}
          </div>
        );
      }
      case 'done':
        return (
          <Result
            status="success"
            title={t('import.done', step.result)}
            subTitle={t('import.noPassword')}
            data-testid="user-import-done"
          />
        );
    }
  })();

  const footer = (() => {
    const close = <Button key="close" onClick={onClose}>{t('common:actions.close')}</Button>;
    const again = <Button key="again" onClick={() => setStep({ kind: 'choose' })}>{t('import.again')}</Button>;
    if (step.kind === 'refused') return [again, close];
    if (step.kind === 'checked') {
      const { existing } = step.check;
      return [
        <Button key="cancel" onClick={onClose} disabled={busy}>{t('common:actions.cancel')}</Button>,
        ...(existing.length
          ? [
            <Button key="keep" onClick={() => write(false)} loading={busy} data-testid="user-import-keep">{t('import.keep')}</Button>,
            <Button key="overwrite" type="primary" danger onClick={() => write(true)} loading={busy} data-testid="user-import-overwrite">{t('import.overwrite')}</Button>,
          ]
          : [<Button key="write" type="primary" onClick={() => write(false)} loading={busy} data-testid="user-import-write">{t('import.write')}</Button>]),
      ];
    }
    return [close];
  })();

  return (
    <Modal open title={t('import.title')} width={760} onCancel={onClose} footer={footer} destroyOnHidden maskClosable={!busy} data-testid="user-import">
      {failure && <Alert type="error" showIcon title={failure} className="user-modal-note" />}
      {body}
    </Modal>
  );
}
