import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InputField,
  Spinner,
  toast,
} from '@stairs/ui';
import { loginErrorMessage } from './login-error';
import { CALL_FAILURE_TITLE } from '../feedback/call-failure';
import { SignInLinkRequest } from './SignInLinkRequest';
import { useAdminSession } from './useAdminSession';

export const ADMIN_LOGIN_DEFAULTS = {
  label: 'Admin-Passwort',
  buttonText: 'Anmelden',
} as const;

export interface AdminLoginCardProps {
  title: string;
  subtitle?: string;
  /** Label of the password field. Default 'Admin-Passwort'. */
  label?: string;
  /** Default 'Anmelden'. */
  buttonText?: string;
  /** The screen's own text for a wrong password (e.g. 'Falsches Passwort' or 'Falsches Passwort.'). */
  wrongPasswordMessage: string;
  /** 'inline' (default) shows errors below the field; 'toast' shows them as a destructive toast 'Fehler'. */
  onWrongPassword?: 'inline' | 'toast';
  /** Called after the server accepted the password. */
  onSuccess?: () => void;
}

/**
 * Password card of an admin screen. The password is checked by the server (docs/decisions.md);
 * Enter submits because the field sits in a form. Below it, a sign-in link by e-mail for a new browser.
 */
export function AdminLoginCard({
  title,
  subtitle,
  label = ADMIN_LOGIN_DEFAULTS.label,
  buttonText = ADMIN_LOGIN_DEFAULTS.buttonText,
  wrongPasswordMessage,
  onWrongPassword = 'inline',
  onSuccess,
}: AdminLoginCardProps) {
  const { login, isLoggingIn } = useAdminSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' || isLoggingIn) return;
    setError(null);
    try {
      await login(password);
      onSuccess?.();
    } catch (loginError) {
      const message = loginErrorMessage(loginError, wrongPasswordMessage);
      if (onWrongPassword === 'toast') {
        toast({ title: CALL_FAILURE_TITLE, description: message, variant: 'destructive' });
      } else {
        setError(message);
      }
      setPassword('');
      inputRef.current?.focus();
    }
  };

  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
          {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
            <InputField
              label={label}
              error={error}
              ref={inputRef}
              type="password"
              autoComplete="current-password"
              // The login card is the only thing on a signed-out admin screen.
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(null);
              }}
              readOnly={isLoggingIn}
            />
            <Button type="submit" className="w-full" disabled={isLoggingIn || password === ''}>
              {isLoggingIn ? <Spinner size="sm" className="text-current" label="Anmeldung läuft..." /> : null}
              {buttonText}
            </Button>
          </form>
          <SignInLinkRequest />
        </CardContent>
      </Card>
    </div>
  );
}
