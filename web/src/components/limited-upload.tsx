import { useRef, useState } from 'react';
import { App, Button, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS, type SoftType, type TAttachment, type TFileRecord } from '@portal/contract';
import { deleteUpload, saveStoredFile, uploadFile } from '../api/files';
import { acceptOf, checkUploadFile } from './limited-upload.rules';

export interface LimitedUploadProps {
  /** The upload kind: its limits (types, size, count) come from the contract's UPLOAD_LIMITS. */
  softType: SoftType;
  /** The files so far (an object's attachments and new uploads); a Form.Item passes it. */
  value?: TAttachment[];
  onChange?: (files: TAttachment[]) => void;
  disabled?: boolean;
  /** The upload call, when the kind has its own route (the download area's); by default the files upload. */
  upload?: (form: FormData, softType: SoftType) => Promise<TFileRecord>;
  /** Fewer files than the kind allows (one per download entry). */
  maxCount?: number;
  /** Files pasted anywhere on the page (a screenshot) are uploaded too: the owner turns it on while its form has the focus. */
  pastable?: boolean;
  'data-testid'?: string;
}

/**
 * Ant Design's Upload held to the contract's limits for one kind: a file over a limit is refused
 * with a translated notice before it is sent, each accepted one is streamed to
 * the files upload on its own, and the value is the list of {id, fileName} to submit as
 * fileIds. A file uploaded here and removed again is deleted on the server; one that was already
 * the object's is only dropped from the value (the object's save detaches it).
 */
export function LimitedUpload({ softType, value = [], onChange, disabled, upload = uploadFile, maxCount, pastable, ...rest }: LimitedUploadProps) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const limit = maxCount ? { ...UPLOAD_LIMITS[softType], maxCount: Math.min(maxCount, UPLOAD_LIMITS[softType].maxCount) } : UPLOAD_LIMITS[softType];
  const [pending, setPending] = useState<UploadFile[]>([]);
  // The latest value, for uploads that finish after a later render.
  const current = useRef(value);
  current.current = value;
  const uploadedHere = useRef(new Set<string>());

  const fileList: UploadFile[] = [
    ...value.map((file) => ({ uid: file.id, name: file.fileName, status: 'done' as const })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkUploadFile(file, limit, value.length + pending.length + batch.indexOf(file));
    if (problem) {
      void message.warning(t(problem.key, problem.params));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const form = new FormData();
    form.append('softType', softType);
    form.append('file', file as File, (file as File).name);
    upload(form, softType).then(
      (record) => onSuccess?.(record),
      (err: Error) => onError?.(err),
    );
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPending((list) => (list.some((f) => f.uid === file.uid) ? list : [...list, file]));
      return;
    }
    setPending((list) => list.filter((f) => f.uid !== file.uid));
    if (file.status === 'done') {
      const record = file.response as TFileRecord;
      uploadedHere.current.add(record.id);
      void message.success(t('uploaded', { name: record.fileName }));
      onChange?.([...current.current, { id: record.id, fileName: record.fileName }]);
    }
    // An error was already shown by the API client (spec §8).
  };

  const handleRemove = (file: UploadFile) => {
    if (file.status !== 'done') return true;
    onChange?.(current.current.filter((f) => f.id !== file.uid));
    if (uploadedHere.current.delete(file.uid)) {
      void deleteUpload(file.uid).catch(() => undefined);
    }
    return true;
  };

  const handlePreview = async (file: UploadFile) => {
    if (file.status !== 'done') return;
    await saveStoredFile(file.uid);
  };

  const full = value.length + pending.length >= limit.maxCount;
  return (
    <div className="limited-upload" data-testid={rest['data-testid']}>
      <Upload
        multiple
        accept={acceptOf(limit)}
        fileList={fileList}
        disabled={disabled}
        pastable={pastable && !disabled}
        // Read-only forms list the files to open, without removing them.
        showUploadList={{ showRemoveIcon: !disabled }}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={handleRemove}
        onPreview={(file) => void handlePreview(file)}
      >
        {!disabled && (
          <Button icon={<UploadOutlined />} disabled={full}>{t('choose')}</Button>
        )}
      </Upload>
      {!disabled && (
        <Typography.Text type="secondary">
          {t('hint', { types: limit.types.join(', '), size: limit.maxMb, number: limit.maxCount })}
        </Typography.Text>
      )}
    </div>
  );
}
