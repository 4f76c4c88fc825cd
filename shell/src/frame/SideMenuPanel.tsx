import { useRef } from 'react';
import { Link, NavLink } from '@stairs/router';
import { cn, Dialog, DialogContent, DialogDescription, DialogTitle, ExternalLinkIcon } from '@stairs/ui';
import { useSiteConfig } from '@stairs/site';
import { NAV_ENTRIES, sectionPath } from './navigation';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface SideMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The slide-in panel of the side menu (SideMenu.tsx loads it on first use). A modal dialog (Radix: focus trapped
 * inside, Escape and the close button close it, focus returns to the menu button); following a link closes it.
 */
export default function SideMenuPanel({ open, onOpenChange }: SideMenuPanelProps) {
  const { data: site } = useSiteConfig();
  // A followed link leads focus to where it goes (the section, the new page); only Escape and the close button
  // return it to the menu button. Returning it anyway stopped the smooth scroll to a home section at once.
  const followedLink = useRef(false);
  const close = () => {
    followedLink.current = true;
    onOpenChange(false);
  };

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
                  <NavLink
                    to={entry.to}
                    end
                    onClick={close}
                    className={({ isActive }) => cn(itemClass, isActive && 'text-primary')}
                  >
                    {entry.label}
                  </NavLink>
                ) : entry.kind === 'section' ? (
                  <Link to={sectionPath(entry.section)} onClick={close} className={itemClass}>
                    {entry.label}
                  </Link>
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
                          <NavLink
                            to={item.to}
                            onClick={close}
                            className={({ isActive }) => cn(itemClass, 'pl-6', isActive && 'text-primary')}
                          >
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : site ? (
                  <a
                    href={site[entry.href]}
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
