import { useEffect, useState } from 'react';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@stairs/contracts';
import { Button, CheckIcon, Share2Icon, toast } from '@stairs/ui';

/** docs/product.md §9: the link-copied notice lasts 2 seconds. */
export const LINK_COPIED_MS = 2000;

/** Native share sheet where the browser has one; otherwise copies the link and says 'Link kopiert!' for 2 s. */
/** `url` defaults to the address of the current page, read when the button is pressed. Not offered without script. */
export function ShareButton({ title, text, url }: { title: string; text?: string; url?: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const shareUrl = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: shareUrl });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Any other refusal (e.g. not allowed in this context): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      toast({
        title: 'Link konnte nicht kopiert werden',
        description: shareUrl,
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void share()}
      aria-live="polite"
      {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
    >
      {copied ? <CheckIcon /> : <Share2Icon />}
      {copied ? 'Link kopiert!' : 'Teilen'}
    </Button>
  );
}
