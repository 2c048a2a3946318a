import { SEARCH_DEBOUNCE_MS, toolUrl, type HubTool } from '@toolhub/contracts';
import { inLocale, isSearchableInput, searchTools } from '@toolhub/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import type { PreloadTool } from '../../chrome/categories';
import { useT } from '../../chrome/messages';
import { ToolIcon } from './ToolIcon';
import styles from './ToolSearch.module.css';

/**
 * The box is in the server's HTML, so a visitor can type before the page's code has taken it
 * over; hydration may then put the box back to its empty state and drop those keystrokes. What
 * was typed is noted from the moment this code runs (before hydration starts), and searched when
 * the box is the page's own.
 */
const TOOL_SEARCH_ATTRIBUTE = 'data-tool-search';
let typedBeforeHydration = '';
const noteEarlyTyping = (event: Event) => {
  const target = event.target as HTMLInputElement | null;
  if (target?.hasAttribute?.(TOOL_SEARCH_ATTRIBUTE)) typedBeforeHydration = target.value;
};
if (typeof document !== 'undefined') document.addEventListener('input', noteEarlyTyping, true);

/** Where "search the whole web" goes: the default search engine of the vendor's browser. */
const WEB_SEARCH_URL = 'https://www.sogou.com/web?query=';

export interface ToolSearchProps {
  tools: HubTool[];
  onPreload?: PreloadTool;
  /** True on focus; false on blur with an empty box. The page hides its statistics meanwhile. */
  onActiveChange?: (active: boolean) => void;
}

/**
 * The landing page's tool search (spec §2, §5): letters, digits, '_', '#', '%' and Chinese
 * characters only; name or keyword, any case; 100 ms after the last keystroke. Results
 * open in a new tab; with none, a web search on the text is offered.
 */
export function ToolSearch({ tools, onPreload, onActiveChange }: ToolSearchProps) {
  const t = useT();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);

  // What a visitor typed before the page's code took the box over is searched now, not lost.
  useEffect(() => {
    const input = inputRef.current;
    const typed = input?.value || typedBeforeHydration;
    if (input && typed !== '') {
      setText(typed);
      if (document.activeElement === input) setPanelOpen(true);
    }
    // Whatever the box holds from now on is the page's own; a later visit starts empty.
    return () => {
      typedBeforeHydration = '';
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!panelOpen) return;
    const clearOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', clearOutside);
    return () => document.removeEventListener('pointerdown', clearOutside);
  }, [panelOpen]);

  const processed = isSearchableInput(query);
  const results = processed ? searchTools(tools, query) : [];
  const showPanel = panelOpen && processed;

  return (
    <div ref={rootRef} className={styles.search} role="search">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4 4" />
      </svg>
      <input
        ref={inputRef}
        {...{ [TOOL_SEARCH_ATTRIBUTE]: '' }}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        // The results are a region of links, not a list box: a search box names what it controls
        // but has no expanded state (aria-expanded is not allowed on it).
        aria-controls={panelId}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          setPanelOpen(true);
        }}
        onFocus={() => {
          setPanelOpen(true);
          onActiveChange?.(true);
        }}
        onBlur={(event) => {
          if (event.target.value === '') onActiveChange?.(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPanelOpen(false);
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          // Enter opens the first match of what is typed now (not waiting for the debounce), where a
          // click on it would: a new tab (spec §2).
          const first = searchTools(tools, event.currentTarget.value)[0];
          if (!first) return;
          event.preventDefault();
          window.open(inLocale(toolUrl(first.path)), '_blank', 'noopener');
        }}
      />
      <div id={panelId} className={styles.panel} role="region" aria-label={t('searchResults')} hidden={!showPanel}>
        {!showPanel ? null : results.length > 0 ? (
          <ul className={styles.results}>
            {results.map((tool) => (
              <li key={tool.path}>
                <a
                  className={styles.result}
                  href={inLocale(toolUrl(tool.path))}
                  target="_blank"
                  rel="noopener"
                  onMouseEnter={() => onPreload?.(tool)}
                  onFocus={() => onPreload?.(tool)}
                >
                  <ToolIcon icon={tool.icon} className={styles.resultIcon} />
                  <span className={styles.resultName}>{tool.name}</span>
                  <span className={styles.resultCategory}>{tool.category}</span>
                  <span className="th-visually-hidden">{t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <a className={styles.webSearch} href={`${WEB_SEARCH_URL}${encodeURIComponent(query)}`} target="_blank" rel="noopener">
            {t('noMatch')}
          </a>
        )}
      </div>
    </div>
  );
}
