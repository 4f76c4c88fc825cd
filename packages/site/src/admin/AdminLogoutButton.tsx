import { Button, type ButtonProps } from '@stairs/ui';
import { showCallFailure } from '../feedback/call-failure';
import { useAdminSession } from './useAdminSession';

export const ADMIN_LOGOUT_TEXTS = {
  button: 'Abmelden',
  failed: 'Abmelden fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;

export type AdminLogoutButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  /** Called after the server ended the session. */
  onSignedOut?: () => void;
};

/** 'Abmelden': ends the server session, which signs out every admin screen of the page. */
export function AdminLogoutButton({
  onSignedOut,
  variant = 'outline',
  disabled,
  ...props
}: AdminLogoutButtonProps) {
  const { logout, isLoggingOut } = useAdminSession();

  const handleClick = async () => {
    try {
      await logout();
      onSignedOut?.();
    } catch (error) {
      console.error('Admin logout failed', error);
      showCallFailure(error, ADMIN_LOGOUT_TEXTS.failed);
    }
  };

  return (
    <Button
      variant={variant}
      disabled={disabled || isLoggingOut}
      onClick={() => void handleClick()}
      {...props}
    >
      {ADMIN_LOGOUT_TEXTS.button}
    </Button>
  );
}
