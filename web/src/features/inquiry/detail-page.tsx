import { useEffect, useMemo, useState } from 'react';
import { App, Button, type ButtonProps, Card, Col, Descriptions, Form, Popconfirm, Rate, Result, Row, Skeleton, Space, Tag } from 'antd';
import {
  ArrowLeftOutlined, CheckCircleOutlined, CloseCircleOutlined, DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined,
  RollbackOutlined, SaveOutlined, SendOutlined, StopOutlined, UploadOutlined, UserSwitchOutlined, BookOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInquiryAction, TInquiryDetail, TInquirySubmitRequest } from '@portal/contract';
import {
  BUTTON_ACTIONS, useInquiryAction, useInquiryDetail, useSaveInquiry, useUpdateInquiry, type StatusAction,
} from '../../api/inquiry';
import { useDictNames } from '../../api/refdata';
import { usePermission } from '../../app/permission';
import { AssignModal, CloseModal, ReasonModal } from './action-modals';
import { formatDateTime, formatHours } from './dates';
import { editableFields, formModeOf, requiredFields } from './form-rules';
import { filledFields, requestOf, valuesOf, type InquiryFormValues } from './form-values';
import { InquiryForm } from './inquiry-form';
import { ReplyThread } from './reply-thread';
import { StatusLog } from './status-log';
import { VinHistory } from './vin-history';
import { OpenInquiryWarning } from './open-inquiry-warning';
import { STATUS_COLORS, URGENCY_COLORS } from './status';
import './inquiry.css';
import { useTabTitle } from '../../app/tabs/tab-title';
import { caseDetailPath } from '../cases/case-logic';

const ICONS: Partial<Record<TInquiryAction, React.ReactNode>> = {
  assign: <UserSwitchOutlined />,
  solve: <CheckCircleOutlined />,
  suspend: <PauseCircleOutlined />,
  restart: <PlayCircleOutlined />,
  reject: <RollbackOutlined />,
  close: <CloseCircleOutlined />,
  revoke: <RollbackOutlined />,
  push: <BookOutlined />,
  invalid: <StopOutlined />,
  delete: <DeleteOutlined />,
};
/** Actions that ask first and need nothing more than the id. */
const CONFIRMED = new Set<TInquiryAction>(['revoke', 'restart', 'delete', 'push', 'invalid']);
const DANGEROUS = new Set<TInquiryAction>(['delete', 'invalid', 'reject', 'revoke']);

/** Spec §2 inquiryFormDetail (/inquiryForm/{id}): the form, the actions the server allows, the reply thread and the status log. */
export default function InquiryDetailPage() {
  const { id } = useParams();
  const { data: inquiry, isLoading, isError } = useInquiryDetail(id);
  if (isLoading) return <div className="page inquiry-page"><Skeleton active paragraph={{ rows: 12 }} /></div>;
  if (isError || !inquiry) return <NotFound />;
  return <InquiryDetail key={inquiry.id} inquiry={inquiry} />;
}

function NotFound() {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('detail.notFound')}
      extra={<Button onClick={() => navigate('/inquiryFormManagement')}>{t('detail.backToList')}</Button>}
    />
  );
}

function InquiryDetail({ inquiry }: { inquiry: TInquiryDetail }) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { has } = usePermission();
  const [form] = Form.useForm<InquiryFormValues>();
  const [dialog, setDialog] = useState<TInquiryAction | null>(null);
  const act = useInquiryAction();
  const save = useSaveInquiry();
  const update = useUpdateInquiry();
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const urgencyName = useDictNames('DIC_INQUIRYFORM_URGENT_TYPE');
  const mode = formModeOf(inquiry);
  const open = useMemo(() => editableFields(mode, inquiry), [mode, inquiry]);
  const required = useMemo(() => requiredFields(mode, inquiry, open), [mode, inquiry, open]);
  const canUpdate = mode === 'readonly' && inquiry.actions.includes('update') && open.size > 0;
  useTabTitle('inquiry', inquiry.id, inquiry.formNo);

  // A reload (after a reply, say) must not wipe what the user is still typing in an open field.
  useEffect(() => {
    const values = valuesOf(inquiry) as Record<string, unknown>;
    for (const field of open) {
      const name = field === 'fileIds' ? 'attachments' : field;
      if (form.isFieldTouched(name as never)) delete values[name];
    }
    form.setFieldsValue(values as InquiryFormValues);
  }, [form, inquiry, open]);

  /** After a save the server holds what was typed: its next answer may fill the fields again. */
  const untouch = () => form.setFields([...open].map((f) => ({ name: (f === 'fileIds' ? 'attachments' : f) as never, touched: false })));

  const run = async (input: StatusAction) => {
    let answer: unknown;
    try {
      answer = await act.mutateAsync(input);
    } catch {
      return;
    }
    setDialog(null);
    const made = input.action === 'push' ? (answer as { caseId: string; caseNo: string }) : null;
    if (made) {
      // The draft waits for its author to complete it: the message leads there, and stays long enough to be followed.
      void message.success({
        duration: 8,
        content: (
          <span>
            {t('done.push')}{' '}
            {/* Messages render outside the router: a plain link that navigates with this page's router. */}
            <a href={`#${caseDetailPath(made.caseId)}`} onClick={(e) => { e.preventDefault(); navigate(caseDetailPath(made.caseId)); }} data-testid="inquiry-pushed-case">
              {t('done.openCase', { caseNo: made.caseNo })}
            </a>
          </span>
        ),
      });
      return;
    }
    void message.success(t(`done.${input.action}`));
    if (input.action === 'delete') navigate('/inquiryFormManagement');
  };

  /** Editor mode: the creator's draft or rejected inquiry, saved or (re)submitted whole. */
  const saveWhole = async (submit: boolean) => {
    try {
      await form.validateFields(submit ? undefined : filledFields(form.getFieldsValue(true)));
    } catch {
      void message.warning(t('form.incomplete'));
      return;
    }
    const body = { ...requestOf(form.getFieldsValue(true)), id: inquiry.id } as TInquirySubmitRequest;
    try {
      if (submit) await save.mutateAsync({ submit: true, body });
      else if (inquiry.status === 'DRAFT') await save.mutateAsync({ submit: false, body });
      else await update.mutateAsync({ ...body, id: inquiry.id });
    } catch {
      return;
    }
    untouch();
    void message.success(submit ? t('form.submitted', { formNo: inquiry.formNo }) : t('form.saved'));
  };

  /** Read-only mode: only the fields the server opened, through update. */
  const saveOpen = async () => {
    try {
      await form.validateFields([...open]);
    } catch {
      void message.warning(t('form.incomplete'));
      return;
    }
    try {
      await update.mutateAsync({ id: inquiry.id, ...requestOf(form.getFieldsValue(true), open) });
    } catch {
      return;
    }
    untouch();
    void message.success(t('form.updated'));
  };

  const buttons = BUTTON_ACTIONS.filter((a) => inquiry.actions.includes(a)).map((action) => {
    const danger = DANGEROUS.has(action);
    const button = (
      <Button
        key={action}
        icon={ICONS[action]}
        danger={danger}
        type={action === 'solve' || action === 'close' ? 'primary' : 'default'}
        loading={act.isPending && act.variables?.action === action}
        onClick={CONFIRMED.has(action) ? undefined : () => setDialog(action)}
        data-testid={`inquiry-action-${action}`}
      >
        {t(`actions.${action}`)}
      </Button>
    );
    if (!CONFIRMED.has(action)) return button;
    return (
      <Popconfirm
        key={action}
        title={t(`actions.${action}`)}
        description={t(`confirm.${action as 'revoke'}`, { formNo: inquiry.formNo })}
        okText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ danger, 'data-testid': `inquiry-confirm-${action}` } as ButtonProps}
        onConfirm={() => run({ action: action as 'revoke', body: { id: inquiry.id } })}
      >
        {button}
      </Popconfirm>
    );
  });

  const saving = save.isPending || update.isPending;
  const d = inquiry.durations;

  return (
    <div className="page inquiry-page inquiry-detail">
      <Card className="inquiry-summary">
        <div className="inquiry-summary-top">
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate('/inquiryFormManagement')} aria-label={t('detail.backToList')} />
          <div className="inquiry-summary-title">
            <h1>
              <span className="inquiry-mono" data-testid="inquiry-form-no">{inquiry.formNo}</span>
              <Tag color={STATUS_COLORS[inquiry.status]} data-testid="inquiry-status">{statusName(inquiry.status)}</Tag>
              {inquiry.emergencyLevel && <Tag color={URGENCY_COLORS[inquiry.emergencyLevel] ?? 'default'}>{urgencyName(inquiry.emergencyLevel)}</Tag>}
            </h1>
            <div className="inquiry-summary-sub">
              <span className="inquiry-mono">{inquiry.vinCode}</span>
              {inquiry.modelName && <span>{inquiry.modelName}</span>}
              {inquiry.faultName && <span className="inquiry-summary-fault">{inquiry.faultName}</span>}
            </div>
          </div>
          <Space wrap className="inquiry-actions">
            {buttons}
          </Space>
        </div>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={17}>
          {mode === 'editor' && <OpenInquiryWarning vin={inquiry.vinCode} exceptId={inquiry.id} />}
          <InquiryForm form={form} mode={mode} detail={inquiry} open={open} required={required} />
          {(mode === 'editor' || canUpdate) && (
            <div className="inquiry-form-bar">
              {canUpdate && <span className="inquiry-muted">{open.has('repairPlanDesc') ? t('form.repairPlanHint') : t('form.correctionHint')}</span>}
              {mode === 'editor' && inquiry.status === 'DRAFT' && (
                <Button icon={<SaveOutlined />} onClick={() => void saveWhole(false)} loading={saving} data-testid="inquiry-save-draft">
                  {t('form.saveDraft')}
                </Button>
              )}
              {mode === 'editor' && (
                <Button type="primary" icon={<SendOutlined />} onClick={() => void saveWhole(true)} loading={saving} data-testid="inquiry-submit">
                  {t('form.submit')}
                </Button>
              )}
              {canUpdate && (
                <Button type="primary" icon={<UploadOutlined />} onClick={() => void saveOpen()} loading={saving} data-testid="inquiry-save-changes">
                  {t('form.saveChanges')}
                </Button>
              )}
            </div>
          )}
          {inquiry.status !== 'DRAFT' && <ReplyThread inquiry={inquiry} />}
        </Col>
        <Col xs={24} xl={7}>
          <Card size="small" className="inquiry-side" title={t('detail.people')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('detail.creator')}>{inquiry.createrName || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('detail.handler')}>{inquiry.handlerName || <span className="inquiry-muted">{t('detail.nobody')}</span>}</Descriptions.Item>
              <Descriptions.Item label={t('detail.expert')}>{inquiry.expertName || <span className="inquiry-muted">{t('detail.nobody')}</span>}</Descriptions.Item>
              <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(inquiry.createTime)}</Descriptions.Item>
              {inquiry.submitTime && <Descriptions.Item label={t('fields.submitTime')}>{formatDateTime(inquiry.submitTime)}</Descriptions.Item>}
            </Descriptions>
            {inquiry.pushTime && <Tag color="green" icon={<BookOutlined />}>{t('detail.pushed', { time: formatDateTime(inquiry.pushTime) })}</Tag>}
          </Card>
          {inquiry.status !== 'DRAFT' && (
            <Card size="small" className="inquiry-side" title={t('detail.durations')}>
              <Descriptions column={1} size="small" className="inquiry-durations">
                {(['response', 'handle', 'suspend', 'consume', 'closing'] as const).map((k) => (
                  <Descriptions.Item key={k} label={t(`durations.${k}`)}>{formatHours(d[k])}</Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
          )}
          {inquiry.ratings && (
            <Card size="small" className="inquiry-side" title={t('detail.ratings')}>
              {(['serviceAttitude', 'professionalSkill', 'timelyResponse'] as const).map((k) => (
                <div key={k} className="inquiry-rating">
                  <span>{t(`ratings.${k}`)}</span>
                  <Rate disabled value={inquiry.ratings![k]} />
                </div>
              ))}
              {inquiry.ratings.comment && <p className="inquiry-rating-comment">{inquiry.ratings.comment}</p>}
            </Card>
          )}
          <VinHistory vin={inquiry.vinCode} exceptId={inquiry.id} />
          {has('PER_ENQUIRY_STATUS_LOG_VIEW') && (
            <Card size="small" className="inquiry-side" title={t('log.title')}>
              <StatusLog inquiryId={inquiry.id} />
            </Card>
          )}
        </Col>
      </Row>
      {(dialog === 'reject' || dialog === 'suspend' || dialog === 'solve') && (
        <ReasonModal
          inquiry={inquiry}
          action={dialog}
          open
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onOk={({ reason, repairPlanDesc }) =>
            void run(dialog === 'solve' ? { action: 'solve', body: { id: inquiry.id, reason, repairPlanDesc: repairPlanDesc ?? ((form.getFieldValue('repairPlanDesc') as string | undefined)?.trim() || undefined) } } : { action: dialog, body: { id: inquiry.id, reason } })
          }
        />
      )}
      {dialog === 'assign' && (
        <AssignModal
          inquiry={inquiry}
          open
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onOk={({ handlerId, expertId }) => void run({ action: 'assign', body: { id: inquiry.id, handlerId, expertId, reason: '' } })}
        />
      )}
      {dialog === 'close' && (
        <CloseModal
          inquiry={inquiry}
          open
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onOk={(values) => void run({ action: 'close', body: { id: inquiry.id, ...values, comment: values.comment?.trim() ?? '' } })}
        />
      )}
    </div>
  );
}
