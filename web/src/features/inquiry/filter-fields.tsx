import { Col, DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { INQUIRY_LIMITS, INQUIRY_STATUSES, type DictionaryCode, type TInquiryStatus } from '@portal/contract';
import { MultiSelectFilter } from '../../components/list-page';
import { useFaultNodes } from '../../api/refdata';
import { useDictNames, useDictionary } from '../../api/dictionaries';
import { isRangeOrdered } from './dates';
import type { InquiryFilterValues } from './list-filter';

/** Spec §4: a new module clears system and position, a new system the position (the filter's own cascade). */
export function cascadeFilter(form: FormInstance<InquiryFilterValues>, changed: Partial<InquiryFilterValues>) {
  if ('faultModule' in changed) form.setFieldsValue({ faultSystem: undefined, faultPosition: undefined });
  if ('faultSystem' in changed) form.setFieldsValue({ faultPosition: undefined });
}

/**
 * The filter fields of spec §3 (Inquiry filter params) and §2 (the statistics report): the first
 * four always, the rest when `more` (the list folds them away; the report shows them all).
 */
export function InquiryFilterFields({ form, more }: { form: FormInstance<InquiryFilterValues>; more: boolean }) {
  const { t } = useTranslation('inquiry');
  const statusName = useDictNames('DIC_INQUIRYFORM_STATUS');
  const faultModule = Form.useWatch('faultModule', form);
  const faultSystem = Form.useWatch('faultSystem', form);
  const modules = useFaultNodes(1, undefined);
  const systems = useFaultNodes(2, faultModule);
  const positions = useFaultNodes(3, faultSystem);

  const cell = (node: React.ReactNode) => <Col xs={24} md={12} xl={6}>{node}</Col>;
  const text = (name: keyof InquiryFilterValues, max: number) =>
    cell(
      <Form.Item name={name} label={t(`fields.${name as 'formNo'}`)}>
        <Input allowClear maxLength={max} placeholder={t('placeholders.input')} />
      </Form.Item>,
    );
  const dict = (name: keyof InquiryFilterValues, code: DictionaryCode) => cell(<DictFilter name={name} label={t(`fields.${name as 'consultType'}`)} code={code} />);
  const fault = (name: 'faultModule' | 'faultSystem' | 'faultPosition', nodes: { code: string; name: string }[] | undefined, disabled: boolean) =>
    cell(
      <Form.Item name={name} label={t(`fields.${name}`)}>
        <Select allowClear showSearch optionFilterProp="label" disabled={disabled} placeholder={t('placeholders.select')} options={(nodes ?? []).map((n) => ({ value: n.code, label: n.name }))} />
      </Form.Item>,
    );
  const rangeRule = {
    validator: (_: unknown, range: [Dayjs | null, Dayjs | null] | null) =>
      isRangeOrdered(range) ? Promise.resolve() : Promise.reject(new Error(t('validation.rangeOrder'))),
  };
  const range = (name: 'createRange' | 'faultRange', label: string) =>
    cell(
      <Form.Item name={name} label={label} rules={[rangeRule]}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>,
    );

  return (
    <>
      {text('formNo', INQUIRY_LIMITS.codeMax)}
      {text('vinCode', INQUIRY_LIMITS.vinMax)}
      {cell(
        <Form.Item name="statusList" label={t('list.statusList')}>
          <MultiSelectFilter<TInquiryStatus> placeholder={t('placeholders.select')} options={INQUIRY_STATUSES.map((s) => ({ value: s, label: statusName(s) }))} />
        </Form.Item>,
      )}
      {range('createRange', t('list.createRange'))}
      {more && (
        <>
          {dict('consultType', 'DIC_INQUIRYFORM_TYPE')}
          {dict('emergencyLevel', 'DIC_INQUIRYFORM_URGENT_TYPE')}
          {text('carSeries', INQUIRY_LIMITS.carSeriesMax)}
          {text('modelCode', INQUIRY_LIMITS.modelCodeMax)}
          {text('faultName', INQUIRY_LIMITS.faultNameMax)}
          {fault('faultModule', modules.data, false)}
          {fault('faultSystem', systems.data, !faultModule)}
          {fault('faultPosition', positions.data, !faultSystem)}
          {dict('damageType', 'DIC_DAMAGES_TYPE')}
          {text('partCode', INQUIRY_LIMITS.partCodeMax)}
          {text('handlerName', INQUIRY_LIMITS.reporterNameMax)}
          {range('faultRange', t('list.faultRange'))}
        </>
      )}
    </>
  );
}

function DictFilter({ name, label, code }: { name: string; label: string; code: DictionaryCode }) {
  const { t } = useTranslation('inquiry');
  const { data } = useDictionary(code);
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('placeholders.select')} options={(data ?? []).map((d) => ({ value: d.code, label: d.name }))} />
    </Form.Item>
  );
}
