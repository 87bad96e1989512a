import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Form, Input, Modal, Result, Skeleton, Space, Tag, Timeline } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CASE_LIMITS, LANGUAGE_NAMES, type CaseAction, type TCaseDetail } from '@portal/contract';
import { useCase, useInvalidateCase, useReviewCase } from '../../api/cases';
import { CaseFormDrawer } from './case-form-drawer';
import { STATUS_COLORS } from './case-logic';
import './cases.css';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** A titled block of free text; nothing when the case leaves it empty. */
function textBlock({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Descriptions.Item label={label}>
      <div className="case-detail-text">{text}</div>
    </Descriptions.Item>
  );
}

/** Review, edit and invalidate, as the server allows this user now (`detail.actions`). */
function CaseActions({ detail }: { detail: TCaseDetail }) {
  const { t } = useTranslation('cases');
  const { message } = App.useApp();
  const review = useReviewCase();
  const invalidate = useInvalidateCase();
  const [editing, setEditing] = useState<'SUBMIT' | 'UPDATE' | null>(null);
  const [asking, setAsking] = useState<'REJECT' | 'INVALID' | null>(null);
  const [form] = Form.useForm<{ comment?: string }>();
  const done = () => void message.success(t('review.done'));

  const act = (action: CaseAction) => {
    if (action === 'SUBMIT' || action === 'UPDATE') setEditing(action);
    else if (action === 'APPROVE') review.mutate({ id: detail.id, review: { pass: true } }, { onSuccess: done });
    else {
      form.resetFields();
      setAsking(action);
    }
  };
  const confirm = async () => {
    const { comment = '' } = await form.validateFields();
    if (asking === 'REJECT') await review.mutateAsync({ id: detail.id, review: { pass: false, comment } });
    else await invalidate.mutateAsync({ id: detail.id, comment: comment || undefined });
    setAsking(null);
    done();
  };

  return (
    <>
      <Space wrap>
        {detail.actions.map((action) => (
          <Button
            key={action}
            type={action === 'APPROVE' || action === 'SUBMIT' ? 'primary' : 'default'}
            danger={action === 'INVALID'}
            loading={action === 'APPROVE' && review.isPending}
            onClick={() => act(action)}
            data-testid={`case-action-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Space>
      <CaseFormDrawer open={!!editing} mode={editing ?? 'UPDATE'} detail={detail} onClose={() => setEditing(null)} />
      <Modal
        open={!!asking}
        title={asking === 'REJECT' ? t('review.rejectTitle') : t('review.invalidTitle')}
        onCancel={() => setAsking(null)}
        onOk={() => void confirm().catch(() => undefined)}
        okButtonProps={{ danger: asking === 'INVALID', loading: review.isPending || invalidate.isPending, 'data-testid': 'case-confirm' } as React.ComponentProps<typeof Button>}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="comment"
            label={asking === 'REJECT' ? t('review.comment') : t('review.invalidComment')}
            rules={asking === 'REJECT' ? [{ required: true, whitespace: true, message: t('review.commentRequired') }] : []}
          >
            <Input.TextArea maxLength={CASE_LIMITS.reviewCommentMax} showCount autoSize={{ minRows: 3 }} data-testid="case-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** technicalCaseDetail (/technicalCaseLibrary/:id): the whole case; editors also see its history and actions. */
export default function CaseDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const { data: detail, isLoading, isError } = useCase(id);

  if (isLoading) return <div className="page"><Card><Skeleton active /></Card></div>;
  if (isError || !detail) {
    return (
      <div className="page">
        <Result status="404" title={t('detail.notFound')} extra={<Button onClick={() => navigate('/technicalCaseLibrary')}>{t('actions.back')}</Button>} />
      </div>
    );
  }
  const fault = [detail.faultModule, detail.faultSystem, detail.faultPosition].filter(Boolean).join(' / ');

  return (
    <div className="page case-detail-page" data-testid="case-detail">
      <div className="case-detail-header">
        <div>
          <h1 data-testid="case-title">{detail.title}</h1>
          <Space wrap size={4}>
            <span className="case-no">{detail.caseNo}</span>
            <Tag color={STATUS_COLORS[detail.status]}>{t(`status.${detail.status}`)}</Tag>
            <Tag color="blue">{detail.catalogueModelName || detail.modelName || detail.modelCode}</Tag>
            <Tag>{LANGUAGE_NAMES[detail.language]}</Tag>
            {detail.publishedAt && <span className="case-row-date">{t('list.published', { date: when(detail.publishedAt) })}</span>}
          </Space>
        </div>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/technicalCaseLibrary?code2=${encodeURIComponent(detail.modelCode)}`)}>{t('actions.back')}</Button>
          <CaseActions detail={detail} />
        </Space>
      </div>
      <Card className="case-detail-section" title={t('detail.model')}>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('fields.carSeries')}>{detail.carSeries}</Descriptions.Item>
          <Descriptions.Item label={t('fields.modelCode')}>{detail.modelCode}</Descriptions.Item>
          <Descriptions.Item label={t('fields.modelName')}>{detail.catalogueModelName || detail.modelName}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="case-detail-section" title={t('detail.fault')}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('fields.faultName')} span={2}>{detail.faultName}</Descriptions.Item>
          {fault && <Descriptions.Item label={`${t('fields.faultModule')} / ${t('fields.faultSystem')} / ${t('fields.faultPosition')}`}>{fault}</Descriptions.Item>}
          {detail.damageType && <Descriptions.Item label={t('fields.damageType')}>{detail.damageType}</Descriptions.Item>}
          {detail.partName && <Descriptions.Item label={t('fields.partName')}>{detail.partName}</Descriptions.Item>}
          {detail.partCode && <Descriptions.Item label={t('fields.partCode')}>{detail.partCode}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card className="case-detail-section" title={t('detail.diagnosis')}>
        <Descriptions column={1} size="small" layout="vertical">
          {textBlock({ label: t('fields.customerOriginDesc'), text: detail.customerOriginDesc })}
          {textBlock({ label: t('fields.faultAppearanceConfirm'), text: detail.faultAppearanceConfirm })}
          {textBlock({ label: t('fields.faultExamine'), text: detail.faultExamine })}
          {textBlock({ label: t('fields.faultCheckDesc'), text: detail.faultCheckDesc })}
          {textBlock({ label: t('fields.faultReason'), text: detail.faultReason })}
        </Descriptions>
      </Card>
      <Card className="case-detail-section" title={t('detail.repair')}>
        {detail.repairPlanDesc ? <div className="case-detail-text" data-testid="case-repair">{detail.repairPlanDesc}</div> : <Empty />}
      </Card>
      {detail.events.length > 0 && (
        <Card className="case-detail-section" title={t('detail.history')}>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" className="case-detail-section">
            {detail.createdByName && <Descriptions.Item label={t('fields.createdByName')}>{detail.createdByName}</Descriptions.Item>}
            {detail.sourceFormNo && <Descriptions.Item label={t('fields.sourceFormNo')}>{detail.sourceFormNo}</Descriptions.Item>}
            <Descriptions.Item label={t('fields.updatedAt')}>{when(detail.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Timeline
            items={detail.events.map((e, i) => ({
              key: i,
              color: STATUS_COLORS[e.toStatus] === 'default' ? 'gray' : STATUS_COLORS[e.toStatus],
              content: (
                <div>
                  <div>{t('detail.event', { action: t(`status.${e.toStatus}`), name: e.operatorName || t('detail.system') })} · {when(e.createdAt)}</div>
                  {e.comment && <div className="case-detail-text">{e.comment}</div>}
                </div>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}
