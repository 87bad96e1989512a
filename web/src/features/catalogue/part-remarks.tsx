import { useEffect, useState } from 'react';
import { App, Button, Empty, Input, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LIMITS } from '@portal/contract';
import { usePartRemarks, useSaveUserRemark } from '../../api/catalogue';
import { usePermission } from '../../app/permission';

/** Spec §2 remarks tab: the global remark and my private one (editable with PER_MANUAL_PART_REMARK_EDIT). */
export function PartRemarks({ partId }: { partId: string }) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const { has } = usePermission();
  const { data, isLoading } = usePartRemarks(partId);
  const save = useSaveUserRemark();
  const [text, setText] = useState('');
  const canEdit = has('PER_MANUAL_PART_REMARK_EDIT');

  useEffect(() => setText(data?.userRemark ?? ''), [data?.userRemark]);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data) return <Empty description={t('part.loadFailed')} />;

  const onSave = async () => {
    try {
      await save.mutateAsync({ partId, remark: text.trim() });
      void message.success(t('part.remarks.saved'));
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <div className="part-remarks">
      <h4 className="catalogue-section-title">{t('part.remarks.global')}</h4>
      {data.globalRemark ? <div className="part-remark-box">{data.globalRemark}</div> : <div className="catalogue-muted">{t('part.remarks.noGlobal')}</div>}
      <h4 className="catalogue-section-title">
        {t('part.remarks.mine')}
        {data.userRemarkTime && <span className="catalogue-muted part-remark-time">{t('part.remarks.savedAt', { time: dayjs(data.userRemarkTime).format('YYYY-MM-DD HH:mm') })}</span>}
      </h4>
      {canEdit ? (
        <>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={LIMITS.partRemarkMax}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder={t('part.remarks.placeholder')}
            data-testid="part-user-remark"
          />
          <div className="form-actions part-remark-actions">
            <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={save.isPending} disabled={text.trim() === (data.userRemark ?? '')} data-testid="part-user-remark-save">
              {t('part.remarks.save')}
            </Button>
          </div>
        </>
      ) : data.userRemark ? (
        <div className="part-remark-box">{data.userRemark}</div>
      ) : (
        <div className="catalogue-muted">{t('part.remarks.readOnly')}</div>
      )}
    </div>
  );
}
