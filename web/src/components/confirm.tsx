import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface ConfirmProps {
  title: ReactNode;
  description?: ReactNode;
  /** A red confirm button: the action deletes or takes something away. */
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => unknown;
  /** The control that asks. */
  children: ReactNode;
}

/** Asks before an action, with the portal's confirm and cancel words in the user's language. */
export function Confirm({ title, description, danger, disabled, onConfirm, children }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger }}
      disabled={disabled}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
