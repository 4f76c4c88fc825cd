import { type ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle, type MailIcon } from '@stairs/ui';

/** The head of an upload page's card: its icon and title as the card's heading, and what the card does. */
export function UploadCardHeader({
  icon: Icon,
  title,
  description,
}: {
  icon: typeof MailIcon;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle asChild>
        <h2 className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
