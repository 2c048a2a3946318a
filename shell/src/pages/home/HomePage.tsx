import { toolUrl, type HubTool } from '@toolhub/contracts';
import { inLocale, trackPageView } from '@toolhub/sdk';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HelpedCounter } from '../../chrome';
import { categoryAnchor, groupByCategory, type PreloadTool } from '../../chrome/categories';
import { useT } from '../../chrome/messages';
import { ToolIcon } from './ToolIcon';
import { ToolSearch } from './ToolSearch';
import styles from './HomePage.module.css';

export interface HomePageProps {
  tools: HubTool[];
  onPreload?: PreloadTool;
}

/** The landing page (spec §2): hero, search, the counter line, then the tools by category. */
export function HomePage({ tools, onPreload }: HomePageProps) {
  const t = useT();
  const { hash } = useLocation();
  const categories = useMemo(() => groupByCategory(tools), [tools]);
  const [searching, setSearching] = useState(false);

  useEffect(() => trackPageView({ page_id: 'homepage', page_name: 'homepage' }), []);

  // The navigation links to '/#category-…'; a client-side navigation does not scroll by itself.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('heroTitle')}</h1>
        <p className={styles.subtitle}>{t('heroSubtitle')}</p>
        <ToolSearch tools={tools} onPreload={onPreload} onActiveChange={setSearching} />
        <div className={styles.stats} hidden={searching}>
          <HelpedCounter className={styles.counter} />
        </div>
      </section>
      {/*
        Each category is a hydration boundary of its own (issue 21): React takes the page over part
        by part, each in a short task, instead of committing every card at once in one long one, and
        a tap on a card not yet taken over hydrates its part first. Nothing suspends here.
      */}
      {categories.map((category) => (
        <Suspense key={category.name}>
          <section
            id={categoryAnchor(category.name)}
            className={styles.category}
            aria-label={category.name}
            data-log-module="home"
            data-log-expose={`category:${category.name}`}
          >
            <h2 className={styles.categoryTitle}>{category.name}</h2>
            <ul className={styles.grid}>
              {category.tools.map((tool) => (
                <li key={tool.path}>
                  <Link
                    to={inLocale(toolUrl(tool.path))}
                    className={styles.card}
                    data-log-event="tool_card"
                    data-log-params={`toolid=${tool.toolid}&path=${tool.path}`}
                    // A tool this server cannot run loads no remote: its page only says so.
                    onMouseEnter={() => !tool.unavailable && onPreload?.(tool)}
                    onFocus={() => !tool.unavailable && onPreload?.(tool)}
                  >
                    <ToolIcon icon={tool.icon} className={styles.cardIcon} />
                    <span className={styles.cardText}>
                      <span className={styles.cardName}>
                        {tool.name}
                        {tool.unavailable && <span className={styles.cardOff}>{t('notOnThisServer')}</span>}
                      </span>
                      {tool.description && <span className={styles.cardDescription}>{tool.description}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Suspense>
      ))}
    </div>
  );
}
