import { useEffect, useMemo } from 'react';
import { App, Button, Form } from 'antd';
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInquirySubmitRequest } from '@portal/contract';
import { useSaveInquiry } from '../../api/inquiry';
import { useCurrentUser } from '../../api/auth';
import { editableFields, requiredFields } from './form-rules';
import { filledFields, reporterDefaults, requestOf, type InquiryFormValues } from './form-values';
import { InquiryForm } from './inquiry-form';
import { OpenInquiryWarning } from './open-inquiry-warning';
import { VinHistory } from './vin-history';
import { useReplaceTab } from '../../app/tabs/tab-title';
import { CaseSuggestions } from '../cases/case-suggestions';
import { VinBulletinSuggestions } from '../bulletins/vin-bulletin-suggestions';
import './inquiry.css';

/**
 * Spec §2 submitInquiryForm: a new inquiry, from the VIN (also given as `?vin=` when raised from a
 * vehicle: its section fills as the form opens). The reporter is the signed-in user until changed;
 * while the fault is typed and placed in the catalogue, the cases and the vehicle's bulletins that
 * answer it are suggested beside it.
 */
export default function SubmitInquiryPage() {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const replaceTab = useReplaceTab();
  const [params] = useSearchParams();
  const [form] = Form.useForm<InquiryFormValues>();
  const save = useSaveInquiry();
  const open = useMemo(() => editableFields('add', undefined), []);
  const required = useMemo(() => requiredFields('add', undefined, open), [open]);
  const vin = Form.useWatch('vinCode', form);
  const faultName = Form.useWatch('faultName', form) ?? '';
  const description = Form.useWatch('customerOriginDesc', form) ?? '';
  const modelCode = Form.useWatch('modelCode', form);
  const carSeries = Form.useWatch('carSeries', form);
  const faultModule = Form.useWatch('faultModule', form);
  const faultSystem = Form.useWatch('faultSystem', form);
  const faultPosition = Form.useWatch('faultPosition', form);
  const path = useMemo(() => ({ faultModule, faultSystem, faultPosition }), [faultModule, faultSystem, faultPosition]);
  const { data: me } = useCurrentUser();

  useEffect(() => {
    if (me) form.setFieldsValue(reporterDefaults(me, form.getFieldsValue(['createrName', 'createrTelNo'])));
  }, [me, form]);

  const send = async (submit: boolean) => {
    try {
      // a draft may be incomplete, but what it holds must still fit its limits and patterns
      await form.validateFields(submit ? undefined : filledFields(form.getFieldsValue(true)));
    } catch {
      void message.warning(t('form.incomplete'));
      return;
    }
    try {
      const body = requestOf(form.getFieldsValue(true)) as TInquirySubmitRequest;
      const saved = await save.mutateAsync({ submit, body });
      void message.success(submit ? t('form.submitted', { formNo: saved.formNo }) : t('form.saved'));
      form.resetFields();
      // the new inquiry's tab becomes the inquiry's: a second submit from a stale form cannot happen
      replaceTab(`/inquiryForm/${saved.id}`);
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <div className="page inquiry-page">
      <div className="page-heading">
        <h1>{t('form.addTitle')}</h1>
        <p>{t('form.addSubtitle')}</p>
      </div>
      <OpenInquiryWarning vin={vin} />
      <VinHistory vin={vin} />
      <InquiryForm
        form={form}
        mode="add"
        open={open}
        required={required}
        openVin={params.get('vin') ?? undefined}
        faultAside={
          <>
            {/* Where the fault is typed: an inquiry already open on this vehicle, and what is published that answers the fault (its catalogue path and words). */}
            <OpenInquiryWarning vin={vin} />
            {/* The vehicle's bulletins that answer it, and its recalls. */}
            <VinBulletinSuggestions vin={vin} fault={`${faultName} ${description}`} path={path} />
            <CaseSuggestions
              text={`${faultName} ${description}`}
              modelCode={modelCode}
              carSeries={carSeries}
              vinCode={vin}
              path={path}
              placeholder={<p className="inquiry-fault-hint" data-testid="case-suggestions-hint">{t('cases:similar.hint')}</p>}
            />
          </>
        }
      />
      <div className="inquiry-form-bar">
        <Button icon={<SaveOutlined />} onClick={() => void send(false)} loading={save.isPending && !save.variables?.submit} data-testid="inquiry-save-draft">
          {t('form.saveDraft')}
        </Button>
        <Button type="primary" icon={<SendOutlined />} onClick={() => void send(true)} loading={save.isPending && !!save.variables?.submit} data-testid="inquiry-submit">
          {t('form.submit')}
        </Button>
      </div>
    </div>
  );
}
