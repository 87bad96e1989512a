import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, type ButtonProps, Card, Col, Descriptions, Drawer, Dropdown, Form, Popconfirm, Rate, Result, Row, Skeleton, Space, Tag } from 'antd';
import {
  ArrowLeftOutlined, CheckCircleOutlined, CloseCircleOutlined, DeleteOutlined, EditOutlined, EllipsisOutlined, PauseCircleOutlined, PlayCircleOutlined,
  RollbackOutlined, SaveOutlined, SendOutlined, StopOutlined, UploadOutlined, UserSwitchOutlined, BookOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInquiryAction, TInquiryDetail, TInquirySubmitRequest } from '@portal/contract';
import {
  BUTTON_ACTIONS, inquiryKeys, useInquiryAction, useInquiryDetail, useSaveInquiry, useUpdateInquiry, type StatusAction,
} from '../../api/inquiry';
import { queryClient } from '../../api/query-client';
import { useDictNames } from '../../api/dictionaries';
import { usePermission } from '../../app/permission';
import { useDevice } from '../../app/device';
import { AssignModal, CloseModal, ReasonModal } from './action-modals';
import { formatDateTime, formatHours } from './dates';
import { editableFields, formModeOf, requiredFields, type FormField } from './form-rules';
import { filledFields, requestOf, valuesOf, type InquiryFormValues } from './form-values';
import { InquiryForm } from './inquiry-form';
import { InquiryFacts } from './inquiry-facts';
import { SOLUTION_FIELDS, SolutionCard, type SolutionValues } from './solution-card';
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
/** On a phone the header keeps this many actions as buttons; the rest wait in its "more" menu. */
const PHONE_BUTTONS = 2;

/**
 * Spec §2 inquiryFormDetail (/inquiryForm/{id}): the actions the server allows, the reply thread,
 * the solution, the inquiry's details and the status log. A submitted inquiry is read as a ticket
 * (issue 20, as Zammad): the thread and the solution first, the ~40 fields as text in collapsible
 * sections beside them (below them on a phone), corrected in a drawer. The creator's draft or
 * rejected inquiry opens as the form it is. Both stay live: the detail and thread ask again while open.
 */
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
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { has } = usePermission();
  const phone = useDevice() === 'mobile';
  const [form] = Form.useForm<InquiryFormValues>();
  const [solutionForm] = Form.useForm<SolutionValues>();
  const [dialog, setDialog] = useState<TInquiryAction | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const act = useInquiryAction();
  const save = useSaveInquiry();
  const update = useUpdateInquiry();
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const urgencyName = useDictNames('DIC_INQUIRYFORM_URGENT_TYPE');
  const mode = formModeOf(inquiry);
  const open = useMemo(() => editableFields(mode, inquiry), [mode, inquiry]);
  const required = useMemo(() => requiredFields(mode, inquiry, open), [mode, inquiry, open]);
  // The handling side writes the solution in its card (while the scheme is theirs to write); every other open field is corrected in the drawer.
  const solutionOpen = useMemo(
    () => new Set<FormField>(open.has('repairPlanDesc') ? SOLUTION_FIELDS.filter((f) => open.has(f)) : []),
    [open],
  );
  const drawerOpen = useMemo(() => new Set([...open].filter((f) => !solutionOpen.has(f))), [open, solutionOpen]);
  const canUpdate = mode === 'readonly' && inquiry.actions.includes('update') && drawerOpen.size > 0;
  const formShown = mode === 'editor' || canUpdate;
  useTabTitle('inquiry', inquiry.id, inquiry.formNo);

  // A reload (after a reply, say) must not wipe what the user is still typing in an open field.
  useEffect(() => {
    if (!formShown) return;
    const values = valuesOf(inquiry) as Record<string, unknown>;
    for (const field of open) {
      const name = field === 'fileIds' ? 'attachments' : field;
      if (form.isFieldTouched(name as never)) delete values[name];
    }
    form.setFieldsValue(values as InquiryFormValues);
  }, [form, inquiry, open, formShown]);

  // Someone else moved it (seen by the live detail): its status log has a new row too.
  const lastUpdate = useRef(inquiry.updateTime);
  useEffect(() => {
    if (lastUpdate.current === inquiry.updateTime) return;
    lastUpdate.current = inquiry.updateTime;
    void queryClient.invalidateQueries({ queryKey: [...inquiryKeys.all, 'log', inquiry.id] });
  }, [inquiry.id, inquiry.updateTime]);

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

  /** Read-only mode: only the fields the server opened (but the solution's), through update. */
  const saveOpen = async () => {
    try {
      await form.validateFields([...drawerOpen]);
    } catch {
      void message.warning(t('form.incomplete'));
      return;
    }
    try {
      await update.mutateAsync({ id: inquiry.id, ...requestOf(form.getFieldsValue(true), drawerOpen) });
    } catch {
      return;
    }
    untouch();
    setCorrecting(false);
    void message.success(t('form.updated'));
  };

  const allowed = BUTTON_ACTIONS.filter((a) => inquiry.actions.includes(a));
  /** Runs an action from the phone's "more" menu: a confirm of its own, the Popconfirm needs a button to hang on. */
  const fromMenu = (action: TInquiryAction) => {
    if (!CONFIRMED.has(action)) {
      setDialog(action);
      return;
    }
    modal.confirm({
      title: t(`actions.${action}`),
      content: t(`confirm.${action as 'revoke'}`, { formNo: inquiry.formNo }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: DANGEROUS.has(action), 'data-testid': `inquiry-confirm-${action}` } as ButtonProps,
      onOk: () => run({ action: action as 'revoke', body: { id: inquiry.id } }),
    });
  };
  const buttonOf = (action: TInquiryAction) => {
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
  };
  // The next steps first (the table's order); on a phone the header stays one line of them.
  const shown = phone ? allowed.slice(0, PHONE_BUTTONS) : allowed;
  const overflow = phone ? allowed.slice(PHONE_BUTTONS) : [];
  const buttons = shown.map(buttonOf);
  if (overflow.length) {
    buttons.push(
      <Dropdown
        key="more"
        trigger={['click']}
        menu={{
          items: overflow.map((action) => ({
            key: action,
            icon: ICONS[action],
            danger: DANGEROUS.has(action),
            label: <span data-testid={`inquiry-action-${action}`}>{t(`actions.${action}`)}</span>,
          })),
          onClick: ({ key }) => fromMenu(key as TInquiryAction),
        }}
      >
        <Button icon={<EllipsisOutlined />} aria-label={t('detail.moreActions')} data-testid="inquiry-actions-more" />
      </Dropdown>,
    );
  }

  const saving = save.isPending || update.isPending;
  const d = inquiry.durations;
  const editor = mode === 'editor';

  const people = (
    <Card size="small" className="inquiry-side" title={t('detail.people')} data-testid="inquiry-people">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('detail.creator')}>{inquiry.createrName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.handler')}>{inquiry.handlerName || <span className="inquiry-muted">{t('detail.nobody')}</span>}</Descriptions.Item>
        <Descriptions.Item label={t('detail.expert')}>{inquiry.expertName || <span className="inquiry-muted">{t('detail.nobody')}</span>}</Descriptions.Item>
        <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(inquiry.createTime)}</Descriptions.Item>
        {inquiry.submitTime && <Descriptions.Item label={t('fields.submitTime')}>{formatDateTime(inquiry.submitTime)}</Descriptions.Item>}
      </Descriptions>
      {inquiry.pushTime && <Tag color="green" icon={<BookOutlined />}>{t('detail.pushed', { time: formatDateTime(inquiry.pushTime) })}</Tag>}
    </Card>
  );
  const record = (
    <>
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
    </>
  );
  const saveDraftButton = editor && inquiry.status === 'DRAFT' && (
    <Button icon={<SaveOutlined />} onClick={() => void saveWhole(false)} loading={saving} data-testid="inquiry-save-draft">
      {t('form.saveDraft')}
    </Button>
  );

  return (
    <div className={`page inquiry-page inquiry-detail${editor ? '' : ' inquiry-detail-ticket'}`}>
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
          {buttons.length > 0 && (
            <Space wrap className="inquiry-actions" data-testid="inquiry-actions">
              {buttons}
            </Space>
          )}
        </div>
      </Card>
      {editor ? (
        <Row gutter={16}>
          <Col xs={24} xl={17}>
            <OpenInquiryWarning vin={inquiry.vinCode} exceptId={inquiry.id} />
            <InquiryForm form={form} mode={mode} detail={inquiry} open={open} required={required} />
            <div className="inquiry-form-bar">
              {saveDraftButton}
              <Button type="primary" icon={<SendOutlined />} onClick={() => void saveWhole(true)} loading={saving} data-testid="inquiry-submit">
                {t('form.submit')}
              </Button>
            </div>
            {inquiry.status !== 'DRAFT' && <ReplyThread inquiry={inquiry} />}
          </Col>
          <Col xs={24} xl={7}>
            {people}
            {record}
          </Col>
        </Row>
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={14} xl={15} className="inquiry-main">
            <ReplyThread inquiry={inquiry} />
          </Col>
          <Col xs={24} lg={10} xl={9} className="inquiry-aside">
            <SolutionCard key={inquiry.status} inquiry={inquiry} form={solutionForm} editable={solutionOpen} required={required} />
            <Card
              size="small"
              className="inquiry-side inquiry-details"
              title={t('detail.details')}
              extra={canUpdate && (
                <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setCorrecting(true)} data-testid="inquiry-correct">
                  {t('detail.correct')}
                </Button>
              )}
            >
              <InquiryFacts inquiry={inquiry} defaultOpen={phone ? [] : ['fault']} />
            </Card>
            {people}
            {record}
          </Col>
        </Row>
      )}
      {canUpdate && (
        <Drawer
          open={correcting}
          onClose={() => setCorrecting(false)}
          size={phone ? '100%' : 960}
          // mounted while closed: the form keeps the inquiry's values and what is typed between openings
          forceRender
          title={t('detail.correctTitle', { formNo: inquiry.formNo })}
          footer={(
            <div className="inquiry-drawer-bar">
              <span className="inquiry-muted">{open.has('repairPlanDesc') ? t('form.filesHint') : t('form.correctionHint')}</span>
              <Button onClick={() => setCorrecting(false)}>{t('common:actions.cancel')}</Button>
              <Button type="primary" icon={<UploadOutlined />} onClick={() => void saveOpen()} loading={saving} data-testid="inquiry-save-changes">
                {t('form.saveChanges')}
              </Button>
            </div>
          )}
          data-testid="inquiry-correct-drawer"
        >
          <InquiryForm form={form} mode={mode} detail={inquiry} open={drawerOpen} required={required} />
        </Drawer>
      )}
      {(dialog === 'reject' || dialog === 'suspend' || dialog === 'solve') && (
        <ReasonModal
          inquiry={inquiry}
          action={dialog}
          open
          busy={act.isPending}
          onCancel={() => setDialog(null)}
          onOk={({ reason, repairPlanDesc }) =>
            void run(dialog === 'solve' ? { action: 'solve', body: { id: inquiry.id, reason, repairPlanDesc: repairPlanDesc ?? ((solutionForm.getFieldValue('repairPlanDesc') as string | undefined)?.trim() || undefined) } } : { action: dialog, body: { id: inquiry.id, reason } })
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
