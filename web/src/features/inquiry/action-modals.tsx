import { useState } from 'react';
import { Form, Input, Modal, Rate, Segmented, Table, type ButtonProps, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INQUIRY_LIMITS, type TAssignee, type TInquiryDetail } from '@portal/contract';
import { ASSIGNEE_PAGE_SIZE, useAssignees } from '../../api/inquiry';

/*
 * The dialogs of the detail page's actions: a reason (reject, suspend, solve), the assignee search
 * (assign), the ratings (close).
 */

interface BaseProps {
  inquiry: TInquiryDetail;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
}

/** Reject and suspend ask why; solve takes an optional note and the scheme when not yet written. */
export function ReasonModal({ inquiry, open, busy, onCancel, action, onOk }: BaseProps & {
  action: 'reject' | 'suspend' | 'solve';
  onOk: (values: { reason: string; repairPlanDesc?: string }) => void;
}) {
  const { t } = useTranslation('inquiry');
  const [form] = Form.useForm<{ reason: string; repairPlanDesc?: string }>();
  const needsPlan = action === 'solve' && !inquiry.repairPlanDesc.trim();
  return (
    <Modal
      open={open}
      title={`${t(`actions.${action}`)} · ${inquiry.formNo}`}
      okText={t(`actions.${action}`)}
      okButtonProps={{ danger: action === 'reject', loading: busy, 'data-testid': `inquiry-${action}-ok` } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onOk)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {needsPlan && (
          <Form.Item
            name="repairPlanDesc"
            label={t('fields.repairPlanDesc')}
            rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('fields.repairPlanDesc') }) }]}
          >
            <Input.TextArea maxLength={INQUIRY_LIMITS.longTextMax} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t(`reason.${action}`)}
          rules={action === 'solve' ? [] : [{ required: true, whitespace: true, message: t('validation.required', { field: t('reason.label') }) }]}
        >
          <Input.TextArea maxLength={INQUIRY_LIMITS.reasonMax} showCount autoSize={{ minRows: 3, maxRows: 8 }} data-testid={`inquiry-${action}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The assignee search modal (spec §2): hand the inquiry to an expert, or to another handler. */
export function AssignModal({ inquiry, open, busy, onCancel, onOk }: BaseProps & {
  onOk: (target: { handlerId?: string; expertId?: string; name: string }) => void;
}) {
  const { t } = useTranslation('inquiry');
  const [kind, setKind] = useState<'expert' | 'processor'>('expert');
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<TAssignee | null>(null);
  const { data, isFetching } = useAssignees(kind, keyword, page, open);
  const columns: TableColumnsType<TAssignee> = [
    { key: 'name', title: t('assign.name'), dataIndex: 'name', width: 140 },
    { key: 'username', title: t('assign.account'), dataIndex: 'username', width: 120 },
    { key: 'department', title: t('assign.department'), dataIndex: 'department', ellipsis: true },
  ];
  return (
    <Modal
      open={open}
      width={640}
      title={t('assign.title', { formNo: inquiry.formNo })}
      okText={t('actions.assign')}
      okButtonProps={{ disabled: !chosen, loading: busy, 'data-testid': 'inquiry-assign-ok' } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      onCancel={onCancel}
      onOk={() => chosen && onOk(kind === 'expert' ? { expertId: chosen.userId, name: chosen.name } : { handlerId: chosen.userId, name: chosen.name })}
      destroyOnHidden
    >
      <div className="inquiry-assign-bar">
        <Segmented
          value={kind}
          onChange={(value) => {
            setKind(value as 'expert' | 'processor');
            setChosen(null);
            setPage(1);
          }}
          options={[
            { value: 'expert', label: t('assign.expert') },
            { value: 'processor', label: t('assign.processor') },
          ]}
        />
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
          placeholder={t('assign.search')}
          enterButton={<SearchOutlined />}
          maxLength={100}
          data-testid="inquiry-assign-search"
        />
      </div>
      <Table<TAssignee>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={data?.contents ?? []}
        loading={isFetching}
        locale={{ emptyText: t('assign.empty') }}
        rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen.userId] : [], onChange: (_, rows) => setChosen(rows[0] ?? null) }}
        onRow={(row) => ({ onClick: () => setChosen(row) })}
        pagination={{ current: page, pageSize: ASSIGNEE_PAGE_SIZE, total: data?.count ?? 0, onChange: setPage, size: 'small', hideOnSinglePage: true }}
      />
    </Modal>
  );
}

export interface CloseValues {
  serviceAttitude: number;
  professionalSkill: number;
  timelyResponse: number;
  comment?: string;
}

/** Close with the creator's three ratings and an optional comment. */
export function CloseModal({ inquiry, open, busy, onCancel, onOk }: BaseProps & { onOk: (values: CloseValues) => void }) {
  const { t } = useTranslation('inquiry');
  const [form] = Form.useForm<CloseValues>();
  const rating = (name: keyof CloseValues) => (
    <Form.Item name={name} label={t(`ratings.${name}`)} rules={[{ required: true, message: t('validation.required', { field: t(`ratings.${name}`) }) }]}>
      <Rate count={INQUIRY_LIMITS.ratingMax} data-testid={`inquiry-rate-${name}`} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={t('close.title', { formNo: inquiry.formNo })}
      okText={t('actions.close')}
      okButtonProps={{ loading: busy, 'data-testid': 'inquiry-close-ok' } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onOk)}
      destroyOnHidden
    >
      <p className="inquiry-muted">{t('close.hint')}</p>
      <Form form={form} layout="horizontal" labelCol={{ span: 9 }} preserve={false}>
        {rating('serviceAttitude')}
        {rating('professionalSkill')}
        {rating('timelyResponse')}
        <Form.Item name="comment" label={t('ratings.comment')}>
          <Input.TextArea maxLength={INQUIRY_LIMITS.closeCommentMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
