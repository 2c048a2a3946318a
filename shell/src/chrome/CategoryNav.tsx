import { toolUrl, type HubTool } from '@toolhub/contracts';
import { inLocale } from '@toolhub/sdk';
import { modalKeyDown } from '@toolhub/ui/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { categoryAnchor, groupByCategory, toolPathOf, type PreloadTool } from './categories';
import { Logo } from './Logo';
import { useT } from './messages';
import styles from './CategoryNav.module.css';

export interface CategoryNavProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  tools: HubTool[];
  onPreload?: PreloadTool;
}

/**
 * The left category navigation (spec §2): slides in over a mask, closes on a click outside
 * or Escape. Categories expand and collapse through their arrow; the active one starts
 * expanded and is scrolled into view when the menu opens (instantly) and on resize (smoothly).
 */
export function CategoryNav({ id, open, onClose, tools, onPreload }: CategoryNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  const activePath = toolPathOf(pathname);
  const categories = useMemo(() => groupByCategory(tools), [tools]);
  const activeCategory = categories.find((category) => category.tools.some((tool) => tool.path === activePath))?.name;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(activeCategory ? [activeCategory] : []));
  const titleId = useId();
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    activeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
    const onResize = () => activeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);

  const toggle = (name: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  const toolLink = (tool: HubTool) => {
    const active = tool.path === activePath;
    return (
      <li key={tool.path}>
        <Link
          to={inLocale(toolUrl(tool.path))}
          ref={active ? activeRef : undefined}
          className={styles.toolLink}
          aria-current={active ? 'page' : undefined}
          onMouseEnter={() => onPreload?.(tool)}
          onFocus={() => onPreload?.(tool)}
          onClick={onClose}
        >
          {tool.name}
        </Link>
      </li>
    );
  };

  return (
    <div className={styles.root} data-open={open} inert={!open}>
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <nav
        id={id}
        className={styles.panel}
        aria-labelledby={titleId}
        onKeyDown={modalKeyDown(onClose)}
      >
        <div className={styles.head}>
          <Link to={inLocale('/')} className={styles.logo} onClick={onClose}>
            <Logo />
          </Link>
          <h2 id={titleId} className="th-visually-hidden">
            {t('navigation')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('closeMenu')} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <ul className={styles.list}>
          <li>
            <Link
              to={inLocale('/')}
              ref={firstLinkRef}
              className={styles.categoryLink}
              aria-current={pathname === '/' ? 'page' : undefined}
              onClick={onClose}
            >
              {t('allTools')}
            </Link>
          </li>
          {categories.map((category) => {
            const isOpen = expanded.has(category.name);
            const listId = `${id ?? titleId}-${categoryAnchor(category.name)}`;
            return (
              <li key={category.name} data-active={category.name === activeCategory || undefined}>
                <div className={styles.categoryRow}>
                  <Link to={inLocale(`/#${categoryAnchor(category.name)}`)} className={styles.categoryLink} onClick={onClose}>
                    {category.name}
                  </Link>
                  <button
                    type="button"
                    className={styles.arrow}
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    aria-label={t(isOpen ? 'collapse' : 'expand', { name: category.name })}
                    onClick={() => toggle(category.name)}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M9 6l6 6-6 6" />
                    </svg>
                  </button>
                </div>
                <ul id={listId} className={styles.tools} hidden={!isOpen}>
                  {category.tools.map(toolLink)}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
