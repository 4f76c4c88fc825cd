import { Button, cn, MessageCircleIcon } from '@stairs/ui';
import { contactWhatsAppText, conversionLink, useSiteConfig, whatsappUrl } from '@stairs/site';

/** Opens a WhatsApp chat with the greeting in a new tab and counts a 'whatsapp' conversion. */
export function WhatsAppButton({
  label = 'WhatsApp Beratung',
  className,
  size = 'lg',
}: {
  label?: string;
  className?: string;
  size?: 'default' | 'lg';
}) {
  const { data: site } = useSiteConfig();
  if (!site) {
    return (
      <Button variant="whatsapp" size={size} className={className} disabled>
        <MessageCircleIcon />
        {label}
      </Button>
    );
  }
  return (
    <Button variant="whatsapp" size={size} className={cn(className)} asChild>
      <a
        href={whatsappUrl(site.whatsappNumber, contactWhatsAppText())}
        target="_blank"
        rel="noopener noreferrer"
        {...conversionLink('whatsapp')}
      >
        <MessageCircleIcon />
        {label}
        <span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>
    </Button>
  );
}
