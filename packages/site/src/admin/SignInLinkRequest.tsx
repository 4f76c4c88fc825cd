import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@stairs/api-client';
import { API, SIGN_IN_LINK_TEXTS } from '@stairs/contracts';
import { Button, Spinner } from '@stairs/ui';
import { showCallFailure } from '../feedback/call-failure';

/**
 * 'Anmeldelink per E-Mail senden' below a login card's password (docs/decisions.md, "Admin access"): a new browser of
 * the operator gets in by a single-use link to the operator's address, even while strangers' guesses have slowed
 * password logins to one attempt per interval. The answer is the same whoever asks.
 */
export function SignInLinkRequest() {
  const [answer, setAnswer] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: () => apiCall(API.requestSignInLink),
    onSuccess: (result) => setAnswer(result.message),
    onError: (error) => showCallFailure(error, 'Der Anmeldelink konnte nicht angefordert werden.'),
  });
  return (
    <div className="mt-6 space-y-2 border-t pt-4">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={request.isPending}
        onClick={() => request.mutate()}
      >
        {request.isPending ? (
          <Spinner size="sm" className="text-current" label="Wird angefordert..." />
        ) : null}
        {SIGN_IN_LINK_TEXTS.request}
      </Button>
      <p className="text-sm text-muted-foreground" role="status">
        {answer}
      </p>
    </div>
  );
}
