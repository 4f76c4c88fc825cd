import { useRef, type MouseEvent } from 'react';
import { cn, Dialog, DialogContent, DialogDescription, DialogTitle, ExternalLinkIcon } from '@stairs/ui';
import { HOME_PATH, NAV_ENTRIES, sectionHref, type HomeSection } from './navigation';
import { scrollToSection, scrollToTop } from './scroll-to-section';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface SideMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mainSiteUrl: string | null;
  currentPath: string;
}

/**
 * The slide-in panel of the side menu (SideMenu.tsx loads it on first use). A modal dialog (Radix: focus trapped
 * inside, Escape and the close button close it, focus returns to the menu button); following a link closes it.
 * Its links are plain links that load their page; one to the page already shown scrolls there instead (the top,
 * or a home section).
 */
export default function SideMenuPanel({ open, onOpenChange, mainSiteUrl, currentPath }: SideMenuPanelProps) {
  // A followed link leads focus to where it goes (the section, the new page); only Escape and the close button
  // return it to the menu button. Returning it anyway stopped the smooth scroll to a home section at once.
  const followedLink = useRef(false);
  const close = () => {
    followedLink.current = true;
    onOpenChange(false);
  };
  const followRoute = (to: string) => (event: MouseEvent) => {
    close();
    if (to !== currentPath) return;
    event.preventDefault();
    scrollToTop(true);
  };
  const followSection = (section: HomeSection) => (event: MouseEvent) => {
    close();
    if (currentPath !== HOME_PATH) return;
    event.preventDefault();
    // Waits until the closing dialog has released the page's scrolling.
    scrollToSection(section, true);
  };
  const current = (to: string) => (to === currentPath ? 'page' : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (followedLink.current) event.preventDefault();
          followedLink.current = false;
        }}
        className={cn(
          'left-auto right-0 top-0 flex h-dvh max-h-dvh w-[85vw] max-w-xs translate-x-0 translate-y-0 flex-col gap-2 overflow-y-auto rounded-none border-y-0 border-r-0 p-4 pt-5',
          'data-[state=open]:!animate-slide-in-right data-[state=closed]:!animate-slide-out-right',
        )}
      >
        <DialogTitle className="px-3 text-lg">Menü</DialogTitle>
        <DialogDescription className="sr-only">Navigation der Website</DialogDescription>
        <nav aria-label="Hauptnavigation (mobil)" className="mt-2">
          <ul className="flex flex-col gap-1">
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.label}>
                {entry.kind === 'route' ? (
                  <a
                    href={entry.to}
                    aria-current={current(entry.to)}
                    onClick={followRoute(entry.to)}
                    className={cn(itemClass, current(entry.to) && 'text-primary')}
                  >
                    {entry.label}
                  </a>
                ) : entry.kind === 'section' ? (
                  <a
                    href={sectionHref(entry.section)}
                    onClick={followSection(entry.section)}
                    className={itemClass}
                  >
                    {entry.label}
                  </a>
                ) : entry.kind === 'menu' ? (
                  <div role="group" aria-labelledby={`side-${entry.label}`} className="py-1">
                    <p
                      id={`side-${entry.label}`}
                      className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                    >
                      {entry.label}
                    </p>
                    <ul>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <a
                            href={item.to}
                            aria-current={current(item.to)}
                            onClick={followRoute(item.to)}
                            className={cn(itemClass, 'pl-6', current(item.to) && 'text-primary')}
                          >
                            {item.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : mainSiteUrl ? (
                  <a
                    href={mainSiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={close}
                    className={itemClass}
                  >
                    {entry.label}
                    <ExternalLinkIcon className="size-4" />
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
