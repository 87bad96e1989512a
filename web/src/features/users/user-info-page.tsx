import { useEffect } from 'react';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Select, Skeleton, Tag } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LANGUAGES, LANGUAGE_NAMES, LIMITS, PATTERNS, type TAmendUserRequest } from '@portal/contract';
import { useAmendMyInfo, useMyInfo } from '../../api/users';
import { PageHeading } from '../../components/page-heading';

/** The user's own details, amendable (spec §2 user_info). */
export default function UserInfoPage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const [form] = Form.useForm<TAmendUserRequest>();
  const { data: info, isLoading } = useMyInfo();
  const amend = useAmendMyInfo();

  useEffect(() => {
    if (info) {
      form.setFieldsValue({
        name: info.name,
        email: info.email,
        mobileNo: info.mobileNo,
        company: info.company,
        department: info.department,
        language: info.language,
      });
    }
  }, [info, form]);

  const onFinish = async (values: TAmendUserRequest) => {
    try {
      await amend.mutateAsync({
        name: values.name.trim(),
        email: values.email?.trim() ?? '',
        mobileNo: values.mobileNo?.trim() ?? '',
        company: values.company?.trim() ?? '',
        department: values.department?.trim() ?? '',
        language: values.language ?? null,
      });
      void message.success(t('info.saved'));
    } catch {
      /* shown by the http client */
    }
  };

  if (isLoading || !info) {
    return (
      <div className="page">
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }

  const max = (limit: number) => ({ max: limit, message: t('validation.maxLength', { max: limit }) });
  return (
    <div className="page">
      <PageHeading title={t('info.title')} subtitle={t('info.subtitle')} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={8}>
          <Card className="profile-card">
            <div className="profile-head">
              <Avatar size={72} className="profile-avatar">
                {info.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <div className="profile-name">{info.name}</div>
                <div className="profile-username">@{info.username}</div>
                <Tag color="cyan">{t(`common:userTypes.${info.userType}`)}</Tag>
              </div>
            </div>
            <Descriptions column={1} size="small" className="profile-facts">
              <Descriptions.Item label={t('info.username')}>{info.username}</Descriptions.Item>
              <Descriptions.Item label={t('info.userType')}>{t(`common:userTypes.${info.userType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('info.country')}>{info.country?.name ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('info.status')}>
                {info.disabled ? <Tag color="red">{t('info.disabled')}</Tag> : info.locked ? <Tag color="orange">{t('info.locked')}</Tag> : <Tag color="green">{t('info.active')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('info.updateTime')}>{info.updateTime ? dayjs(info.updateTime).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('info.editTitle')}>
            <Form<TAmendUserRequest> form={form} name="userInfo" layout="vertical" onFinish={onFinish} requiredMark="optional">
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="name" label={t('info.name')} rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, max(LIMITS.nameMax)]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="email" label={t('info.email')} rules={[{ pattern: PATTERNS.email, message: t('validation.emailPattern') }, max(LIMITS.emailMax)]}>
                    <Input type="email" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="mobileNo" label={t('info.mobile')} rules={[{ pattern: PATTERNS.phone, message: t('validation.phonePattern') }]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="company" label={t('info.company')} rules={[max(LIMITS.companyMax)]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="department" label={t('info.department')} rules={[max(LIMITS.nameMax)]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="language" label={t('info.language')}>
                    <Select allowClear placeholder={t('info.languageDefault')} options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} />
                  </Form.Item>
                </Col>
              </Row>
              <div className="form-actions">
                <Button onClick={() => form.resetFields()}>{t('common:actions.reset')}</Button>
                <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={amend.isPending}>
                  {t('common:actions.save')}
                </Button>
              </div>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
