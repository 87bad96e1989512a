import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
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

interface RemoveLinkProps {
  /** The link's word, also the question's title. */
  label: ReactNode;
  /** What goes, named. */
  description: ReactNode;
  onConfirm: () => unknown;
  /** While this row's removal runs. */
  loading?: boolean;
  testId?: string;
}

/** A table row's red link that deletes or takes something away, after asking. */
export function RemoveLink({ label, description, onConfirm, loading, testId }: RemoveLinkProps) {
  return (
    <Confirm title={label} description={description} danger onConfirm={onConfirm}>
      <Button type="link" size="small" danger loading={loading} data-testid={testId}>
        {label}
      </Button>
    </Confirm>
  );
}
