import { useEffect, useState } from 'react';
import { App, Cascader, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, RESPONSIBLE_ROLES, ZResponsiblePersonInput, type ResponsibleRole, type TResponsiblePersonRow } from '@portal/contract';
import { useSaveResponsible } from '../../api/inquiry';
import { fetchAreas } from '../../api/refdata';
import { checkWithSchema } from '../../components/schema-check';
import { entryOf, fieldOfIssue, type FormValues } from './responsible-persons-form-values';

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

interface ResponsibleFormModalProps {
  open: boolean;
  /** The entry edited; absent: a new one in `role`. */
  entry?: TResponsiblePersonRow;
  role: ResponsibleRole;
  onClose: () => void;
}

/**
 * Adds or edits one responsible person (spec §2 processing group, expert group, department
 * leader): the same schema as the server's route checks the values before they are sent; the
 * server adds what only it knows (the user exists, the area has no other processor).
 */
export function ResponsibleFormModal({ open, entry, role, onClose }: ResponsibleFormModalProps) {
  const { t } = useTranslation('responsible-persons');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveResponsible();
  const [areas, setAreas] = useState<AreaOption[]>([]);
  const province = entry?.provinceCode;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      role: entry?.role ?? role,
      username: entry?.username ?? '',
      area: entry ? [entry.provinceCode, entry.cityCode].filter(Boolean) : [],
      department: entry?.department ?? '',
    });
  }, [open, entry, role, form]);

  // provinces, and the edited entry's cities so its area shows by name
  useEffect(() => {
    if (!open) return;
    let live = true;
    void fetchAreas(1).then(async (provinces) => {
      const options: AreaOption[] = provinces.map((p) => ({ value: p.code, label: p.name, isLeaf: false }));
      if (province) {
        const cities = await fetchAreas(2, province).catch(() => []);
        const own = options.find((o) => o.value === province);
        if (own) own.children = cities.map((c) => ({ value: c.code, label: c.name, isLeaf: true }));
      }
      if (live) setAreas(options);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, province]);

  const loadCities = async (path: AreaOption[]) => {
    const last = path[path.length - 1];
    const cities = await fetchAreas(2, last.value).catch(() => []);
    last.children = cities.map((c) => ({ value: c.code, label: c.name, isLeaf: true }));
    setAreas((current) => [...current]);
  };

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = checkWithSchema(form, ZResponsiblePersonInput, entryOf(values), fieldOfIssue, (field) => t('form.invalid', { field: t(`form.${field}`) }));
    if (!input) return;
    try {
      await save.mutateAsync({ id: entry?.id, input });
      void message.success(t(entry ? 'form.updated' : 'form.added', { name: values.username.trim() }));
      onClose();
    } catch {
      /* the refusal is shown by the http client; the form stays open to correct it */
    }
  };

  return (
    <Modal
      open={open}
      title={t(entry ? 'form.editTitle' : 'form.addTitle')}
      okText={t('form.save')}
      cancelText={t('common:actions.cancel')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="responsible-form"
    >
      <Form<FormValues> form={form} layout="vertical" name="responsibleForm" requiredMark>
        <Form.Item name="role" label={t('form.role')} rules={[{ required: true, message: t('form.required', { field: t('form.role') }) }]}>
          <Select options={RESPONSIBLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('form.username')}
          extra={t('form.usernameHelp')}
          rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.username') }) }]}
        >
          <Input maxLength={LIMITS.usernameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="area" label={t('form.area')} extra={t('form.areaHelp')}>
          <Cascader<AreaOption>
            options={areas}
            loadData={(path) => void loadCities(path)}
            changeOnSelect
            allowClear
            placeholder={t('list.everyArea')}
          />
        </Form.Item>
        <Form.Item name="department" label={t('form.department')}>
          <Input maxLength={LIMITS.companyMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
