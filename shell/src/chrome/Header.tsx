import type { HubTool } from '@toolhub/contracts';
import { inLocale } from '@toolhub/sdk';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountArea } from './AccountArea';
import { CategoryNav } from './CategoryNav';
import { LanguageSwitch } from './LanguageSwitch';
import type { PreloadTool } from './categories';
import { Logo } from './Logo';
import { useT } from './messages';
import styles from './Header.module.css';

export interface HeaderProps {
  tools: HubTool[];
  onPreload?: PreloadTool;
}

/** The top bar of every page: menu button, logo, language switch, login or account (spec §2). */
export function Header({ tools, onPreload }: HeaderProps) {
  const t = useT();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <>
      <header className={styles.header}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label={t('openMenu')}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Link to={inLocale('/')} className={styles.logo}>
          <Logo />
        </Link>
        <div className={styles.spacer} />
        <LanguageSwitch />
        <AccountArea />
      </header>
      {/* Outside the header: its backdrop filter would trap a fixed overlay inside its box. */}
      <CategoryNav id={navId} open={menuOpen} onClose={closeMenu} tools={tools} onPreload={onPreload} />
    </>
  );
}
