import { useState } from 'react';
import { App, Button, Card, Form, Input, type FormInstance } from 'antd';
import { BulbOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TInquiryDetail } from '@portal/contract';
import { useUpdateInquiry } from '../../api/inquiry';
import { maxLengthOf } from './form-values';
import type { FormField } from './form-rules';

/** The handling side's answer: the maintenance scheme, with the cause and the diagnosis behind it. */
export const SOLUTION_FIELDS = ['repairPlanDesc', 'faultReason', 'faultCheckDesc'] as const satisfies readonly FormField[];
type SolutionField = (typeof SOLUTION_FIELDS)[number];
export type SolutionValues = Partial<Record<SolutionField, string>>;

/**
 * The solution as text to read, beside the thread (issue 20: not a grey form field at the end of
 * the form). Whoever may write it now (the handling side while PROCESSING: `editable`) edits it in
 * place and saves it through update; the solve dialog reads what is typed here.
 */
export function SolutionCard({ inquiry, form, editable, required }: {
  inquiry: TInquiryDetail;
  form: FormInstance<SolutionValues>;
  /** The solution fields the caller may change now (empty: read only). */
  editable: ReadonlySet<FormField>;
  required: ReadonlySet<FormField>;
}) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const update = useUpdateInquiry();
  const plan = inquiry.repairPlanDesc.trim();
  const fields = SOLUTION_FIELDS.filter((f) => editable.has(f));
  // Nothing written yet by one who writes it: the box is open from the start.
  const [editing, setEditing] = useState(() => fields.length > 0 && !plan);
  const done = inquiry.status === 'SOLVED' || inquiry.status === 'CLOSED';

  const startEditing = () => {
    form.setFieldsValue(Object.fromEntries(SOLUTION_FIELDS.map((f) => [f, inquiry[f]])));
    setEditing(true);
  };
  const stopEditing = () => {
    // the next edit starts from what the server holds, not from an old draft
    form.resetFields();
    setEditing(false);
  };
  const save = async (values: SolutionValues) => {
    const body = Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()]));
    try {
      await update.mutateAsync({ id: inquiry.id, ...body });
    } catch {
      return;
    }
    void message.success(t('form.updated'));
    stopEditing();
  };

  const part = (field: 'faultReason' | 'faultCheckDesc') => inquiry[field].trim() && (
    <div className="inquiry-facts-long">
      <div className="inquiry-facts-label">{t(`fields.${field}`)}</div>
      <div className="inquiry-facts-text" data-testid={`inquiry-solution-${field}`}>{inquiry[field]}</div>
    </div>
  );

  return (
    <Card
      size="small"
      className={`inquiry-solution${done ? ' inquiry-solution-done' : ''}`}
      title={<span className="inquiry-section-title"><BulbOutlined />{t('solution.title')}</span>}
      extra={fields.length > 0 && !editing && (
        <Button size="small" type="link" icon={<EditOutlined />} onClick={startEditing} data-testid="inquiry-solution-edit">{t('solution.edit')}</Button>
      )}
      data-testid="inquiry-solution"
    >
      {/* always connected, so the solve dialog can read a scheme typed but not saved */}
      <Form form={form} name="inquirySolution" layout="vertical" onFinish={(v) => void save(v)} component={editing ? 'form' : false}>
        {editing ? (
          <>
            {fields.map((f) => (
              <Form.Item
                key={f}
                name={f}
                label={t(`fields.${f}`)}
                initialValue={inquiry[f]}
                rules={[
                  ...(required.has(f) ? [{ required: true, whitespace: true, message: t('validation.required', { field: t(`fields.${f}`) }) }] : []),
                  { max: maxLengthOf(f), message: t('validation.maxLength', { max: maxLengthOf(f) }) },
                ]}
              >
                <Input.TextArea maxLength={maxLengthOf(f)} showCount autoSize={{ minRows: f === 'repairPlanDesc' ? 4 : 2, maxRows: 12 }} />
              </Form.Item>
            ))}
            <div className="inquiry-solution-actions">
              {plan && <Button onClick={stopEditing}>{t('common:actions.cancel')}</Button>}
              <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="inquiry-solution-save">{t('form.saveChanges')}</Button>
            </div>
          </>
        ) : (
          <>
            {plan
              ? <div className="inquiry-solution-text" data-testid="inquiry-solution-text">{inquiry.repairPlanDesc}</div>
              : <div className="inquiry-muted" data-testid="inquiry-solution-none">{t('solution.none')}</div>}
            {part('faultReason')}
            {part('faultCheckDesc')}
          </>
        )}
      </Form>
    </Card>
  );
}
