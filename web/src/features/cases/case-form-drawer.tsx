import { useEffect } from 'react';
import { App, Button, Col, Drawer, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CASE_LIMITS, LANGUAGE_NAMES, LANGUAGES, ZCaseContent, type TCaseContentInput, type TCaseDetail } from '@portal/contract';
import { useSubmitCase, useUpdateCase } from '../../api/cases';
import { useDevice } from '../../app/device';

type FieldName = keyof TCaseContentInput;

/** A field's rule from the contract's own schema, so the form refuses exactly what the server refuses. */
const zodRule = (name: FieldName, message: string) => ({
  validator: (_: unknown, value: unknown) =>
    ZCaseContent.shape[name].safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(message)),
});

const REQUIRED: FieldName[] = ['title', 'carSeries', 'modelCode', 'faultName', 'repairPlanDesc'];
const SHORT: { name: FieldName; max: number }[] = [
  { name: 'carSeries', max: CASE_LIMITS.carSeriesMax },
  { name: 'modelCode', max: CASE_LIMITS.modelCodeMax },
  { name: 'modelName', max: CASE_LIMITS.modelNameMax },
  { name: 'faultName', max: CASE_LIMITS.faultNameMax },
  { name: 'faultModule', max: CASE_LIMITS.faultFieldMax },
  { name: 'faultSystem', max: CASE_LIMITS.faultFieldMax },
  { name: 'faultPosition', max: CASE_LIMITS.faultFieldMax },
  { name: 'damageType', max: CASE_LIMITS.faultFieldMax },
  { name: 'partCode', max: CASE_LIMITS.partCodeMax },
  { name: 'partName', max: CASE_LIMITS.partNameMax },
];
const LONG: FieldName[] = ['customerOriginDesc', 'faultAppearanceConfirm', 'faultExamine', 'faultCheckDesc', 'faultReason', 'repairPlanDesc'];

interface CaseFormDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The case edited; absent: a new case. */
  detail?: TCaseDetail;
  /** SUBMIT saves and sends for review (new cases, drafts); UPDATE corrects in place. */
  mode: 'SUBMIT' | 'UPDATE';
  onSaved?: (id: string) => void;
}

/** Writes a case: a new one or a draft goes to review (case/submit); an editor corrects a live one (case/update). */
export function CaseFormDrawer({ open, onClose, detail, mode, onSaved }: CaseFormDrawerProps) {
  const { t, i18n } = useTranslation('cases');
  const { message } = App.useApp();
  const device = useDevice();
  const [form] = Form.useForm<TCaseContentInput>();
  const submit = useSubmitCase();
  const update = useUpdateCase();
  const saving = submit.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (detail) form.setFieldsValue(Object.fromEntries(Object.keys(ZCaseContent.shape).map((k) => [k, detail[k as FieldName]])));
    else form.setFieldsValue({ language: (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TCaseContentInput['language']) : 'en-US' });
  }, [open, detail, form, i18n.language]);

  const save = async (values: TCaseContentInput) => {
    const content = ZCaseContent.parse(values);
    const saved = mode === 'UPDATE' && detail
      ? await update.mutateAsync({ id: detail.id, content })
      : await submit.mutateAsync({ ...content, ...(detail ? { id: detail.id } : {}) });
    void message.success(t('review.done'));
    onSaved?.(saved.id);
    onClose();
  };

  const rules = (name: FieldName) => [
    ...(REQUIRED.includes(name) ? [{ required: true, whitespace: true, message: t('form.required') }] : []),
    zodRule(name, t('form.required')),
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={device === 'desktop' ? 880 : '100%'}
      title={detail ? t('form.editTitle', { caseNo: detail.caseNo }) : t('form.newTitle')}
      destroyOnHidden
      extra={
        <Space>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="case-form-save">
            {mode === 'UPDATE' ? t('form.save') : t('form.submit')}
          </Button>
        </Space>
      }
    >
      <Form<TCaseContentInput> form={form} layout="vertical" name="caseForm" onFinish={(v) => void save(v).catch(() => undefined)}>
        <Row gutter={16}>
          <Col xs={24} md={18}>
            <Form.Item name="title" label={t('fields.title')} rules={rules('title')} validateFirst>
              <Input maxLength={CASE_LIMITS.titleMax} showCount data-testid="case-form-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="language" label={t('fields.language')} rules={[{ required: true, message: t('form.required') }]}>
              <Select options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
            </Form.Item>
          </Col>
          {SHORT.map(({ name, max }) => (
            <Col xs={24} md={name === 'faultName' ? 24 : 12} key={name}>
              <Form.Item name={name} label={t(`fields.${name}`)} rules={rules(name)} validateFirst>
                <Input maxLength={max} data-testid={`case-form-${name}`} />
              </Form.Item>
            </Col>
          ))}
          {LONG.map((name) => (
            <Col span={24} key={name}>
              <Form.Item name={name} label={t(`fields.${name}`)} rules={rules(name)} validateFirst>
                <Input.TextArea maxLength={CASE_LIMITS.descriptionMax} showCount autoSize={{ minRows: 2, maxRows: 8 }} data-testid={`case-form-${name}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Drawer>
  );
}
