import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import { App, Card, Cascader, Col, DatePicker, Form, Input, Radio, Row, Select, Tag, type FormInstance } from 'antd';
import { CarOutlined, FileOutlined, PaperClipOutlined, SearchOutlined, ToolOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { filesEndpoints, PATTERNS, type DictionaryCode, type TInquiryDetail } from '@portal/contract';
import { fetchAreas, fetchWorkOrder, useFaultNodes } from '../../api/refdata';
import { useDictionaryOptions } from '../../api/dictionaries';
import { fetchPartName, fetchVehicleInfo, isLookupVin } from '../../api/inquiry';
import { LimitedUpload } from '../../components/limited-upload';
import { fetchFile } from '../../api/api';
import { saveBlob } from '../../api/http';
import { cascadeReset, type FormField, type FormMode } from './form-rules';
import { completeVin, maxLengthOf, vehicleValues, type InquiryFormValues } from './form-values';
import { DATE_FORMAT, DATE_TIME_FORMAT, isRangeOrdered } from './dates';
import { SectionTitle } from './section-title';

interface InquiryFormProps {
  form: FormInstance<InquiryFormValues>;
  mode: FormMode;
  /** The saved inquiry (editor and read-only modes). */
  detail?: TInquiryDetail;
  /** Fields the user may change now. */
  open: Set<FormField>;
  required: Set<FormField>;
  /** Shown beside the fault name while it is typed: similar cases, an open inquiry on the VIN. */
  faultAside?: ReactNode;
  /** Add mode: the VIN the form opens with (raised from a vehicle), looked up at once. */
  openVin?: string;
}

interface AreaOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: AreaOption[];
}

/** A complete VIN typed or pasted is looked up after this pause (the last keystrokes of a typed one come quickly). */
const VIN_PAUSE_MS = 300;

const toOptions = (nodes: { code: string; name: string }[] | undefined) => (nodes ?? []).map((n) => ({ value: n.code, label: n.name }));

/**
 * The inquiry form of spec §2 in its three modes: five sections (vehicle, work order, essential,
 * fault, attachments). In add mode the VIN is typed and looked up; the fault catalogue cascades
 * (spec §4); every field obeys the limits of spec §5 from the contract.
 */
export function InquiryForm({ form, mode, detail, open, required, faultAside, openVin }: InquiryFormProps) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const isOpen = (f: FormField) => open.has(f);
  const faultModule = Form.useWatch('faultModule', form);
  const faultSystem = Form.useWatch('faultSystem', form);
  const isModified = Form.useWatch('isModified', form);
  const typedVin = Form.useWatch('vinCode', form);
  const modules = useFaultNodes(1, undefined);
  const systems = useFaultNodes(2, faultModule);
  const positions = useFaultNodes(3, faultSystem);
  const [areas, setAreas] = useState<AreaOption[]>([]);
  const [lookingUp, setLookingUp] = useState<'vin' | 'workOrder' | null>(null);
  // the VIN last looked up: completing, blurring and opening with it look up once; the search button again
  const lastVin = useRef<string | undefined>(undefined);

  // provinces first; a saved area's cities too, so its name shows
  const savedProvince = detail?.provinceCityCode?.[0];
  useEffect(() => {
    let live = true;
    void fetchAreas(1).then(async (provinces) => {
      const options: AreaOption[] = provinces.map((p) => ({ value: p.code, label: p.name, isLeaf: false }));
      if (savedProvince) {
        const cities = await fetchAreas(2, savedProvince).catch(() => []);
        const province = options.find((o) => o.value === savedProvince);
        if (province) province.children = cities.map((c) => ({ value: c.code, label: c.name, isLeaf: true }));
      }
      if (live) setAreas(options);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [savedProvince]);

  const loadCities = async (path: AreaOption[]) => {
    const province = path[path.length - 1];
    const cities = await fetchAreas(2, province.value).catch(() => []);
    province.children = cities.map((c) => ({ value: c.code, label: c.name, isLeaf: true }));
    setAreas((current) => [...current]);
  };

  /** The VIN in the field as looked up: a pasted one loses its spaces, any is upper-cased. */
  const vinNow = () => {
    const typed = form.getFieldValue('vinCode') as string | undefined;
    return completeVin(typed) ?? typed?.trim().toUpperCase();
  };

  const lookUpVin = async (again = false) => {
    const vin = vinNow();
    if (!vin || !isLookupVin(vin) || (vin === lastVin.current && !again)) return;
    lastVin.current = vin;
    form.setFieldsValue({ vinCode: vin });
    setLookingUp('vin');
    const vehicle = await fetchVehicleInfo(vin);
    setLookingUp(null);
    // another VIN typed meanwhile: its own lookup fills the form
    if (vinNow() !== vin) return;
    if (vehicle) {
      form.setFieldsValue(vehicleValues(vehicle));
      void message.success(t('form.vinFound', { model: vehicle.basicModelName }));
    } else {
      void message.info(t('form.vinNotFound'));
    }
  };

  // Raised from a vehicle: its section is filled as the form opens, not when the VIN field is left.
  useEffect(() => {
    if (mode !== 'add' || !openVin?.trim()) return;
    form.setFieldsValue({ vinCode: openVin.trim().toUpperCase() });
    void lookUpVin();
  }, [openVin, mode]); // eslint-disable-line react-hooks/exhaustive-deps -- once per VIN the form opens with

  // A full valid VIN typed or pasted fills the vehicle as soon as it is complete (shorter dealer VINs on blur or search).
  useEffect(() => {
    if (mode !== 'add' || !completeVin(typedVin) || completeVin(typedVin) === lastVin.current) return;
    const timer = setTimeout(() => void lookUpVin(), VIN_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedVin, mode]); // eslint-disable-line react-hooks/exhaustive-deps -- the typed VIN drives it, not the lookup's identity

  const lookUpWorkOrder = async () => {
    const id = (form.getFieldValue('constructionFormNo') as string | undefined)?.trim();
    if (!id) return;
    setLookingUp('workOrder');
    const order = await fetchWorkOrder(id);
    setLookingUp(null);
    if (!order) {
      void message.info(t('form.workOrderNotFound'));
      return;
    }
    form.setFieldsValue({
      driveMileage: String(order.driveMileage),
      storeNo: order.shopCode,
      storeName: order.shopName,
      provinceCityCode: [order.provinceId, order.cityId].filter(Boolean),
    });
    if (order.provinceId) {
      const province = areas.find((a) => a.value === order.provinceId);
      if (province && !province.children) await loadCities([province]);
    }
    void message.success(t('form.workOrderFound'));
  };

  /** The part name from the catalogue when the part code is one of ours; a typed name stays otherwise. */
  const lookUpPartName = async () => {
    const code = (form.getFieldValue('partCode') as string | undefined)?.trim();
    if (!code || !isOpen('partName')) return;
    const part = await fetchPartName(code);
    if (part?.partName) form.setFieldsValue({ partName: part.partName });
  };

  const label = (f: FormField) => t(`fields.${f}`);
  const rules = (f: FormField) => {
    const max = maxLengthOf(f);
    return [
      ...(required.has(f) ? [{ required: true, whitespace: true, message: f === 'vinCode' ? t('validation.vinRequired') : t('validation.required', { field: label(f) }) }] : []),
      ...(max ? [{ max, message: t('validation.maxLength', { max }) }] : []),
    ];
  };
  const text = (f: FormField, extra?: Partial<React.ComponentProps<typeof Input>>) => (
    <Form.Item name={f} label={label(f)} rules={rules(f)}>
      <Input disabled={!isOpen(f)} maxLength={maxLengthOf(f)} placeholder={isOpen(f) ? t('placeholders.input') : undefined} {...extra} />
    </Form.Item>
  );
  const area = (f: FormField, rows = 3) => (
    <Form.Item name={f} label={label(f)} rules={rules(f)}>
      <Input.TextArea disabled={!isOpen(f)} maxLength={maxLengthOf(f)} showCount={isOpen(f)} autoSize={{ minRows: rows, maxRows: 10 }} />
    </Form.Item>
  );
  const dict = (f: FormField, code: DictionaryCode) => <DictSelect name={f} code={code} label={label(f)} disabled={!isOpen(f)} rules={rules(f)} />;
  const yesNo = (f: FormField) => (
    <Form.Item name={f} label={label(f)} initialValue="N">
      <Radio.Group disabled={!isOpen(f)} optionType="button" options={[{ value: 'Y', label: t('yesNo.Y') }, { value: 'N', label: t('yesNo.N') }]} />
    </Form.Item>
  );
  const date = (f: 'productionDate' | 'saleDate') => (
    <Form.Item name={f} label={label(f)}>
      <DatePicker disabled={!isOpen(f)} format={DATE_FORMAT} style={{ width: '100%' }} />
    </Form.Item>
  );

  // the production date cannot come after the sale date (spec §5: a start before its end)
  const saleRule: Rule[] = [
    ({ getFieldValue }) => ({
      validator: (_, sale: InquiryFormValues['saleDate']) =>
        isRangeOrdered([getFieldValue('productionDate'), sale]) ? Promise.resolve() : Promise.reject(new Error(t('validation.rangeOrder'))),
    }),
  ];

  const section = (key: string, icon: ReactNode, children: ReactNode) => (
    <Card
      className="inquiry-section"
      size="small"
      title={<SectionTitle icon={icon}>{t(`sections.${key}`)}</SectionTitle>}
      data-testid={`inquiry-section-${key}`}
    >
      <Row gutter={16}>{children}</Row>
    </Card>
  );
  const col = (node: ReactNode, span: 'third' | 'half' | 'full' = 'third') => (
    <Col xs={24} md={span === 'full' ? 24 : 12} xl={span === 'third' ? 8 : span === 'half' ? 12 : 24}>
      {node}
    </Col>
  );

  return (
    <Form<InquiryFormValues>
      form={form}
      layout="vertical"
      name="inquiryForm"
      className={`inquiry-form inquiry-form-${mode}`}
      scrollToFirstError
      onValuesChange={(changed) => {
        const reset = cascadeReset(changed);
        if (Object.keys(reset).length) form.setFieldsValue(reset);
      }}
    >
      {section('vehicle', <CarOutlined />, (
        <>
          {col(
            <Form.Item name="vinCode" label={label('vinCode')} rules={rules('vinCode')} extra={mode === 'add' ? t('placeholders.vinCode') : undefined}>
              {mode === 'add' ? (
                <Input.Search
                  maxLength={maxLengthOf('vinCode')}
                  enterButton={<SearchOutlined />}
                  loading={lookingUp === 'vin'}
                  onSearch={() => void lookUpVin(true)}
                  onBlur={() => void lookUpVin()}
                  className="inquiry-vin"
                  data-testid="inquiry-vin"
                />
              ) : (
                <Input disabled className="inquiry-vin" />
              )}
            </Form.Item>,
          )}
          {col(text('carSeries'))}
          {col(text('modelCode'))}
          {col(text('modelName'))}
          {col(date('productionDate'))}
          {col(
            <Form.Item name="saleDate" label={label('saleDate')} dependencies={['productionDate']} rules={saleRule}>
              <DatePicker disabled={!isOpen('saleDate')} format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>,
          )}
          {col(text('motorNo'))}
          {col(text('driverType'))}
          {col(text('driverMotorModel'))}
          {col(text('driverMotorNo'))}
          {col(text('batteryPackNo'))}
          {col(text('rangeExtenderNo'))}
          {col(text('exteriorTrimmingColor'))}
        </>
      ))}
      {section('workOrder', <ToolOutlined />, (
        <>
          {col(
            <Form.Item name="constructionFormNo" label={label('constructionFormNo')} rules={rules('constructionFormNo')}>
              {isOpen('constructionFormNo') ? (
                <Input.Search
                  maxLength={maxLengthOf('constructionFormNo')}
                  placeholder={t('placeholders.constructionFormNo')}
                  loading={lookingUp === 'workOrder'}
                  onSearch={() => void lookUpWorkOrder()}
                />
              ) : (
                <Input disabled />
              )}
            </Form.Item>,
          )}
          {col(text('driveMileage', { inputMode: 'numeric' }))}
          {col(
            <Form.Item
              name="provinceCityCode"
              label={label('provinceCityCode')}
              rules={required.has('provinceCityCode') ? [{ required: true, type: 'array', min: 1, message: t('validation.required', { field: label('provinceCityCode') }) }] : []}
            >
              <Cascader<AreaOption>
                options={areas}
                loadData={(path) => void loadCities(path)}
                changeOnSelect
                disabled={!isOpen('provinceCityCode')}
                placeholder={t('placeholders.select')}
                showSearch={false}
              />
            </Form.Item>,
          )}
          {col(text('storeNo'))}
          {col(text('storeName'), 'half')}
        </>
      ))}
      {section('essential', <UserOutlined />, (
        <>
          {col(dict('consultType', 'DIC_INQUIRYFORM_TYPE'))}
          {col(dict('emergencyLevel', 'DIC_INQUIRYFORM_URGENT_TYPE'))}
          {col(<></>)}
          {col(text('createrName'))}
          {col(
            <Form.Item
              name="createrTelNo"
              label={label('createrTelNo')}
              rules={[...rules('createrTelNo'), { pattern: PATTERNS.phone, message: t('validation.phone') }]}
            >
              <Input disabled={!isOpen('createrTelNo')} inputMode="tel" maxLength={20} />
            </Form.Item>,
          )}
          {col(<></>)}
          {col(yesNo('roadRescue'))}
          {col(yesNo('repeatRepair'))}
          {col(yesNo('isModified'))}
          {(isModified === 'Y' || !!detail?.modifiedDesc) && col(area('modifiedDesc', 2), 'full')}
        </>
      ))}
      {section('fault', <WarningOutlined />, (
        <>
          {faultAside ? (
            <>
              {/* what the fault is typed into, beside what it finds (hidden while it has nothing to say) */}
              <Col xs={24} xl={12}>
                {text('faultName')}
                {area('customerOriginDesc')}
              </Col>
              <Col xs={24} xl={12} className="inquiry-fault-aside" data-testid="inquiry-fault-aside">
                {faultAside}
              </Col>
            </>
          ) : (
            col(text('faultName'), 'half')
          )}
          {col(
            <Form.Item name="faultDate" label={label('faultDate')}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={DATE_TIME_FORMAT}
                disabled={!isOpen('faultDate')}
                placeholder={t('placeholders.faultDate')}
                style={{ width: '100%' }}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item name="faultModule" label={label('faultModule')} rules={rules('faultModule')}>
              <Select allowClear showSearch optionFilterProp="label" disabled={!isOpen('faultModule')} loading={modules.isFetching} options={toOptions(modules.data)} placeholder={t('placeholders.select')} data-testid="inquiry-fault-module" />
            </Form.Item>,
          )}
          {col(
            <Form.Item name="faultSystem" label={label('faultSystem')} rules={rules('faultSystem')}>
              <Select allowClear showSearch optionFilterProp="label" disabled={!isOpen('faultSystem') || !faultModule} loading={systems.isFetching} options={toOptions(systems.data)} placeholder={t('placeholders.select')} data-testid="inquiry-fault-system" />
            </Form.Item>,
          )}
          {col(
            <Form.Item name="faultPosition" label={label('faultPosition')} rules={rules('faultPosition')}>
              <Select allowClear showSearch optionFilterProp="label" disabled={!isOpen('faultPosition') || !faultSystem} loading={positions.isFetching} options={toOptions(positions.data)} placeholder={t('placeholders.select')} data-testid="inquiry-fault-position" />
            </Form.Item>,
          )}
          {col(dict('damageType', 'DIC_DAMAGES_TYPE'))}
          {col(text('partCode', { onBlur: () => void lookUpPartName() }))}
          {col(text('partName'))}
          {!faultAside && col(area('customerOriginDesc'), 'half')}
          {col(area('faultAppearanceConfirm'), 'half')}
          {col(area('faultExamine'), 'half')}
          {col(area('faultReason'), 'half')}
          {col(area('faultCheckDesc'), 'half')}
          {mode === 'readonly' && col(
            <div className={isOpen('repairPlanDesc') ? 'inquiry-repair-plan inquiry-repair-plan-open' : 'inquiry-repair-plan'}>
              {area('repairPlanDesc', 4)}
            </div>,
            'half',
          )}
        </>
      ))}
      <Card
        className="inquiry-section"
        size="small"
        title={<SectionTitle icon={<PaperClipOutlined />}>{t('sections.attachments')}</SectionTitle>}
      >
        {isOpen('fileIds') ? (
          <Form.Item name="attachments" className="inquiry-upload">
            <LimitedUpload softType="InquiryForm" data-testid="inquiry-upload" />
          </Form.Item>
        ) : (
          <AttachmentList files={detail?.tisFiles ?? []} />
        )}
      </Card>
    </Form>
  );
}

function DictSelect({ name, code, label, disabled, rules }: { name: FormField; code: DictionaryCode; label: string; disabled: boolean; rules: object[] }) {
  const { t } = useTranslation('inquiry');
  // Entries an administrator disabled are not offered, but a record that holds one still shows it.
  const form = Form.useFormInstance();
  const current = Form.useWatch(name, form) as string | undefined;
  const { options, isFetching } = useDictionaryOptions(code, current);
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <Select allowClear disabled={disabled} loading={isFetching} placeholder={t('placeholders.select')} options={options} />
    </Form.Item>
  );
}

/** The files of an inquiry or reply, as links that download them. */
export function AttachmentList({ files }: { files: { id: string; fileName: string }[] }) {
  const { t } = useTranslation('inquiry');
  if (!files.length) return <span className="inquiry-muted">{t('form.noFiles')}</span>;
  return (
    <div className="inquiry-files">
      {files.map((f) => (
        <Tag
          key={f.id}
          icon={<FileOutlined />}
          className="inquiry-file"
          role="button"
          tabIndex={0}
          onClick={() => void fetchFile(filesEndpoints.downloadBlob, { params: { id: f.id } }).then(({ blob, fileName }) => saveBlob(blob, fileName)).catch(() => undefined)}
        >
          {f.fileName}
        </Tag>
      ))}
    </div>
  );
}
