import type { ReactNode } from 'react';
import { Collapse, Descriptions } from 'antd';
import { CarOutlined, PaperClipOutlined, ToolOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TInquiryDetail } from '@portal/contract';
import { fetchAreas, useFaultNodes } from '../../api/refdata';
import { useDictNames } from '../../api/dictionaries';
import { FileThumbs } from './file-thumbs';
import { ESSENTIAL_FIELDS, VEHICLE_FIELDS, WORK_ORDER_FIELDS, type FormField, type Section } from './form-rules';

/** The fault section as read: the handling side's answer (cause, diagnosis, scheme) is the solution card's. */
export const FACT_FAULT_FIELDS = [
  'faultName', 'faultDate', 'faultModule', 'faultSystem', 'faultPosition', 'damageType', 'partCode', 'partName',
  'customerOriginDesc', 'faultAppearanceConfirm', 'faultExamine',
] as const satisfies readonly FormField[];
/** Texts of a paragraph or more: shown under their label, not beside it. */
const LONG = new Set<FormField>(['modifiedDesc', 'customerOriginDesc', 'faultAppearanceConfirm', 'faultExamine']);
const FIELDS: Record<Exclude<Section, 'attachments'>, readonly FormField[]> = {
  vehicle: VEHICLE_FIELDS, workOrder: WORK_ORDER_FIELDS, essential: ESSENTIAL_FIELDS, fault: FACT_FAULT_FIELDS,
};
const ICONS: Record<Section, ReactNode> = {
  vehicle: <CarOutlined />, workOrder: <ToolOutlined />, essential: <UserOutlined />, fault: <WarningOutlined />, attachments: <PaperClipOutlined />,
};

/** The names of the inquiry's province and city (the detail holds their codes). */
function useAreaName(province: string, city: string): string {
  const { data } = useQuery({
    queryKey: ['areas', 'name', province, city] as const,
    queryFn: async () => {
      const [provinces, cities] = await Promise.all([fetchAreas(1), city ? fetchAreas(2, province) : Promise.resolve([])]);
      return [provinces.find((p) => p.code === province)?.name ?? province, cities.find((c) => c.code === city)?.name ?? city].filter(Boolean).join(' / ');
    },
    enabled: !!province,
    staleTime: Infinity,
  });
  return data ?? [province, city].filter(Boolean).join(' / ');
}

/** The inquiry's fault catalogue codes by name. */
function useFaultNames(inquiry: TInquiryDetail): Partial<Record<FormField, string>> {
  const modules = useFaultNodes(1, undefined);
  const systems = useFaultNodes(2, inquiry.faultModule || undefined);
  const positions = useFaultNodes(3, inquiry.faultSystem || undefined);
  const name = (nodes: { code: string; name: string }[] | undefined, code: string) => nodes?.find((n) => n.code === code)?.name ?? code;
  return {
    faultModule: name(modules.data, inquiry.faultModule),
    faultSystem: name(systems.data, inquiry.faultSystem),
    faultPosition: name(positions.data, inquiry.faultPosition),
  };
}

/**
 * The inquiry's details as text to read, in collapsible sections (vehicle, work order, essential,
 * fault, files), each naming what it holds when closed: the thread and the solution come first
 * (issue 20). Empty fields are left out. Corrections are made in the form (the detail's drawer).
 */
export function InquiryFacts({ inquiry, defaultOpen }: { inquiry: TInquiryDetail; defaultOpen: readonly Section[] }) {
  const { t } = useTranslation('inquiry');
  const dict = {
    consultType: useDictNames('DIC_INQUIRYFORM_TYPE'),
    emergencyLevel: useDictNames('DIC_INQUIRYFORM_URGENT_TYPE'),
    damageType: useDictNames('DIC_DAMAGES_TYPE'),
  };
  const area = useAreaName(inquiry.provinceCode, inquiry.cityCode);
  const faults = useFaultNames(inquiry);
  const textOf = (field: FormField): string => {
    const raw = String((inquiry as Record<string, unknown>)[field] ?? '').trim();
    if (!raw) return '';
    if (field === 'provinceCityCode') return area;
    if (field in dict) return dict[field as keyof typeof dict](raw);
    if (field in faults) return faults[field] ?? raw;
    if (field === 'roadRescue' || field === 'repeatRepair' || field === 'isModified') return t(`yesNo.${raw as 'Y' | 'N'}`);
    return raw;
  };
  const summaries: Record<Section, string> = {
    vehicle: inquiry.modelName || inquiry.modelCode,
    workOrder: inquiry.storeName,
    essential: dict.consultType(inquiry.consultType),
    fault: inquiry.faultName,
    attachments: inquiry.tisFiles.length ? String(inquiry.tisFiles.length) : '',
  };

  const body = (section: Exclude<Section, 'attachments'>) => {
    const filled = FIELDS[section].map((f) => [f, textOf(f)] as const).filter(([, v]) => v !== '');
    const short = filled.filter(([f]) => !LONG.has(f));
    const long = filled.filter(([f]) => LONG.has(f));
    if (!filled.length) return <span className="inquiry-muted">{t('detail.nothingFilled')}</span>;
    return (
      <>
        {short.length > 0 && (
          <Descriptions column={1} size="small" className="inquiry-facts-list">
            {short.map(([f, v]) => (
              <Descriptions.Item key={f} label={t(`fields.${f}`)}>
                <span className={f === 'vinCode' ? 'inquiry-mono' : undefined} data-testid={`inquiry-fact-${f}`}>{v}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        {long.map(([f, v]) => (
          <div key={f} className="inquiry-facts-long">
            <div className="inquiry-facts-label">{t(`fields.${f}`)}</div>
            <div className="inquiry-facts-text" data-testid={`inquiry-fact-${f}`}>{v}</div>
          </div>
        ))}
      </>
    );
  };

  const sections: Section[] = ['fault', 'vehicle', 'workOrder', 'essential', 'attachments'];
  return (
    <Collapse
      className="inquiry-facts"
      size="small"
      defaultActiveKey={[...defaultOpen]}
      data-testid="inquiry-facts"
      items={sections.map((section) => ({
        key: section,
        label: (
          <span className="inquiry-facts-head" data-testid={`inquiry-facts-${section}`}>
            <span className="inquiry-section-title">{ICONS[section]}{t(`sections.${section}`)}</span>
            {summaries[section] && <span className="inquiry-facts-summary">{summaries[section]}</span>}
          </span>
        ),
        children: section === 'attachments' ? <FileThumbs files={inquiry.tisFiles} /> : body(section),
      }))}
    />
  );
}
