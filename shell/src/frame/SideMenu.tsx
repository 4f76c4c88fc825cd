import { lazy, useState } from 'react';
import { Button, MenuIcon, MountOnFirstOpen } from '@stairs/ui';
import { NEEDS_SCRIPT_ATTRIBUTE, WITHOUT_SCRIPT_ATTRIBUTE } from '@stairs/contracts';
import { FOOTER_PAGES_ID } from './navigation';

// The panel (a Radix dialog with its focus trap and scroll lock) is not part of the first load: it is fetched
// when the menu button is touched or focused, a moment before the click that opens it.
const loadSideMenuPanel = () => import('./SideMenuPanel');
const SideMenuPanel = lazy(loadSideMenuPanel);

interface SideMenuProps {
  className?: string;
  /** The main site's address (site configuration), null while it is not known. */
  mainSiteUrl: string | null;
  /** The page's path: its entry is marked as the current page. */
  currentPath: string;
}

/**
 * Small screens (an island of every page): a menu button opening a slide-in panel from the right. Where scripting
 * is off, a link in its place leads to the footer's list of every page.
 */
export function SideMenu({ className, mainSiteUrl, currentPath }: SideMenuProps) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="ghost" size="icon" className={className} asChild>
        <a href={`#${FOOTER_PAGES_ID}`} aria-label="Menü" {...{ [WITHOUT_SCRIPT_ATTRIBUTE]: '' }}>
          <MenuIcon className="size-6" />
        </a>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Menü öffnen"
        {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSideMenuPanel()}
        onFocus={() => void loadSideMenuPanel()}
        onClick={(event) => {
          // The dialog returns focus to what was focused when it opened; Safari does not focus a clicked button.
          event.currentTarget.focus();
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" />
      </Button>
      <MountOnFirstOpen open={open}>
        <SideMenuPanel
          open={open}
          onOpenChange={setOpen}
          mainSiteUrl={mainSiteUrl}
          currentPath={currentPath}
        />
      </MountOnFirstOpen>
    </>
  );
}
